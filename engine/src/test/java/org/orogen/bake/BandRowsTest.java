package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * How many rows a band of an export holds ({@link GlFieldSampler#bandRows(long)}): whole block rows wherever one
 * fits in twice the heap budget, so that no band ends inside a block row, within the budget otherwise. No GL.
 */
class BandRowsTest {

    /**
     * Grid widths and floats per pixel (height and gradient 3; with 3 masks 6; 8 masks 11) and the rows expected:
     * 8193 px with its gradient used to get 896 rows (a band ending inside the second block row), with three
     * masks 384 (inside the first); 16385 px with three masks stays at 128 (one block row would take more than
     * twice the budget), a divisor of the block height.
     */
    @ParameterizedTest
    @CsvSource({"1025, 3, 1024", "4097, 3, 1024", "4097, 6, 1024", "8193, 3, 1024", "8193, 6, 512", "8193, 11, 512",
            "16385, 1, 1024", "16385, 3, 512", "16385, 6, 128", "32769, 3, 128", "65537, 6, 128"})
    void bandsHoldWholeBlockRowsWhereTheyFit(int width, int floats, int expected) {
        long bytesPerRow = 4L * width * floats;
        int rows = GlFieldSampler.bandRows(bytesPerRow);
        assertEquals(expected, rows, width + " px, " + floats + " floats a pixel");
        assertEquals(0, rows % GlFieldSampler.BAND_STEP, "bands hold whole steps");
        if (rows >= GlFieldSampler.BLOCK_HEIGHT) {
            assertEquals(0, rows % GlFieldSampler.BLOCK_HEIGHT, "bands hold whole block rows: " + rows);
        } else {
            assertEquals(0, GlFieldSampler.BLOCK_HEIGHT % rows, "a band smaller than a block divides it: " + rows);
        }
        assertTrue(rows * bytesPerRow <= 2 * GlFieldSampler.BAND_BUDGET || rows == GlFieldSampler.BAND_STEP,
                rows + " rows take " + rows * bytesPerRow + " bytes, more than twice the budget");
    }
}
