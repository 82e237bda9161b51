package org.orogen.simulation;

import java.util.Arrays;

/**
 * {@code hydrology.flow}'s river mask on the CPU (docs/algorithms.md, "River width"): what a software
 * renderer runs ({@link FlowOnCpu}), and the reference {@link RiverPainter}'s GPU mask is tested against.
 */
final class RiverBrushfire {
    private RiverBrushfire() {
    }

    /**
     * {@code rivers}' mask over a grid of drainage areas ({@code w × h}, row-major, {@code spacing} metres).
     * A brushfire from the channel cells, widest first, that carries each cell's nearest covering
     * channel cell along (as a vector distance transform does): O(n log n) whatever the widths.
     * Each cell keeps the channel cell {@code c} with the largest {@code W_c / 2 − |x − c|}, and
     * reads {@code strength(A_c) × clamp(0.5 + (W_c / 2 − |x − c|) / spacing, 0, 1)}.
     */
    static double[] paint(RiverMask rivers, double[] area, int w, int h, double spacing) {
        int n = w * h;
        double[] score = new double[n];
        int[] origin = new int[n];
        Arrays.fill(score, Double.NEGATIVE_INFINITY);
        Arrays.fill(origin, -1);
        CellHeap open = new CellHeap(1024); // keyed on -score: the widest reach first, ties by cell
        for (int i = 0; i < n; i++) {
            if (area[i] >= rivers.start()) {
                score[i] = rivers.widthAt(area[i]) / 2;
                origin[i] = i;
                open.add(-score[i], i, i);
            }
        }
        double reach = -spacing; // the edge reads 0 from half a cell outside the channel
        while (!open.isEmpty()) {
            double reached = -open.topKey();
            int c = open.poll();
            if (reached < score[c]) {
                continue; // superseded
            }
            int o = origin[c];
            int ox = o % w;
            int oy = o / w;
            double radius = rivers.widthAt(area[o]) / 2;
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
                    open.add(-s, i, i);
                }
            }
        }
        double[] mask = new double[n];
        for (int i = 0; i < n; i++) {
            if (origin[i] >= 0) {
                mask[i] = rivers.strength(area[origin[i]]) * Math.clamp(0.5 + score[i] / spacing, 0.0, 1.0);
            }
        }
        return mask;
    }
}
