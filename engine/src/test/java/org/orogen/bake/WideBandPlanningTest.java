package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orogen.export.ExportRequest;
import org.orogen.export.ExrCompression;
import org.orogen.export.MapExport;
import org.orogen.export.MapFormat;
import org.orogen.export.NormalConvention;

/**
 * Band planning at the widest exports (a row of 32769 px and more leaves room for a single GPU
 * band step in the band budget): bands must still start on band steps when the gradients come from
 * height differences, which hold two bands. Before the fix the halved band rounded down to one row
 * and the GPU bake refused bands that did not start on a block row (then the band step).
 */
class WideBandPlanningTest {

    /** A sampler with the GPU bake's band rule and band-step check, computing h = x + 2y without a GPU. */
    private static final class BlockRowSampler implements FieldSampler {
        private final int masks;

        BlockRowSampler(int masks) {
            this.masks = masks;
        }

        @Override
        public List<String> maskNames() {
            return List.of();
        }

        @Override
        public int bandRows(int width) {
            // Same budget rule as GlFieldSampler.bandRows (height, gradient and masks per pixel).
            long bytesPerRow = (long) width * 4 * (3 + masks);
            long steps = Math.max(1, GlFieldSampler.BAND_BUDGET / (bytesPerRow * GlFieldSampler.BAND_STEP));
            return (int) Math.min(steps * GlFieldSampler.BAND_STEP, GlFieldSampler.MAX_BAND_ROWS);
        }

        @Override
        public void sample(SampleGrid grid, SampleBand band) {
            assertEquals(0, band.firstRow() % GlFieldSampler.BAND_STEP,
                    "band starts on a band step, got row " + band.firstRow());
            for (int r = 0; r < band.rows(); r++) {
                double y = grid.worldY(band.firstRow() + r);
                for (int c = 0; c < band.width(); c++) {
                    band.height()[band.index(band.firstRow() + r, c)] = (float) (grid.worldX(c) + 2 * y);
                }
            }
        }

        @Override
        public void close() {
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {32769, 65536})
    void heightDifferenceBandsStayOnBlockRows(int width) {
        for (int masks : new int[] {0, 8}) {
            int rows = new HeightDifferenceGradients(new BlockRowSampler(masks)).bandRows(width);
            assertTrue(rows >= GlFieldSampler.BAND_STEP && rows % GlFieldSampler.BAND_STEP == 0,
                    "band of " + rows + " rows at width " + width + " with " + masks + " masks");
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {32769, 65536})
    void wideExportWithDifferenceGradientsWritesEveryRow(int width, @TempDir Path out)
            throws BakeException, IOException {
        int height = 300; // three band steps, the last one partial; odd widths share an edge column
        SampleGrid grid = new SampleGrid(0, 0, width - 1, height - 1, width, height);
        ExportRequest request = new ExportRequest(grid, TilePlan.of(width, height, 2, 1, width % 2), null, out, "wide",
                EnumSet.of(MapFormat.R16, MapFormat.NORMAL_PNG16), NormalConvention.OPENGL, ExrCompression.ZIP,
                List.of(), new HeightRange(0, 70000, HeightRange.Source.DECLARED), new ExportRequest.Provenance("", "", 0, "test", Map.of()));
        MapExport.Result result = new MapExport(request, new HeightDifferenceGradients(new BlockRowSampler(0)),
                null, null).run();
        assertEquals(4, result.files().size(), "two tiles, height and normal each: " + result.files());
        for (Path file : result.files()) {
            assertTrue(Files.size(file) > 0, file + " is empty");
        }
    }
}
