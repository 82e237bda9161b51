package org.orogen.gl;

import static org.lwjgl.opengl.GL30.glUniform1f;
import static org.lwjgl.opengl.GL30.glUniform1i;
import static org.lwjgl.opengl.GL30.glUniform1ui;
import static org.lwjgl.opengl.GL30.glUniform2fv;
import static org.lwjgl.opengl.GL30.glUniform4f;

import java.util.List;
import java.util.function.ToIntFunction;
import org.orogen.shader.UniformBinding;
import org.orogen.shader.UniformValue;

/**
 * Uploads a compiled program's parameter uniforms (GL thread only, program in use). This is the
 * whole GL-side cost of a parameter change: the program itself is reused. Uniforms the driver
 * optimised away (location −1) are skipped: a parameter that does not affect any output has
 * nothing to set. The one place that maps {@link UniformValue} kinds to {@code glUniform*} calls;
 * the export bake, the preview and the benchmarks all use it.
 */
public final class ProgramUniforms {

    private ProgramUniforms() {
    }

    /** Uploads {@code uniforms} into {@code program}, which must be in use. */
    public static void upload(ShaderProgram program, List<UniformBinding> uniforms) {
        upload(program::uniformLocation, uniforms);
    }

    /** Uploads {@code uniforms} into the program in use, whose uniform locations {@code locations} gives. */
    public static void upload(ToIntFunction<String> locations, List<UniformBinding> uniforms) {
        for (UniformBinding u : uniforms) {
            int location = locations.applyAsInt(u.name());
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
