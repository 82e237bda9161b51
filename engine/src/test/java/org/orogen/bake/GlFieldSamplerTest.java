package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/** The GPU bake on a real context (llvmpipe here): block layout, masks, precision at large offsets. */
@ExtendWith(GlExtension.class)
class GlFieldSamplerTest {

    private static GlThread gl;

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
        int bandRows = GlFieldSampler.BAND_STEP; // bands that begin and end inside block rows
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

    /** Bakes the grid into bands of one block row, reading back {@code channels}; returns the sampler's bytes read. */
    private static long bakeChannels(GlFieldSampler sampler, SampleGrid grid, SampleChannels channels, SampleBand all)
            throws BakeException {
        long before = sampler.bytesRead();
        int bandRows = 2 * GlFieldSampler.BLOCK_HEIGHT;
        SampleBand band = new SampleBand(grid.width(), bandRows, sampler.maskNames());
        all.reset(0, grid.height());
        for (int first = 0; first < grid.height(); first += bandRows) {
            band.reset(first, Math.min(bandRows, grid.height() - first));
            // Poison: what is not asked for must stay untouched, what is asked for must be overwritten.
            Arrays.fill(band.height(), Float.NaN);
            Arrays.fill(band.gradX(), -7f);
            Arrays.fill(band.gradY(), -7f);
            Arrays.fill(band.mask(0), -7f);
            sampler.sample(grid, band, channels);
            int n = band.rows() * grid.width();
            System.arraycopy(band.height(), 0, all.height(), first * grid.width(), n);
            System.arraycopy(band.gradX(), 0, all.gradX(), first * grid.width(), n);
            System.arraycopy(band.gradY(), 0, all.gradY(), first * grid.width(), n);
            System.arraycopy(band.mask(0), 0, all.mask(0), first * grid.width(), n);
        }
        return sampler.bytesRead() - before;
    }

    @Test
    void readsBackOnlyTheChannelsAskedForBitForBit() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 2000, 400, 1201, 301);
        int pixels = grid.width() * grid.height();
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, compiled())) {
            SampleBand reference = bake(sampler, grid);
            List<String> masks = sampler.maskNames();
            SampleBand heightOnly = new SampleBand(grid.width(), grid.height(), masks);
            long floats = bakeChannels(sampler, grid, SampleChannels.HEIGHT, heightOnly);
            SampleBand withGradient = new SampleBand(grid.width(), grid.height(), masks);
            long floatsGradient = bakeChannels(sampler, grid, new SampleChannels(true, false), withGradient);
            SampleBand withMasks = new SampleBand(grid.width(), grid.height(), masks);
            long floatsMasks = bakeChannels(sampler, grid, new SampleChannels(false, true), withMasks);
            assertArrayEquals(reference.height(), heightOnly.height());
            assertArrayEquals(reference.height(), withGradient.height());
            assertArrayEquals(reference.gradX(), withGradient.gradX());
            assertArrayEquals(reference.gradY(), withGradient.gradY());
            assertArrayEquals(reference.height(), withMasks.height());
            assertArrayEquals(reference.mask(0), withMasks.mask(0));
            for (int i = 0; i < pixels; i++) {
                assertEquals(-7f, heightOnly.gradX()[i]);
                assertEquals(-7f, heightOnly.mask(0)[i]);
                assertEquals(-7f, withGradient.mask(0)[i]);
                assertEquals(-7f, withMasks.gradY()[i]);
            }
            if (floats >= 0) { // the packed readback (OpenGL 4.4) counts what it moves
                assertEquals(4L * pixels, floats, "height only: one float per pixel");
                assertEquals(12L * pixels, floatsGradient, "height and gradient: three floats per pixel");
                assertEquals(8L * pixels, floatsMasks, "height and one mask: two floats per pixel");
            }
        }
    }

    @Test
    void quantizedReadbackGivesTheJavaSamplesInFewerBytes() throws BakeException {
        SampleGrid grid = new SampleGrid(-700, 300, 2000, 400, 1201, 301);
        HeightRange range = new HeightRange(-80, 70, HeightRange.Source.DECLARED); // clips some hills
        SampleChannels quantized = new SampleChannels(false, true).quantized(range, 8);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, compiled())) {
            SampleBand reference = bake(sampler, grid);
            assertTrue(sampler.supportsQuantized(), "the packed readback (GL 4.4+) quantizes");
            SampleBand band = SampleBand.withQuantizedPlanes(grid.width(), 2 * GlFieldSampler.BLOCK_HEIGHT,
                    sampler.maskNames(), false);
            long bytes = 0;
            for (int first = 0; first < grid.height(); first += band.capacity()) {
                band.reset(first, Math.min(band.capacity(), grid.height() - first));
                long before = sampler.bytesRead();
                sampler.sample(grid, band, quantized);
                bytes += sampler.bytesRead() - before;
                assertTrue(band.holdsHeight16(range) && band.holdsMasks8());
                for (int i = 0; i < band.rows() * grid.width(); i++) {
                    int at = first * grid.width() + i;
                    assertEquals(range.quantize16(reference.height()[at]), band.height16()[i], "height " + at);
                    assertEquals(MaskSamples.unit(reference.mask(0)[at], 255), band.mask8(0)[i] & 0xff, "mask " + at);
                }
            }
            // Rows of 1201 samples are padded to whole words: 601 words of 16-bit, 301 of 8-bit samples.
            assertEquals((601L + 301L) * 4 * grid.height(), bytes, "2 + 1 bytes per pixel (and the padding)");
            System.setProperty("orogen.bake.quantizedReadback", "false");
            try {
                assertFalse(sampler.supportsQuantized());
                band.reset(0, band.capacity());
                long before = sampler.bytesRead();
                sampler.sample(grid, band, quantized);
                assertFalse(band.holdsHeight16(range) || band.holdsMasks8(), "switched off: floats");
                assertEquals(8L * band.capacity() * grid.width(), sampler.bytesRead() - before);
                assertEquals(reference.height()[5], band.height()[5]);
            } finally {
                System.clearProperty("orogen.bake.quantizedReadback");
            }
        }
    }

    @Test
    void packedReadbackEqualsTheBlockReadbackBitForBit() throws BakeException {
        SampleGrid grid = new SampleGrid(-3000, 500, 2000, 400, 1201, 241);
        SampleBand packed;
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, compiled())) {
            packed = bake(sampler, grid);
        }
        System.setProperty("orogen.bake.packedReadback", "false");
        SampleBand blocks;
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, compiled())) {
            assertEquals(-1L, sampler.bytesRead());
            blocks = bake(sampler, grid);
        } finally {
            System.clearProperty("orogen.bake.packedReadback");
        }
        assertArrayEquals(blocks.height(), packed.height());
        assertArrayEquals(blocks.gradX(), packed.gradX());
        assertArrayEquals(blocks.gradY(), packed.gradY());
        assertArrayEquals(blocks.mask(0), packed.mask(0));
    }

    /** The hills with three masks of different content: slope, curvature and a height band. */
    static CompiledPlan threeMasks() {
        Graph hills = hills();
        List<Node> nodes = new java.util.ArrayList<>(hills.nodes().values());
        List<Edge> edges = new java.util.ArrayList<>(hills.edges());
        nodes.add(Node.of("c1", "mask.curvature"));
        nodes.add(Node.of("b1", "mask.height_band").withParameter("low", new ParameterValue.NumberValue(-20))
                .withParameter("high", new ParameterValue.NumberValue(30)));
        nodes.add(Node.of("m2", "output.mask").withParameter("name", new ParameterValue.TextValue("curved")));
        nodes.add(Node.of("m3", "output.mask").withParameter("name", new ParameterValue.TextValue("band")));
        edges.addAll(List.of(Edge.of("n1", "value", "c1", "height"), Edge.of("n1", "value", "b1", "height"),
                Edge.of("c1", "mask", "m2", "input"), Edge.of("b1", "mask", "m3", "input")));
        CompiledPlan plan = GraphCompiler.standard().compilePlan(Graph.of(nodes, edges, GraphMetadata.EMPTY, 7,
                List.of()), CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        return plan;
    }

    /** A block's masks are packed in one dispatch, each into its own plane: the same bits as block readback. */
    @Test
    void packedMasksEqualTheBlockReadbackEachInItsPlane() throws BakeException {
        SampleGrid grid = new SampleGrid(-3000, 500, 2000, 400, 1201, 241);
        List<String> names = List.of("band", "curved", "steep"); // the plan's order: by name
        SampleBand packed = new SampleBand(grid.width(), grid.height(), names);
        SampleBand blocks = new SampleBand(grid.width(), grid.height(), names);
        packed.reset(0, grid.height());
        blocks.reset(0, grid.height());
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, threeMasks(), null)) {
            assertEquals(names, sampler.maskNames());
            sampler.sample(grid, packed);
        }
        System.setProperty("orogen.bake.packedReadback", "false");
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, threeMasks(), null)) {
            assertEquals(-1L, sampler.bytesRead(), "block readback");
            sampler.sample(grid, blocks);
        } finally {
            System.clearProperty("orogen.bake.packedReadback");
        }
        assertArrayEquals(blocks.height(), packed.height());
        for (int m = 0; m < 3; m++) {
            assertArrayEquals(blocks.mask(m), packed.mask(m), "mask " + m);
            for (int other = m + 1; other < 3; other++) {
                assertFalse(Arrays.equals(packed.mask(m), packed.mask(other)),
                        "masks " + m + " and " + other + " differ");
            }
        }
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
    void imageInputsAreLoadedRelativeToTheGraphFolder(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        // A 4x4 16-bit PNG over a 4 m x 4 m square; the grid samples exactly its texel centres,
        // where Catmull-Rom filtering returns the texel itself.
        int[][] samples = {{0, 1000, 2000, 3000}, {65535, 30000, 100, 7}, {5, 6, 7, 8}, {40000, 20000, 10000, 0}};
        java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(4, 4,
                java.awt.image.BufferedImage.TYPE_USHORT_GRAY);
        for (int y = 0; y < 4; y++) {
            image.getRaster().setSamples(0, y, 4, 1, 0, samples[y]);
        }
        javax.imageio.ImageIO.write(image, "png", dir.resolve("dem.png").toFile());
        Node map = Node.of("hm", "shape.heightmap")
                .withParameter("file", new ParameterValue.TextValue("dem.png"))
                .withParameter("sizeX", new ParameterValue.NumberValue(4))
                .withParameter("sizeY", new ParameterValue.NumberValue(4))
                .withParameter("heightScale", new ParameterValue.NumberValue(500))
                .withParameter("heightOffset", new ParameterValue.NumberValue(-20));
        Graph graph = Graph.of(List.of(map, Node.of("out", "output.height")),
                List.of(Edge.of("hm", "height", "out", "input")), GraphMetadata.EMPTY, 1, List.of());
        CompiledProgram program = GraphCompiler.standard().compile(graph);
        assertFalse(program.hasErrors(), () -> program.diagnostics().toString());
        SampleGrid grid = new SampleGrid(0.5, 0.5, 3, 3, 4, 4);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, program, dir)) {
            SampleBand band = new SampleBand(4, GlFieldSampler.BLOCK_HEIGHT, List.of());
            band.reset(0, 4);
            sampler.sample(grid, band);
            for (int row = 0; row < 4; row++) {
                for (int col = 0; col < 4; col++) {
                    // Export row 0 is north, like PNG row 0.
                    double expected = -20 + 500 * samples[row][col] / 65535.0;
                    assertEquals(expected, band.height()[band.index(row, col)], 1e-3, "pixel " + row + "," + col);
                }
            }
        }
        BakeException missing = org.junit.jupiter.api.Assertions.assertThrows(BakeException.class,
                () -> GlFieldSampler.create(gl, program, dir.resolve("elsewhere")));
        assertTrue(missing.getMessage().contains("dem.png") && missing.getMessage().contains("hm"),
                missing.getMessage());
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
