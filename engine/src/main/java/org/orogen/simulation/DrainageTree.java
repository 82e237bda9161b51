package org.orogen.simulation;

import java.util.stream.IntStream;

/**
 * Single flow routing on a grid (docs/algorithms.md, "Fluvial erosion"): every interior cell
 * drains to its steepest lower neighbour of 8 (its receiver), border cells are outlets (their
 * own receivers). The stack lists every cell after its receiver (Braun and Willett 2013), so a
 * pass along it visits the outlets first and a pass against it visits the sources first.
 * Arrays are reused between {@link #route} calls; O(n) per call, deterministic (ties go to the
 * first neighbour in a fixed order, the stack is built breadth first in cell order).
 */
final class DrainageTree {
    private static final int[] DX = {1, -1, 0, 0, 1, -1, -1, 1};
    private static final int[] DY = {0, 0, 1, -1, 1, -1, 1, -1};

    final int width;
    final int height;
    final double spacing;
    /** The cell each cell drains to; itself for outlets (the border) and for pits. */
    final int[] receiver;
    /** Metres from each cell to its receiver (0 for outlets). */
    final double[] distance;
    /** Every cell after its receiver. */
    final int[] stack;
    /** Drainage area in square metres: the cell's own l² plus everything draining through it. */
    final double[] area;
    private final int[] donorStart;
    private final int[] donors;
    private final int[] filledDonors;

    DrainageTree(int width, int height, double spacing) {
        this.width = width;
        this.height = height;
        this.spacing = spacing;
        int n = width * height;
        receiver = new int[n];
        distance = new double[n];
        stack = new int[n];
        area = new double[n];
        donorStart = new int[n + 1];
        donors = new int[n];
        filledDonors = new int[n];
    }

    boolean isBorder(int i) {
        return isBorder(i, width, height);
    }

    /** Whether cell {@code i} of a {@code w × h} grid is on its border (an outlet, the base level). */
    static boolean isBorder(int i, int w, int h) {
        int x = i % w;
        int y = i / w;
        return x == 0 || y == 0 || x == w - 1 || y == h - 1;
    }

    /** Receivers, stack and drainage areas of {@code h} (row-major, row 0 = south). */
    void route(double[] h) {
        findReceivers(h);
        buildStack();
        accumulate();
    }

    /**
     * Each cell's steepest lower neighbour, rows in parallel (each cell is decided from the heights
     * alone, so the result does not depend on the order: the same receivers as one row after another).
     */
    private void findReceivers(double[] h) {
        IntStream.range(0, height).parallel().forEach(y -> findReceivers(h, y));
    }

    private void findReceivers(double[] h, int cy) {
        double diagonal = spacing * Math.sqrt(2);
        int row = cy * width;
        for (int cx = 0; cx < width; cx++) {
            int i = row + cx;
            receiver[i] = i;
            distance[i] = 0;
            if (cy == 0 || cy == height - 1 || cx == 0 || cx == width - 1) {
                continue; // the border: outlets
            }
            double steepest = 0;
            for (int k = 0; k < 8; k++) {
                int j = (cy + DY[k]) * width + cx + DX[k];
                double dist = k < 4 ? spacing : diagonal;
                double slope = (h[i] - h[j]) / dist;
                if (slope > steepest) {
                    steepest = slope;
                    receiver[i] = j;
                    distance[i] = dist;
                }
            }
        }
    }

    private void buildStack() {
        int n = receiver.length;
        java.util.Arrays.fill(donorStart, 0);
        for (int i = 0; i < n; i++) {
            if (receiver[i] != i) {
                donorStart[receiver[i] + 1]++;
            }
        }
        for (int i = 0; i < n; i++) {
            donorStart[i + 1] += donorStart[i];
        }
        int[] fill = filledDonors;
        java.util.Arrays.fill(fill, 0);
        for (int i = 0; i < n; i++) {
            int r = receiver[i];
            if (r != i) {
                donors[donorStart[r] + fill[r]++] = i;
            }
        }
        int size = 0;
        for (int i = 0; i < n; i++) {
            if (receiver[i] == i) {
                stack[size++] = i;
            }
        }
        // Breadth first: the stack itself is the queue.
        for (int head = 0; head < size; head++) {
            int c = stack[head];
            for (int d = donorStart[c]; d < donorStart[c + 1]; d++) {
                stack[size++] = donors[d];
            }
        }
        if (size != n) {
            throw new IllegalStateException("drainage tree has a cycle: " + size + " of " + n + " cells reached");
        }
    }

    private void accumulate() {
        java.util.Arrays.fill(area, spacing * spacing);
        for (int k = stack.length - 1; k >= 0; k--) {
            int i = stack[k];
            int r = receiver[i];
            if (r != i) {
                area[r] += area[i];
            }
        }
    }
}
