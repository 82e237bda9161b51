package org.orogen.simulation;

/**
 * {@code hydrology.flow}'s river mask (docs/algorithms.md, "River width"), its parameters and
 * formulas ({@link RiverPainter} paints it on the GPU): every cell whose
 * drainage area reaches {@code start} is on a channel whose width follows hydraulic geometry
 * (Leopold and Maddock 1953), {@code W = width × (A / 1 km²)^exponent}; the mask covers every
 * cell within {@code W / 2} of a channel cell, with an edge one cell wide, and fades in along the
 * channel from {@code start} (0) to {@code full} (1) of drainage area, logarithmically.
 *
 * @param start    drainage area where channels start, m²
 * @param full     drainage area from which the channel's mask is 1, m² (above {@code start})
 * @param width    channel width at a drainage area of {@link #REFERENCE_AREA}, metres
 * @param exponent b in W ∝ A^b
 */
record RiverMask(double start, double full, double width, double exponent) {
    /** The drainage area at which the channel is {@code width} wide: 1 km². */
    static final double REFERENCE_AREA = 1e6;

    RiverMask {
        if (!(start > 0) || !(full > start) || !(width >= 0) || !(exponent >= 0) || !Double.isFinite(full)
                || !Double.isFinite(width) || !Double.isFinite(exponent)) {
            throw new IllegalArgumentException("bad river mask: start " + start + " m², full " + full + " m², width "
                    + width + " m, exponent " + exponent + " (need 0 < start < full, width >= 0, exponent >= 0)");
        }
    }

    /** Channel width in metres for a drainage area in m². */
    double widthAt(double area) {
        return width * Math.pow(area / REFERENCE_AREA, exponent);
    }

    /** Mask value on the centreline of a channel draining {@code area}: 0 at start, 1 from full. */
    double strength(double area) {
        return Math.clamp(Math.log(area / start) / Math.log(full / start), 0.0, 1.0);
    }
}
