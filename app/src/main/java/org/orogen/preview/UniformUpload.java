package org.orogen.preview;

import org.orogen.gl.ShaderProgram;
import org.orogen.shader.UniformBinding;
import org.orogen.shader.UniformValue;

import java.util.List;

import static org.lwjgl.opengl.GL30.*;

/**
 * Uploads a compiled program's parameter uniforms (GL thread, program in use). This is the whole
 * cost of a parameter change on the GL side: the program itself is reused. Uniforms the driver
 * optimised away (location -1) are skipped.
 *
 * <p>Same rules as the bake's package-private {@code org.orogen.bake.ProgramUniforms}; kept here
 * because that class is not visible outside its package.
 */
final class UniformUpload {

    private UniformUpload() {
    }

    static void upload(ShaderProgram program, List<UniformBinding> uniforms) {
        for (UniformBinding u : uniforms) {
            int location = program.uniformLocation(u.name());
            if (location < 0) {
                continue;
            }
            switch (u.value()) {
                case UniformValue.FloatValue f -> glUniform1f(location, (float) f.value());
                case UniformValue.IntValue i -> glUniform1i(location, (int) i.value());
                case UniformValue.UIntValue i -> glUniform1ui(location, (int) i.value());
                case UniformValue.Vec4Value v -> glUniform4f(location, (float) v.x(), (float) v.y(), (float) v.z(),
                        (float) v.w());
                case UniformValue.Vec2ArrayValue a -> {
                    float[] xy = new float[a.xy().size()];
                    for (int k = 0; k < xy.length; k++) {
                        xy[k] = a.xy().get(k).floatValue();
                    }
                    glUniform2fv(location, xy);
                }
                case UniformValue.SamplerValue s -> glUniform1i(location, s.unit());
            }
        }
    }
}
