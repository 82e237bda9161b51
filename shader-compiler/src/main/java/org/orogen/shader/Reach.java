package org.orogen.shader;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How far a stage's reads of an earlier stage's texture reach around the pixel being computed,
 * from a declared neighbourhood ({@link org.orogen.graph.catalog.Neighbourhood}) and the current
 * value of its radius parameter. A runtime quantity: the parameter's value comes from the
 * consumer program's uniform bindings, so a parameter change changes the halo without changing
 * any program.
 *
 * @param nodeId    the node whose parameter gives the radius
 * @param parameter that parameter, or empty for a reach in texels only
 * @param scale     metres per unit of the parameter
 * @param texels    texels added to the metres (declared by the node, plus 1 for the bilinear
 *                  footprint of an interpolated read, 0 for reads exactly at the pixel)
 * @param alongX    the reads spread along x
 * @param alongY    the reads spread along y
 */
public record Reach(String nodeId, Optional<String> parameter, double scale, int texels, boolean alongX,
                    boolean alongY) {
    public Reach {
        Objects.requireNonNull(nodeId, "nodeId");
        Objects.requireNonNull(parameter, "parameter");
    }

    /** A read at the pixel itself (a per-point use of a baked field). */
    public static Reach atPixel(String nodeId) {
        return new Reach(nodeId, Optional.empty(), 0.0, 0, false, false);
    }

    /** Whole texels of reach along x for grid spacing {@code spacingX}, with the parameter value in {@code uniforms}. */
    public int texelsX(double spacingX, List<UniformBinding> uniforms) {
        return alongX ? texels(spacingX, uniforms) : 0;
    }

    /** Whole texels of reach along y. */
    public int texelsY(double spacingY, List<UniformBinding> uniforms) {
        return alongY ? texels(spacingY, uniforms) : 0;
    }

    private int texels(double spacing, List<UniformBinding> uniforms) {
        double metres = scale * Math.abs(radius(uniforms));
        // The shader computes the same quotient in float; the bilinear footprint (+1 in texels)
        // also absorbs a float ceil landing one higher than the double one.
        double reach = Math.ceil(metres / spacing);
        if (!(reach < 1 << 20)) {
            throw new IllegalArgumentException("node '" + nodeId + "' reaches " + metres + " m = more than 2^20 texels"
                    + " of " + spacing + " m; lower its radius or the resolution");
        }
        return (int) reach + texels;
    }

    /** The radius parameter's value among the bindings (0 without a parameter or binding). */
    public double radius(List<UniformBinding> uniforms) {
        if (parameter.isEmpty()) {
            return 0.0;
        }
        for (UniformBinding u : uniforms) {
            if (u.nodeId().equals(nodeId) && u.parameter().equals(parameter.get())) {
                // A strokes parameter has a float reach and unsigned digests: the number is the reach.
                switch (u.value()) {
                    case UniformValue.FloatValue f -> {
                        return f.value();
                    }
                    case UniformValue.IntValue i -> {
                        return i.value();
                    }
                    default -> {
                    }
                }
            }
        }
        return 0.0;
    }
}
