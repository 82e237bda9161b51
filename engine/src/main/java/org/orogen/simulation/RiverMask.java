package org.orogen.simulation;

import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * {@code hydrology.flow}'s river mask (docs/algorithms.md, "River width"): every cell whose
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

    /**
     * The mask over a grid of drainage areas ({@code w × h}, row-major, {@code spacing} metres).
     * A brushfire from the channel cells, widest first, that carries each cell's nearest covering
     * channel cell along (as a vector distance transform does): O(n log n) whatever the widths.
     * Each cell keeps the channel cell {@code c} with the largest {@code W_c / 2 − |x − c|}, and
     * reads {@code strength(A_c) × clamp(0.5 + (W_c / 2 − |x − c|) / spacing, 0, 1)}.
     */
    double[] paint(double[] area, int w, int h, double spacing) {
        int n = w * h;
        double[] score = new double[n];
        int[] origin = new int[n];
        Arrays.fill(score, Double.NEGATIVE_INFINITY);
        Arrays.fill(origin, -1);
        PriorityQueue<long[]> open = new PriorityQueue<>((a, b) -> {
            int c = Double.compare(Double.longBitsToDouble(b[0]), Double.longBitsToDouble(a[0]));
            return c != 0 ? c : Long.compare(a[1], b[1]);
        });
        for (int i = 0; i < n; i++) {
            if (area[i] >= start) {
                score[i] = widthAt(area[i]) / 2;
                origin[i] = i;
                open.add(new long[] {Double.doubleToLongBits(score[i]), i});
            }
        }
        double reach = -spacing; // the edge reads 0 from half a cell outside the channel
        while (!open.isEmpty()) {
            long[] top = open.poll();
            int c = (int) top[1];
            if (Double.longBitsToDouble(top[0]) < score[c]) {
                continue; // superseded
            }
            int o = origin[c];
            int ox = o % w;
            int oy = o / w;
            double radius = widthAt(area[o]) / 2;
            int cx = c % w;
            int cy = c / w;
            for (int k = 0; k < 8; k++) {
                int x = cx + PriorityFlood.DX[k];
                int y = cy + PriorityFlood.DY[k];
                if (x < 0 || y < 0 || x >= w || y >= h) {
                    continue;
                }
                int i = y * w + x;
                double s = radius - spacing * Math.hypot(x - ox, y - oy);
                if (s > score[i] && s > reach) {
                    score[i] = s;
                    origin[i] = o;
                    open.add(new long[] {Double.doubleToLongBits(s), i});
                }
            }
        }
        double[] mask = new double[n];
        for (int i = 0; i < n; i++) {
            if (origin[i] >= 0) {
                mask[i] = strength(area[origin[i]]) * Math.clamp(0.5 + score[i] / spacing, 0.0, 1.0);
            }
        }
        return mask;
    }
}
