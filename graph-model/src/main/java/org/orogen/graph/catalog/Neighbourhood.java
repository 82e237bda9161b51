package org.orogen.graph.catalog;

import java.util.Objects;
import java.util.Optional;

/**
 * How far a node's taps on a sampled input reach around the point it computes: at most
 * {@code scale × value(radiusParameter)} metres plus {@code texels} texels, along both axes. A
 * sampled input that declares a neighbourhood can be baked into a texture by an earlier pass-plan
 * stage and looked up there (docs/architecture.md, "Pass plans"), instead of evaluating its whole
 * upstream graph at every tap; the texture must cover the consumer's block plus this reach, which
 * the runtime computes from the parameter's current value.
 *
 * @param radiusParameter a numeric parameter of the node giving the reach in metres, or empty when
 *                        the reach is a whole number of texels only
 * @param scale           metres of reach per unit of that parameter (finite, >= 0)
 * @param texels          extra reach in texels of the grid (>= 0)
 * @param domain          the node reads its input over the whole simulation domain (a simulation
 *                        node: docs/architecture.md, "Simulation stages"); no reach applies then
 * @param valueAtPoint    the node's output values read the input only at the point itself (its value and
 *                        gradient there); the other taps serve only the outputs' gradients. Where nothing
 *                        reads those gradients, the compiler reads the input at the point and cuts nothing
 */
public record Neighbourhood(Optional<String> radiusParameter, double scale, int texels, boolean domain,
                            boolean valueAtPoint) {

    /** A bounded neighbourhood (not a simulation domain) whose taps all serve the values. */
    public Neighbourhood(Optional<String> radiusParameter, double scale, int texels) {
        this(radiusParameter, scale, texels, false, false);
    }

    public Neighbourhood {
        Objects.requireNonNull(radiusParameter, "radiusParameter");
        if (!(scale >= 0) || !Double.isFinite(scale)) {
            throw new IllegalArgumentException("neighbourhood scale must be finite and >= 0, got " + scale);
        }
        if (texels < 0) {
            throw new IllegalArgumentException("neighbourhood texels must be >= 0, got " + texels);
        }
        if (domain && valueAtPoint) {
            throw new IllegalArgumentException("a whole-domain neighbourhood cannot be read at the point");
        }
    }

    /** The whole simulation domain: the input is baked over the graph's extent at the simulation grid. */
    public static Neighbourhood wholeDomain() {
        return new Neighbourhood(Optional.empty(), 0.0, 0, true, false);
    }

    /** A reach of {@code texels} texels whatever the parameters (e.g. a plain stage boundary: 0). */
    public static Neighbourhood ofTexels(int texels) {
        return new Neighbourhood(Optional.empty(), 0.0, texels);
    }

    /** A reach of {@code scale × parameter} metres plus {@code texels} texels. */
    public static Neighbourhood of(String radiusParameter, double scale, int texels) {
        return new Neighbourhood(Optional.of(radiusParameter), scale, texels);
    }

    /** The same reach, its values read at the point ({@link #valueAtPoint}). */
    public Neighbourhood readAtPoint() {
        return new Neighbourhood(radiusParameter, scale, texels, domain, true);
    }

    /** The reach in metres for the parameter's value {@code radius} (ignored without a parameter). */
    public double metres(double radius) {
        return radiusParameter.isPresent() ? scale * Math.abs(radius) : 0.0;
    }
}
