package org.orogen.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.bake.BakeException;
import org.orogen.bake.BatchSwitch;
import org.orogen.bake.GlFieldSampler;

import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;

import org.orogen.shader.CompiledPlan;

/**
 * Every sample's export bake (its pass plan, height, gradient and masks) gives the same bits batched
 * (blocks evaluated before one memory barrier, stages stage-major) as with a barrier per block
 * ({@code -Dorogen.bake.batch=false}), over its extent at {@value #SIZE}² (a planet: six cube faces
 * of {@value #SIZE}², two block columns).
 */
@ExtendWith(GlExtension.class)
class BatchedBakeTest {

    static final int SIZE = 257;
    private static GlThread gl;

    static List<Path> samples() {
        return SampleFiles.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void batchedAndPerBlockBakesAgreeBitForBit(Path file) throws BakeException {
        CompiledSample sample = CompiledSample.of(file);
        CompiledPlan plan = sample.plan();
        Path folder = sample.folder();
        SampleGrid grid = sample.grid(SIZE, SIZE);
        SampleBand perBlock = bake(plan, folder, grid, false);
        SampleBand batched = bake(plan, folder, grid, true);
        String name = SampleFiles.name(file);
        assertSame(name + " height", perBlock.height(), batched.height(), grid.width());
        assertSame(name + " d/dx", perBlock.gradX(), batched.gradX(), grid.width());
        assertSame(name + " d/dy", perBlock.gradY(), batched.gradY(), grid.width());
        for (String mask : plan.maskNames()) {
            assertSame(name + " mask " + mask, perBlock.mask(mask), batched.mask(mask), grid.width());
        }
        float[] height = batched.height();
        assertTrue(height[height.length / 2] != height[3], file + ": a real terrain");
    }

    /** The whole grid in one band, under {@code -Dorogen.bake.batch=batch} (read when the sampler is created). */
    private static SampleBand bake(CompiledPlan plan, Path folder, SampleGrid grid, boolean batch)
            throws BakeException {
        SampleBand band = new SampleBand(grid.width(), grid.height(), plan.maskNames());
        band.reset(0, grid.height());
        GlFieldSampler sampler = BatchSwitch.create(batch, () -> GlFieldSampler.create(gl, plan, folder));
        try (sampler) {
            assertEquals(batch, sampler.batchLabel().startsWith("batched"), sampler.batchLabel());
            sampler.sample(grid, band);
        }
        return band;
    }

    private static void assertSame(String what, float[] expected, float[] actual, int width) {
        int differing = 0;
        int first = -1;
        for (int i = 0; i < expected.length; i++) {
            if (Float.floatToRawIntBits(expected[i]) != Float.floatToRawIntBits(actual[i])) {
                differing++;
                first = first < 0 ? i : first;
            }
        }
        int at = first;
        assertEquals(0, differing, () -> what + ": " + " values differ, first at row " + at / width + ", column "
                + at % width + ": per block " + expected[at] + ", batched " + actual[at]);
    }
}
