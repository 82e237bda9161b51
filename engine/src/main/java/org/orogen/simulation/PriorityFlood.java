package org.orogen.simulation;

import java.util.Arrays;

/**
 * Depression filling by priority-flood (Barnes, Lehman and Mulla, "Priority-Flood: An Optimal
 * Depression-Filling and Watershed-Labeling Algorithm", Computers &amp; Geosciences 2014) on a
 * row-major grid with 8 neighbours: the border cells seed a queue (lowest first, ties first in
 * first out, so the result is deterministic) and every cell popped raises its unvisited
 * neighbours to at least its own height plus {@code rise}. With {@code rise = 0} each depression
 * is filled exactly to its spill height (a lake surface); with a small positive rise every cell
 * gets a strictly lower neighbour and drains to the border. Without a rise, the cells a pit's
 * spill level covers skip the queue (Barnes et al.'s "improved" variant: a plain stack of them is
 * emptied before the queue is popped again); the exact fill does not depend on the order.
 */
final class PriorityFlood {
    /** Neighbour offsets: the 4 sides first, then the 4 diagonals. */
    static final int[] DX = {1, -1, 0, 0, 1, -1, -1, 1};
    static final int[] DY = {0, 0, 1, -1, 1, -1, 1, -1};

    private PriorityFlood() {
    }

    /** The filled heights of {@code height} ({@code w × h}, row-major); the input is not changed. */
    static double[] fill(double[] height, int w, int h, double rise) {
        int n = w * h;
        double[] filled = height.clone();
        boolean[] done = new boolean[n];
        CellHeap open = new CellHeap(2 * (w + h));
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
                    int i = y * w + x;
                    done[i] = true;
                    open.add(filled[i], i, i);
                }
            }
        }
        long order = n;
        int[] pit = new int[rise == 0 ? 64 : 0];
        int pits = 0;
        while (pits > 0 || !open.isEmpty()) {
            int c = pits > 0 ? pit[--pits] : open.poll();
            int cx = c % w;
            int cy = c / w;
            for (int k = 0; k < 8; k++) {
                int x = cx + DX[k];
                int y = cy + DY[k];
                if (x < 0 || y < 0 || x >= w || y >= h || done[y * w + x]) {
                    continue;
                }
                int i = y * w + x;
                done[i] = true;
                if (rise == 0 && filled[i] <= filled[c]) {
                    filled[i] = filled[c];
                    if (pits == pit.length) {
                        pit = Arrays.copyOf(pit, 2 * pits);
                    }
                    pit[pits++] = i;
                } else {
                    filled[i] = Math.max(filled[i], filled[c] + rise);
                    open.add(filled[i], order++, i);
                }
            }
        }
        return filled;
    }
}
