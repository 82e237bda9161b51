package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The primitive heap of cells leaves in the order of (Double.compare on the key, then the tie). */
class CellHeapTest {
    @Test
    void cellsLeaveByKeyThenTieAsASortWouldOrderThem() {
        Random random = new Random(7);
        int count = 4999;
        CellHeap heap = new CellHeap(1); // grows many times
        List<double[]> entries = new ArrayList<>();
        for (int cell = 0; cell < count; cell++) {
            double key = switch (random.nextInt(5)) {
                case 0 -> -0.0;
                case 1 -> 0.0;
                case 2 -> Double.NEGATIVE_INFINITY;
                default -> Math.round(random.nextGaussian() * 20) / 4.0; // many equal keys
            };
            long tie = cell * 7919L % count; // distinct ties in a scrambled order (count is prime)
            heap.add(key, tie, cell);
            entries.add(new double[] {key, tie, cell});
        }
        entries.sort(Comparator.<double[]>comparingDouble(e -> e[0]).thenComparingDouble(e -> e[1]));
        for (int i = 0; i < count; i++) {
            double[] next = entries.get(i);
            assertEquals(Double.doubleToLongBits(next[0]), Double.doubleToLongBits(heap.topKey()), "key " + i);
            assertEquals((int) next[2], heap.poll(), "cell " + i);
        }
        assertTrue(heap.isEmpty());
    }

    @Test
    void negativeZeroLeavesBeforeZero() {
        CellHeap heap = new CellHeap(4);
        heap.add(0.0, 0, 1);
        heap.add(-0.0, 1, 2);
        heap.add(-1.5, 2, 3);
        heap.add(Double.POSITIVE_INFINITY, 3, 4);
        assertArrayEquals(new int[] {3, 2, 1, 4}, new int[] {heap.poll(), heap.poll(), heap.poll(), heap.poll()});
    }
}
