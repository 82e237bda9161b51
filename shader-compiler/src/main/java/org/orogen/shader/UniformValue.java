package org.orogen.shader;

import java.util.List;

/** The value a uniform should hold, in the form the runtime uploads it. */
public sealed interface UniformValue {
    /** {@code float}: glUniform1f. */
    record FloatValue(double value) implements UniformValue {
    }

    /** {@code int} and {@code bool} (0/1): glUniform1i. */
    record IntValue(long value) implements UniformValue {
    }

    /** {@code uint} in [0, 2^32 - 1]: glUniform1ui. */
    record UIntValue(long value) implements UniformValue {
    }

    /** {@code vec4}: glUniform4f. */
    record Vec4Value(double x, double y, double z, double w) implements UniformValue {
    }

    /** {@code vec2[n]}: glUniform2fv with {@code xy} interleaved, padded with zeros to the array length. */
    record Vec2ArrayValue(List<Double> xy) implements UniformValue {
        public Vec2ArrayValue {
            xy = List.copyOf(xy);
        }
    }

    /** {@code vec4[n]}: components interleaved, padded with zeros to the array length. */
    record Vec4ArrayValue(List<Double> xyzw) implements UniformValue {
        public Vec4ArrayValue {
            xyzw = List.copyOf(xyzw);
        }
    }

    /** {@code sampler2D}: the texture unit (glUniform1i). */
    record SamplerValue(int unit) implements UniformValue {
    }
}
