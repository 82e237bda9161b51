package org.orogen.gl;

import static org.lwjgl.opengl.GL20.glUniform1i;

import java.util.List;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.UniformBinding;
import org.orogen.shader.UniformValue;

/**
 * Uploads a compiled program's node parameters (GL thread only, program in use). This is the whole
 * GL-side cost of a parameter change: the program itself is reused. Parameters are 32-bit words in
 * one buffer texture ({@value CompiledProgram#PARAMETERS_UNIFORM}, never one uniform each, so no
 * graph reaches a uniform limit): this class packs them at the compiler's offsets, uploads the
 * words that changed into the program's {@link ParameterBuffer}, binds it to
 * {@link ParameterBuffer#UNIT} and points the sampler there. Image samplers are set to their
 * units; binding the image textures themselves stays with the caller. A sampler the driver
 * optimised away (location −1) is skipped. The export bake, the preview, the thumbnails and the
 * benchmarks all use it.
 */
public final class ProgramUniforms {

    private ProgramUniforms() {
    }

    /** Uploads {@code uniforms} into {@code program}, which must be in use. */
    public static void upload(ShaderProgram program, List<UniformBinding> uniforms) {
        upload(program::uniformLocation, program::parameters, uniforms);
    }

    /**
     * Uploads {@code uniforms} into the program in use, whose uniform locations {@code locations}
     * gives, with {@code buffer} holding its parameters (a program that is not a {@link ShaderProgram},
     * such as a benchmark's compute variant of the same source, may share that program's buffer).
     */
    public static void upload(ToIntFunction<String> locations, ParameterBuffer buffer, List<UniformBinding> uniforms) {
        upload(locations, () -> buffer, uniforms);
    }

    private static void upload(ToIntFunction<String> locations, Supplier<ParameterBuffer> buffer,
                               List<UniformBinding> uniforms) {
        int parameters = locations.applyAsInt(CompiledProgram.PARAMETERS_UNIFORM);
        if (parameters >= 0) {
            ParameterBuffer words = buffer.get();
            words.upload(pack(uniforms));
            words.bind();
            glUniform1i(parameters, ParameterBuffer.UNIT);
        }
        for (UniformBinding u : uniforms) {
            if (u.value() instanceof UniformValue.SamplerValue s) {
                int location = locations.applyAsInt(u.name());
                if (location >= 0) {
                    glUniform1i(location, s.unit());
                }
            }
        }
    }

    /**
     * The parameter words of {@code uniforms} at their offsets: {@code float} values as the bits of
     * the nearest float (what {@code glUniform1f} would have set), {@code int}, {@code bool} (0/1)
     * and {@code uint} as their low 32 bits, {@code vec4} and {@code vec2[n]} as consecutive floats.
     */
    public static int[] pack(List<UniformBinding> uniforms) {
        int size = 0;
        for (UniformBinding u : uniforms) {
            if (u.inBuffer()) {
                size = Math.max(size, u.offset() + u.words());
            }
        }
        int[] words = new int[size];
        for (UniformBinding u : uniforms) {
            if (!u.inBuffer()) {
                continue;
            }
            int o = u.offset();
            switch (u.value()) {
                case UniformValue.FloatValue f -> words[o] = bits(f.value());
                case UniformValue.IntValue i -> words[o] = (int) i.value();
                case UniformValue.UIntValue i -> words[o] = (int) i.value();
                case UniformValue.Vec4Value v -> {
                    words[o] = bits(v.x());
                    words[o + 1] = bits(v.y());
                    words[o + 2] = bits(v.z());
                    words[o + 3] = bits(v.w());
                }
                case UniformValue.Vec2ArrayValue a -> {
                    for (int k = 0; k < Math.min(a.xy().size(), u.words()); k++) {
                        words[o + k] = bits(a.xy().get(k));
                    }
                }
                case UniformValue.Vec4ArrayValue a -> {
                    for (int k = 0; k < Math.min(a.xyzw().size(), u.words()); k++) {
                        words[o + k] = bits(a.xyzw().get(k));
                    }
                }
                case UniformValue.SamplerValue s -> throw new IllegalArgumentException(
                        "sampler " + u.name() + " has a buffer offset");
            }
        }
        return words;
    }

    private static int bits(double value) {
        return Float.floatToRawIntBits((float) value);
    }
}
