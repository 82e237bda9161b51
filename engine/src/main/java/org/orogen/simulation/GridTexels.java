package org.orogen.simulation;

import static org.lwjgl.opengl.GL43.GL_ALL_BARRIER_BITS;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;

import java.util.List;
import org.orogen.gl.Texture;

/**
 * Moving a simulation grid between the GPU and the CPU simulations ({@code erosion.fluvial},
 * {@code hydrology.water_level}, {@code hydrology.flow} on a software renderer): the input's values read back, the results written as texels.
 */
final class GridTexels {
    private GridTexels() {
    }

    /** A grid's values read back, and how many of them were not finite (read as 0). */
    record Values(double[] values, long nonFinite) {
    }

    /** The first channel of {@code input} (one texel per cell, row-major, row 0 = south); non-finite values read 0. */
    static double[] values(Texture input, int w, int h) {
        return read(input, w, h).values();
    }

    /** {@link #values}, counting the non-finite values. */
    static Values read(Texture input, int w, int h) {
        glMemoryBarrier(GL_ALL_BARRIER_BITS);
        float[] texels = input.download();
        double[] values = new double[w * h];
        long nonFinite = 0;
        for (int i = 0; i < values.length; i++) {
            float v = texels[4 * i];
            values[i] = Float.isFinite(v) ? v : 0.0;
            nonFinite += Float.isFinite(v) ? 0 : 1;
        }
        return new Values(values, nonFinite);
    }

    /** RGBA texels (value, d/dx, d/dy, 0) with central differences, rows bottom-up. */
    static float[] withGradient(double[] v, int w, int h, double spacing) {
        float[] out = new float[4 * w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int e = Math.min(x + 1, w - 1);
                int west = Math.max(x - 1, 0);
                int north = Math.min(y + 1, h - 1);
                int south = Math.max(y - 1, 0);
                int i = 4 * (y * w + x);
                out[i] = (float) v[y * w + x];
                out[i + 1] = (float) ((v[y * w + e] - v[y * w + west]) / ((e - west) * spacing));
                out[i + 2] = (float) ((v[north * w + x] - v[south * w + x]) / ((north - south) * spacing));
            }
        }
        return out;
    }

    /** Adds a line to {@code problems} when {@code count} input heights of {@code node} were not finite. */
    static void reportNonFinite(String node, long count, List<String> problems) {
        if (count != 0) {
            problems.add(node + ": " + count + " input heights were not finite and read as 0 m");
        }
    }
}
