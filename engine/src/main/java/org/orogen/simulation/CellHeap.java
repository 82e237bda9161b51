package org.orogen.simulation;

import java.util.Arrays;

/**
 * A binary min-heap of grid cells in primitive arrays, ordered by a key and then a tie-break (the
 * order of {@link Double#compare}, then the smaller tie first), so that the order cells leave it in
 * is deterministic; the priority-flood ({@link PriorityFlood}) and the river brushfire
 * ({@link RiverBrushfire}) queue millions of cells, which as boxed entries cost far more.
 */
final class CellHeap {
    private long[] keys;
    private long[] ties;
    private int[] cells;
    private int size;

    CellHeap(int capacity) {
        int c = Math.max(capacity, 16);
        keys = new long[c];
        ties = new long[c];
        cells = new int[c];
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Queues {@code cell} with {@code key} (not NaN) and {@code tie}. */
    void add(double key, long tie, int cell) {
        if (size == keys.length) {
            int c = size + (size >> 1);
            keys = Arrays.copyOf(keys, c);
            ties = Arrays.copyOf(ties, c);
            cells = Arrays.copyOf(cells, c);
        }
        long k = ordered(key);
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!before(k, tie, keys[parent], ties[parent])) {
                break;
            }
            keys[i] = keys[parent];
            ties[i] = ties[parent];
            cells[i] = cells[parent];
            i = parent;
        }
        keys[i] = k;
        ties[i] = tie;
        cells[i] = cell;
    }

    /** The smallest key queued; the heap must not be empty. */
    double topKey() {
        return Double.longBitsToDouble(ordered(keys[0]));
    }

    /** Removes the first entry and returns its cell; the heap must not be empty. */
    int poll() {
        int top = cells[0];
        size--;
        long k = keys[size];
        long tie = ties[size];
        int cell = cells[size];
        int i = 0;
        int half = size >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            int right = child + 1;
            if (right < size && before(keys[right], ties[right], keys[child], ties[child])) {
                child = right;
            }
            if (!before(keys[child], ties[child], k, tie)) {
                break;
            }
            keys[i] = keys[child];
            ties[i] = ties[child];
            cells[i] = cells[child];
            i = child;
        }
        keys[i] = k;
        ties[i] = tie;
        cells[i] = cell;
        return top;
    }

    private static boolean before(long key, long tie, long otherKey, long otherTie) {
        return key < otherKey || key == otherKey && tie < otherTie;
    }

    /** The double's bits as a long that orders as {@link Double#compare} does (the map is its own inverse). */
    private static long ordered(double key) {
        long bits = Double.doubleToLongBits(key);
        return bits ^ ((bits >> 63) & Long.MAX_VALUE);
    }

    private static long ordered(long bits) {
        return bits ^ ((bits >> 63) & Long.MAX_VALUE);
    }
}
