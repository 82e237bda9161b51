package org.orogen.simulation;

import java.util.Arrays;

/**
 * {@code hydrology.flow} on the CPU (docs/algorithms.md, "Flow"): what a software renderer runs
 * ({@link FlowAccumulation}), and the reference the GPU passes are tested against. The same fields
 * as the GPU's: the exact fill by priority-flood (no rise: lakes at their spill height), the flat
 * distance by a breadth-first search from each flat's outlets, and the multiple-flow-direction
 * drainage area with the weights of {@code flow_weights.comp}, in doubles. The area is accumulated
 * in a topological order of the flow (Kahn: a cell passes its area on once all its senders have),
 * O(n) after the O(n log n) fill; deterministic.
 */
final class FlowOnCpu {
    /** Filled heights, flat distances and drainage areas of one grid (row-major, row 0 = south). */
    record Result(double[] filled, int[] flat, double[] area) {
    }

    private FlowOnCpu() {
    }

    static Result compute(double[] height, int w, int h, double spacing, double exponent) {
        return compute(height, w, h, spacing, exponent, SimulationMonitor.NONE);
    }

    /** {@link #compute(double[], int, int, double, double)}, reporting its phases to {@code monitor}. */
    static Result compute(double[] height, int w, int h, double spacing, double exponent, SimulationMonitor monitor) {
        monitor.progress(0.05, "filling depressions");
        double[] filled = PriorityFlood.fill(height, w, h, 0.0);
        monitor.checkCancelled();
        int[] flat = flatDistances(filled, w, h);
        monitor.progress(0.5, "routing flow");
        monitor.checkCancelled();
        return new Result(filled, flat, area(filled, flat, w, h, spacing, exponent));
    }

    /** Steps (8 neighbours) from each cell to its flat's nearest outlet: a border cell or one with a lower neighbour. */
    static int[] flatDistances(double[] filled, int w, int h) {
        int n = w * h;
        int[] flat = new int[n];
        Arrays.fill(flat, Integer.MAX_VALUE);
        int[] queue = new int[n];
        int tail = 0;
        for (int c = 0; c < n; c++) {
            int cx = c % w;
            int cy = c / w;
            boolean outlet = cx == 0 || cy == 0 || cx == w - 1 || cy == h - 1;
            for (int k = 0; k < 8 && !outlet; k++) {
                outlet = filled[(cy + PriorityFlood.DY[k]) * w + cx + PriorityFlood.DX[k]] < filled[c];
            }
            if (outlet) {
                flat[c] = 0;
                queue[tail++] = c;
            }
        }
        for (int head = 0; head < tail; head++) {
            int c = queue[head];
            for (int k = 0; k < 8; k++) {
                int x = c % w + PriorityFlood.DX[k];
                int y = c / w + PriorityFlood.DY[k];
                int i = y * w + x;
                if (x >= 0 && y >= 0 && x < w && y < h && flat[i] == Integer.MAX_VALUE && filled[i] == filled[c]) {
                    flat[i] = flat[c] + 1;
                    queue[tail++] = i;
                }
            }
        }
        return flat;
    }

    /**
     * Each cell's area (its own l² plus what it received) passed to the neighbours it sends to: the
     * lower ones, or on a flat those at its height nearer the outlet, in proportion to
     * (s / s_max)^p × contour length (0.5 for the sides, 0.354 for the diagonals; Freeman 1991,
     * Quinn et al. 1991), a flat's step counting as a fall of one unit.
     */
    private static double[] area(double[] filled, int[] flat, int w, int h, double spacing, double exponent) {
        int n = w * h;
        byte[] receivers = new byte[n];
        byte[] pending = new byte[n];
        for (int c = 0; c < n; c++) {
            int cx = c % w;
            int cy = c / w;
            int mask = 0;
            for (int k = 0; k < 8; k++) {
                int x = cx + PriorityFlood.DX[k];
                int y = cy + PriorityFlood.DY[k];
                if (x < 0 || y < 0 || x >= w || y >= h) {
                    continue;
                }
                int i = y * w + x;
                if (flat[c] > 0 ? filled[i] == filled[c] && flat[i] < flat[c] : filled[c] > filled[i]) {
                    mask |= 1 << k;
                    pending[i]++;
                }
            }
            receivers[c] = (byte) mask;
        }
        int[] queue = new int[n];
        int tail = 0;
        for (int c = 0; c < n; c++) {
            if (pending[c] == 0) {
                queue[tail++] = c;
            }
        }
        double[] area = new double[n];
        Arrays.fill(area, spacing * spacing);
        double[] slope = new double[8];
        double[] weight = new double[8];
        for (int head = 0; head < tail; head++) {
            int c = queue[head];
            int mask = receivers[c];
            if (mask == 0) {
                continue; // an outlet on the border
            }
            int cx = c % w;
            int cy = c / w;
            double steepest = 0;
            for (int k = 0; k < 8; k++) {
                if ((mask & (1 << k)) != 0) {
                    int i = (cy + PriorityFlood.DY[k]) * w + cx + PriorityFlood.DX[k];
                    double dist = k < 4 ? spacing : spacing * Math.sqrt(2);
                    slope[k] = flat[c] > 0 ? 1 / dist : (filled[c] - filled[i]) / dist;
                    steepest = Math.max(steepest, slope[k]);
                }
            }
            double total = 0;
            for (int k = 0; k < 8; k++) {
                weight[k] = 0;
                if ((mask & (1 << k)) != 0 && slope[k] > 0) {
                    weight[k] = Math.pow(slope[k] / steepest, exponent) * (k < 4 ? 0.5 : 0.354);
                    total += weight[k];
                }
            }
            for (int k = 0; k < 8; k++) {
                if ((mask & (1 << k)) != 0) {
                    int i = (cy + PriorityFlood.DY[k]) * w + cx + PriorityFlood.DX[k];
                    if (weight[k] > 0) {
                        area[i] += area[c] * weight[k] / total;
                    }
                    if (--pending[i] == 0) {
                        queue[tail++] = i; // all its senders are done
                    }
                }
            }
        }
        return area;
    }
}
