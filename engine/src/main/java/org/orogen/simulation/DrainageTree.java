package org.orogen.simulation;

import java.util.stream.IntStream;

/**
 * Single flow routing on a grid (docs/algorithms.md, "Fluvial erosion"): every interior cell
 * drains to its steepest lower neighbour of 8 (its receiver), border cells are outlets (their
 * own receivers). The stack lists every cell after its receiver (Braun and Willett 2013), so a
 * pass along it visits the outlets first and a pass against it visits the sources first.
 * Arrays are reused between {@link #route} calls; O(n) per call, deterministic (ties go to the
 * first neighbour in a fixed order).
 *
 * <p>The stack holds one basin (an outlet and everything draining to it, breadth first) after
 * another, outlets in cell order. Passes along the stack change a cell from its receiver only, which
 * lies in the same basin, so basins are independent: {@link #chunks} cuts the stack into runs of
 * whole basins of about equal size that such a pass may run in parallel, with the same result as
 * one run after another.
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
    /** Where each run of whole basins starts in the stack, then the stack's end ({@link #chunks} + 1 entries). */
    private int[] chunkStart = new int[0];
    /** The outlets (cells that are their own receivers), in cell order: each roots a basin. */
    private final int[] outlets;
    /** Per group of outlets, its basins laid out breadth first, and where each basin starts there (reused). */
    private int[][] groupCells = new int[0][];
    private int[][] groupStarts = new int[0][];

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
        outlets = new int[n];
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
        // One basin after another, outlets in cell order, each breadth first. Groups of consecutive
        // outlets lay out their basins in parallel, each into a buffer of its own, then the buffers are
        // put one after another: the same stack as one breadth-first pass per outlet in turn.
        int outletCount = 0;
        for (int i = 0; i < n; i++) {
            if (receiver[i] == i) {
                outlets[outletCount++] = i;
            }
        }
        int groups = Math.max(1, Math.min(outletCount, 4 * Runtime.getRuntime().availableProcessors()));
        if (groupCells.length != groups) {
            groupCells = new int[groups][];
            groupStarts = new int[groups][];
        }
        int[] groupSize = new int[groups + 1];
        int outletsKnown = outletCount;
        IntStream.range(0, groups).parallel().forEach(g -> groupSize[g + 1] = layOut(g,
                (int) ((long) g * outletsKnown / groups), (int) ((long) (g + 1) * outletsKnown / groups)));
        for (int g = 0; g < groups; g++) {
            groupSize[g + 1] += groupSize[g];
        }
        if (groupSize[groups] != n) {
            throw new IllegalStateException("drainage tree has a cycle: " + groupSize[groups] + " of " + n
                    + " cells reached");
        }
        IntStream.range(0, groups).parallel().forEach(g ->
                System.arraycopy(groupCells[g], 0, stack, groupSize[g], groupSize[g + 1] - groupSize[g]));
        // Runs of whole basins of at least `target` cells, for the passes along the stack.
        int target = Math.max(MIN_CHUNK, n / (4 * Runtime.getRuntime().availableProcessors()));
        int[] starts = new int[Math.max(2, n / target + 2)];
        int chunks = 0;
        for (int g = 0; g < groups; g++) {
            int basins = (int) ((long) (g + 1) * outletsKnown / groups) - (int) ((long) g * outletsKnown / groups);
            for (int b = 0; b < basins; b++) {
                int start = groupSize[g] + groupStarts[g][b];
                if (chunks == 0 || start - starts[chunks - 1] >= target) {
                    if (chunks == starts.length - 1) {
                        starts = java.util.Arrays.copyOf(starts, 2 * starts.length);
                    }
                    starts[chunks++] = start;
                }
            }
        }
        starts[chunks] = n;
        chunkStart = java.util.Arrays.copyOf(starts, chunks + 1);
    }

    /**
     * Lays out the basins of outlets {@code [from, to)} (indices into {@link #outlets}) one after another,
     * each breadth first, into group {@code g}'s buffer (the buffer is the queue); records where each
     * basin starts there. Returns the cells laid out.
     */
    private int layOut(int g, int from, int to) {
        int[] cells = groupCells[g];
        if (cells == null) {
            cells = new int[Math.max(64, 2 * receiver.length / groupCells.length)];
        }
        int[] basinStart = groupStarts[g];
        if (basinStart == null || basinStart.length < to - from) {
            basinStart = new int[Math.max(16, to - from)];
        }
        int size = 0;
        for (int k = from; k < to; k++) {
            basinStart[k - from] = size;
            if (size == cells.length) {
                cells = java.util.Arrays.copyOf(cells, 2 * cells.length);
            }
            int head = size;
            cells[size++] = outlets[k];
            for (; head < size; head++) {
                int c = cells[head];
                int first = donorStart[c];
                int count = donorStart[c + 1] - first;
                if (size + count > cells.length) {
                    cells = java.util.Arrays.copyOf(cells, Math.max(2 * cells.length, size + count));
                }
                System.arraycopy(donors, first, cells, size, count);
                size += count;
            }
        }
        groupCells[g] = cells;
        groupStarts[g] = basinStart;
        return size;
    }

    /** Cells a run of basins gathers at least, before it ends at a basin's end. */
    private static final int MIN_CHUNK = 4096;

    /** Runs of whole basins in the stack (each about an equal share of the cells). */
    int chunks() {
        return chunkStart.length - 1;
    }

    /** The stack positions {@code [from, to)} of run {@code chunk}. */
    int chunkFrom(int chunk) {
        return chunkStart[chunk];
    }

    int chunkTo(int chunk) {
        return chunkStart[chunk + 1];
    }

    /** Drainage areas, basins in parallel, each from its sources down (the same sums as one pass). */
    private void accumulate() {
        java.util.Arrays.fill(area, spacing * spacing);
        IntStream.range(0, chunks()).parallel().forEach(chunk -> {
            for (int k = chunkTo(chunk) - 1; k >= chunkFrom(chunk); k--) {
                int i = stack[k];
                int r = receiver[i];
                if (r != i) {
                    area[r] += area[i];
                }
            }
        });
    }
}
