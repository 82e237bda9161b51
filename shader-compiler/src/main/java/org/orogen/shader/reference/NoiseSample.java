package org.orogen.shader.reference;

/**
 * A scalar field sample with its gradient: the Java twin of the GLSL {@code vec3(value, d/dx, d/dy)}.
 * Whether the gradient is per lattice cell or per metre is stated by the method that returns it.
 */
public record NoiseSample(double value, double dx, double dy) {

    /** This sample with value and gradient multiplied by {@code k}. */
    public NoiseSample times(double k) {
        return new NoiseSample(value * k, dx * k, dy * k);
    }
}
