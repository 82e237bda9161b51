package org.orogen.simulation;

import java.util.Arrays;

/**
 * hydrology.flow on the CPU, the reference the GPU flow is tested against (docs/algorithms.md,
 * "Flow"): the exact fill by priority-flood (no rise), the flat distance by a breadth-first search
 * from each flat's outlets, and the multiple-flow-direction drainage area accumulated from the
 * highest cell down, with the same weights as {@code flow_weights.comp}, in doubles.
 */
final class FlowReference {
    /** Filled heights, flat distances and drainage areas of one grid (row-major, row 0 = south). */
    record Result(double[] filled, int[] flat, double[] area) {
    }

    private FlowReference() {
    }

    static Result compute(double[] height, int w, int h, double spacing, double exponent) {
        int n = w * h;
        double[] filled = PriorityFlood.fill(height, w, h, 0.0);
        int[] flat = flatDistances(filled, w, h);
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> {
            int c = Double.compare(filled[b], filled[a]);
            return c != 0 ? c : flat[a] != flat[b] ? Integer.compare(flat[b], flat[a]) : Integer.compare(a, b);
        });
        double[] area = new double[n];
        Arrays.fill(area, spacing * spacing);
        double[] slope = new double[8];
        for (int c : order) {
            int cx = c % w;
            int cy = c / w;
            double steepest = 0;
            for (int k = 0; k < 8; k++) {
                int x = cx + PriorityFlood.DX[k];
                int y = cy + PriorityFlood.DY[k];
                slope[k] = 0;
                if (x < 0 || y < 0 || x >= w || y >= h) {
                    continue;
                }
                int i = y * w + x;
                double dist = k < 4 ? spacing : spacing * Math.sqrt(2);
                if (flat[c] > 0) {
                    slope[k] = filled[i] == filled[c] && flat[i] < flat[c] ? 1 / dist : 0;
                } else {
                    slope[k] = filled[c] > filled[i] ? (filled[c] - filled[i]) / dist : 0;
                }
                steepest = Math.max(steepest, slope[k]);
            }
            double total = 0;
            double[] weight = new double[8];
            for (int k = 0; k < 8; k++) {
                if (slope[k] > 0) {
                    weight[k] = Math.pow(slope[k] / steepest, exponent) * (k < 4 ? 0.5 : 0.354);
                    total += weight[k];
                }
            }
            for (int k = 0; k < 8; k++) {
                if (weight[k] > 0) {
                    area[(cy + PriorityFlood.DY[k]) * w + cx + PriorityFlood.DX[k]] += area[c] * weight[k] / total;
                }
            }
        }
        return new Result(filled, flat, area);
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
}
