package org.orogen.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.HeightExtrema;

import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleChannels;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;

import org.orogen.shader.CompiledPlan;

/**
 * Every sample's height extrema as an export measures them (reduced on the GPU) equal, bit for bit,
 * those of the heights the bake reads back, band by band, on a grid that is not whole blocks
 * ({@value #WIDTH}×{@value #HEIGHT} over the sample's extent; a planet's six cube faces of
 * {@value #HEIGHT}² side by side).
 */
@ExtendWith(GlExtension.class)
class MeasuredRangeTest {

    static final int WIDTH = 257;
    static final int HEIGHT = 131;
    private static GlThread gl;

    static List<Path> samples() {
        return SampleFiles.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void gpuExtremaEqualTheReadBackHeights(Path file) throws BakeException {
        CompiledSample sample = CompiledSample.of(file);
        CompiledPlan plan = sample.plan();
        SampleGrid grid = sample.grid(WIDTH, HEIGHT);
        int bandRows = GlFieldSampler.BLOCK_HEIGHT;
        SampleBand band = new SampleBand(grid.width(), bandRows, plan.maskNames());
        HeightExtrema read = HeightExtrema.NONE;
        HeightExtrema reduced = HeightExtrema.NONE;
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, sample.folder())) {
            for (int first = 0; first < grid.height(); first += bandRows) {
                band.reset(first, Math.min(bandRows, grid.height() - first));
                sampler.sample(grid, band, SampleChannels.HEIGHT);
                HeightExtrema expected = HeightExtrema.of(band);
                HeightExtrema actual = sampler.heightExtrema(grid, band);
                assertEquals(expected.min(), actual.min(), file.getFileName() + " min from row " + first);
                assertEquals(expected.max(), actual.max(), file.getFileName() + " max from row " + first);
                read = read.then(expected);
                reduced = reduced.then(actual);
            }
        }
        assertEquals(read, reduced);
        HeightExtrema range = reduced;
        assertTrue(range.finite() && range.max() - range.min() > 1, () -> file + ": a real terrain, " + range);
    }

}
