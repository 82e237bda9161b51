package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class HeightDifferenceGradientsTest {

    /** h = 3x − 2y + 0.01 x y with a deliberately wrong "gradient" the decorator must replace. */
    private static FunctionSampler sampler(int bandRows) {
        return new FunctionSampler((x, y, out) -> {
            out[0] = 3 * x - 2 * y + 0.01 * x * y;
            out[1] = 999;
            out[2] = -999;
        }, List.of(), List.of(), bandRows);
    }

    private static SampleBand bakeAll(FieldSampler sampler, SampleGrid grid, int bandRows) throws BakeException {
        SampleBand all = new SampleBand(grid.width(), grid.height(), List.of());
        all.reset(0, grid.height());
        SampleBand band = new SampleBand(grid.width(), bandRows, List.of());
        for (int first = 0; first < grid.height(); first += bandRows) {
            band.reset(first, Math.min(bandRows, grid.height() - first));
            sampler.sample(grid, band);
            int n = band.rows() * grid.width();
            System.arraycopy(band.gradX(), 0, all.gradX(), first * grid.width(), n);
            System.arraycopy(band.gradY(), 0, all.gradY(), first * grid.width(), n);
        }
        return all;
    }

    @Test
    void centralDifferencesAcrossBandsMatchTheSlope() throws BakeException {
        SampleGrid grid = new SampleGrid(10, 20, 40, 30, 41, 31);
        SampleBand all = bakeAll(new HeightDifferenceGradients(sampler(4)), grid, 4);
        for (int row = 0; row < grid.height(); row++) {
            for (int col = 0; col < grid.width(); col++) {
                double x = grid.worldX(col);
                double y = grid.worldY(row);
                int i = all.index(row, col);
                // Central differences are exact for this bilinear field; one-sided ones at the edges too.
                assertEquals(3 + 0.01 * y, all.gradX()[i], 1e-3, "d/dx at " + row + "," + col);
                assertEquals(-2 + 0.01 * x, all.gradY()[i], 1e-3, "d/dy at " + row + "," + col);
            }
        }
    }

    @Test
    void gradientsEqualSerialCentralDifferencesBitForBit() throws BakeException {
        // Rough heights (rows split over tasks: a band of 45 rows is 5 full tasks and a partial one).
        SampleGrid grid = new SampleGrid(-30, 70, 300, 200, 123, 101);
        FunctionSampler rough = new FunctionSampler((x, y, out) -> {
            out[0] = 500 * Math.sin(x * 0.37) * Math.cos(y * 0.23) + 37 * Math.sin(x * y * 0.011);
            out[1] = 0;
            out[2] = 0;
        }, List.of(), List.of(), 45);
        SampleBand heights = new SampleBand(grid.width(), grid.height(), List.of());
        heights.reset(0, grid.height());
        rough.sample(grid, heights);
        SampleBand all = bakeAll(new HeightDifferenceGradients(rough), grid, 45);
        float[] gradX = new float[grid.width() * grid.height()];
        float[] gradY = new float[gradX.length];
        serialDifferences(grid, heights.height(), gradX, gradY);
        assertArrayEquals(gradX, all.gradX(), "gradX");
        assertArrayEquals(gradY, all.gradY(), "gradY");
    }

    /** Central differences (one-sided at the edges) over the whole grid, one pixel at a time, as they were. */
    private static void serialDifferences(SampleGrid grid, float[] h, float[] gradX, float[] gradY) {
        int width = grid.width();
        for (int row = 0; row < grid.height(); row++) {
            boolean north = row > 0;
            boolean south = row < grid.height() - 1;
            for (int c = 0; c < width; c++) {
                int at = row * width;
                int west = c > 0 ? c - 1 : c;
                int east = c < width - 1 ? c + 1 : c;
                gradX[at + c] = (float) ((h[at + east] - h[at + west]) / ((east - west) * grid.spacingX()));
                double up = north ? h[at - width + c] : h[at + c];
                double down = south ? h[at + width + c] : h[at + c];
                int steps = (north ? 1 : 0) + (south ? 1 : 0);
                gradY[at + c] = steps == 0 ? 0f : (float) ((up - down) / (steps * grid.spacingY()));
            }
        }
    }

    @Test
    void narrowGridsEqualSerialCentralDifferencesBitForBit() throws BakeException {
        // Two columns (no interior) or three (one), in bands of one row (neighbour rows from other bands) or two.
        for (int[] size : new int[][] {{2, 2}, {2, 5}, {3, 2}, {3, 3}}) {
            SampleGrid grid = new SampleGrid(-3, 4, 7, 9, size[0], size[1]);
            for (int bandRows : new int[] {1, 2}) {
                FunctionSampler rough = new FunctionSampler((x, y, out) -> {
                    out[0] = 40 * Math.sin(x * 1.7) * Math.cos(y * 0.9) + 3 * x;
                    out[1] = 0;
                    out[2] = 0;
                }, List.of(), List.of(), bandRows);
                SampleBand heights = new SampleBand(grid.width(), grid.height(), List.of());
                heights.reset(0, grid.height());
                rough.sample(grid, heights);
                SampleBand all = bakeAll(new HeightDifferenceGradients(rough), grid, bandRows);
                float[] gradX = new float[grid.width() * grid.height()];
                float[] gradY = new float[gradX.length];
                serialDifferences(grid, heights.height(), gradX, gradY);
                String what = size[0] + "x" + size[1] + " in bands of " + bandRows;
                assertArrayEquals(gradX, all.gradX(), "gradX, " + what);
                assertArrayEquals(gradY, all.gradY(), "gradY, " + what);
            }
        }
    }

    @Test
    void bandSizeDoesNotChangeTheResult() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 50, 50, 51, 51);
        SampleBand small = bakeAll(new HeightDifferenceGradients(sampler(3)), grid, 3);
        SampleBand large = bakeAll(new HeightDifferenceGradients(sampler(51)), grid, 51);
        assertArrayEquals(large.gradX(), small.gradX(), 0f);
        assertArrayEquals(large.gradY(), small.gradY(), 0f);
    }
}
