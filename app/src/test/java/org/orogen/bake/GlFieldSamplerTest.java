package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/** The GPU bake on a real context (llvmpipe here): block layout, masks, precision at large offsets. */
class GlFieldSamplerTest {

    private static GlThread gl;

    @BeforeAll
    static void startGl() {
        gl = GlThread.start("bake-test-gl");
    }

    @AfterAll
    static void stopGl() {
        gl.close();
    }

    /** Gradient noise (300 m features, 100 m tall) as height, its slope as mask "steep". */
    static Graph hills() {
        Node noise = Node.of("n1", "noise.gradient")
                .withParameter("scale", new ParameterValue.NumberValue(300))
                .withParameter("amplitude", new ParameterValue.NumberValue(100));
        return Graph.of(List.of(noise, Node.of("out", "output.height"), Node.of("s1", "mask.slope"),
                        Node.of("m1", "output.mask").withParameter("name", new ParameterValue.TextValue("steep"))),
                List.of(Edge.of("n1", "value", "out", "input"), Edge.of("n1", "value", "s1", "height"),
                        Edge.of("s1", "mask", "m1", "input")),
                GraphMetadata.EMPTY, 7, List.of());
    }

    static CompiledProgram compiled() {
        CompiledProgram program = GraphCompiler.standard().compile(hills());
        assertFalse(program.hasErrors(), () -> program.diagnostics().toString());
        return program;
    }

    private static SampleBand bake(GlFieldSampler sampler, SampleGrid grid) throws BakeException {
        int bandRows = GlFieldSampler.BLOCK_HEIGHT;
        SampleBand all = new SampleBand(grid.width(), grid.height(), sampler.maskNames());
        all.reset(0, grid.height());
        SampleBand band = new SampleBand(grid.width(), bandRows, sampler.maskNames());
        for (int first = 0; first < grid.height(); first += bandRows) {
            band.reset(first, Math.min(bandRows, grid.height() - first));
            sampler.sample(grid, band);
            System.arraycopy(band.height(), 0, all.height(), first * grid.width(), band.rows() * grid.width());
            System.arraycopy(band.gradX(), 0, all.gradX(), first * grid.width(), band.rows() * grid.width());
            System.arraycopy(band.gradY(), 0, all.gradY(), first * grid.width(), band.rows() * grid.width());
            System.arraycopy(band.mask(0), 0, all.mask(0), first * grid.width(), band.rows() * grid.width());
        }
        return all;
    }

    @Test
    void bakesHeightGradientAndMasksAcrossBlocks() throws BakeException {
        // Wider than one block and taller than one band, so block and band edges are crossed.
        SampleGrid grid = new SampleGrid(0, 0, 2000, 400, 1201, 241);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, compiled())) {
            assertEquals(List.of("steep"), sampler.maskNames());
            SampleBand all = bake(sampler, grid);
            float min = Float.MAX_VALUE;
            float max = -Float.MAX_VALUE;
            for (float h : all.height()) {
                min = Math.min(min, h);
                max = Math.max(max, h);
            }
            assertTrue(max - min > 50, "noise of amplitude 100 m varies by tens of metres: " + min + ".." + max);
            assertTrue(max <= 100.01 && min >= -100.01, min + ".." + max);
            // The analytic gradient agrees with central differences of the baked heights.
            double sx = grid.spacingX();
            double sy = grid.spacingY();
            int checked = 0;
            for (int row = 1; row < grid.height() - 1; row += 7) {
                for (int col = 1; col < grid.width() - 1; col += 13) {
                    int i = all.index(row, col);
                    double ddx = (all.height()[i + 1] - all.height()[i - 1]) / (2 * sx);
                    // Row index grows southward, world y northward.
                    double ddy = (all.height()[i - grid.width()] - all.height()[i + grid.width()]) / (2 * sy);
                    assertEquals(ddx, all.gradX()[i], 0.02, "d/dx at " + row + "," + col);
                    assertEquals(ddy, all.gradY()[i], 0.02, "d/dy at " + row + "," + col);
                    checked++;
                }
            }
            assertTrue(checked > 500);
            for (float m : all.mask(0)) {
                assertTrue(m >= 0 && m <= 1, "mask value " + m);
            }
        }
    }

    @Test
    void sameGridGivesIdenticalBitsAtAMillionMetres() throws BakeException {
        SampleGrid far = new SampleGrid(1_000_000.25, -2_000_000.5, 1500, 1500, 1101, 301);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, compiled())) {
            SampleBand first = bake(sampler, far);
            SampleBand second = bake(sampler, far);
            assertArrayEquals(first.height(), second.height(), 0f);
            // Detail survives the offset: neighbouring pixels 1.4 m apart still differ smoothly.
            int distinct = 0;
            for (int i = 1; i < 1101; i++) {
                if (first.height()[i] != first.height()[i - 1]) {
                    distinct++;
                }
            }
            assertTrue(distinct > 1000, "pixels along a row must differ at 10^6 m, only " + distinct + " did");
        }
    }
}
