package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.shader.library.NodeLibrary;

/**
 * Every node type of the library, in a graph that wires every port ({@link NodeShowcase}),
 * compiles without diagnostics, links on the real driver (llvmpipe in CI) and produces finite
 * values; and for the node families of the compiler helper (inputs, shapes, warps, combine,
 * masks, filters) every output declared exact has a gradient matching central differences of its
 * value.
 */
@ExtendWith(GlExtension.class)
class NodeLibraryOnGpuTest {
    /** Families whose exact gradients this test checks (the noise families have their own tests). */
    private static final Set<String> CHECKED_FAMILIES = Set.of("input", "shape", "warp", "combine", "mask", "filter");
    private static final int SIZE = 96;
    private static final double EXTENT = 2000;

    private static GlThread gl;

    static Stream<String> nodeTypes() {
        // sphere-only types (input.planet) have no plane showcase: PlanetNodesGpuTest runs them on a sphere
        return NodeLibrary.standard().catalog().definitions().stream().filter(NodeShowcase::hasCode)
                .map(NodeDefinition::id).filter(id -> !org.orogen.shader.planet.SphereNodes.sphereOnly(id));
    }

    /** Renders the showcase of a node type over [0, EXTENT]^2. */
    static SampleBand render(Graph graph) throws BakeException {
        return render(graph, new SampleGrid(0, 0, EXTENT, EXTENT, SIZE, SIZE));
    }

    static SampleBand render(Graph graph, SampleGrid grid) throws BakeException {
        CompiledProgram program = GraphCompiler.standard().compile(graph);
        assertFalse(program.hasErrors(), () -> program.diagnostics().toString());
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, program)) {
            SampleBand band = new SampleBand(grid.width(), grid.height() + GlFieldSampler.BLOCK_HEIGHT,
                    sampler.maskNames());
            band.reset(0, grid.height());
            sampler.sample(grid, band);
            return band;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("nodeTypes")
    void compilesLinksAndRendersFiniteValues(String typeId) throws BakeException {
        NodeDefinition def = NodeLibrary.standard().catalog().require(typeId);
        SampleBand band = render(NodeShowcase.of(def));
        assertEquals(def.outputs().size() - 1, band.maskNames().size());
        for (int i = 0; i < SIZE * SIZE; i++) {
            assertTrue(Float.isFinite(band.height()[i]) && Float.isFinite(band.gradX()[i])
                    && Float.isFinite(band.gradY()[i]), typeId + ": non-finite output at pixel " + i);
            for (int m = 0; m < band.maskNames().size(); m++) {
                assertTrue(Float.isFinite(band.mask(m)[i]), typeId + ": non-finite mask at pixel " + i);
            }
        }
    }

    /** Every (node type, enum parameter, option) of the library. */
    static Stream<org.junit.jupiter.params.provider.Arguments> enumOptions() {
        return NodeLibrary.standard().catalog().definitions().stream().filter(NodeShowcase::hasCode)
                .flatMap(d -> d.parameters().stream()
                        .filter(p -> p.type() == org.orogen.graph.catalog.ParameterType.ENUM)
                        .flatMap(p -> p.options().stream().map(o -> org.junit.jupiter.params.provider.Arguments.of(
                                d.id(), p.name(), o))));
    }

    /** Each enum option selects a different branch of the node's GLSL: every one must stay finite. */
    @ParameterizedTest(name = "{0} {1}={2}")
    @MethodSource("enumOptions")
    void everyEnumOptionRendersFiniteValues(String typeId, String parameter, String option) throws BakeException {
        Graph graph = NodeShowcase.of(NodeLibrary.standard().catalog().require(typeId));
        graph = graph.withNode(graph.requireNode(NodeShowcase.NODE).withParameter(parameter,
                org.orogen.graph.ParameterValue.of(option)));
        SampleBand band = render(graph, new SampleGrid(0, 0, EXTENT, EXTENT, 32, 32));
        for (int i = 0; i < 32 * 32; i++) {
            assertTrue(Float.isFinite(band.height()[i]) && Float.isFinite(band.gradX()[i])
                    && Float.isFinite(band.gradY()[i]), typeId + " " + parameter + "=" + option + ": pixel " + i);
        }
    }

    static Stream<String> exactNodeTypes() {
        return nodeTypes().filter(id -> CHECKED_FAMILIES.contains(id.substring(0, id.indexOf('.'))))
                .filter(id -> !NodeLibrary.standard().catalog().require(id).outputs().getFirst().approximateGradient());
    }

    /**
     * Analytic gradient vs central differences of the rendered height. Nodes with kinks (min,
     * max, abs, clamp, terrace risers...) are exact almost everywhere, so 95 % of the interior
     * pixels must agree within 2 % of the largest gradient (plus float noise).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("exactNodeTypes")
    void exactGradientsMatchCentralDifferences(String typeId) throws BakeException {
        // A 300 m window sampled every ~3 m: fine enough to resolve terrace risers and noise octaves.
        double extent = 300;
        SampleBand band = render(NodeShowcase.of(NodeLibrary.standard().catalog().require(typeId)),
                new SampleGrid(400, 300, extent, extent, SIZE, SIZE));
        double spacing = extent / (SIZE - 1);
        float[] h = band.height();
        double maxGradient = 0;
        for (int i = 0; i < SIZE * SIZE; i++) {
            maxGradient = Math.max(maxGradient, Math.hypot(band.gradX()[i], band.gradY()[i]));
        }
        int checked = 0;
        int bad = 0;
        double worst = 0;
        for (int r = 1; r < SIZE - 1; r++) {
            for (int c = 1; c < SIZE - 1; c++) {
                int i = band.index(r, c);
                double dx = (h[band.index(r, c + 1)] - h[band.index(r, c - 1)]) / (2 * spacing);
                // Row 0 is the north edge: y grows towards smaller rows.
                double dy = (h[band.index(r - 1, c)] - h[band.index(r + 1, c)]) / (2 * spacing);
                double error = Math.hypot(dx - band.gradX()[i], dy - band.gradY()[i]);
                worst = Math.max(worst, error);
                checked++;
                if (error > 0.02 * maxGradient + 1e-4) {
                    bad++;
                }
            }
        }
        assertTrue(bad <= checked * 0.05, typeId + ": " + bad + " of " + checked
                + " pixels disagree with central differences (max gradient " + maxGradient + ", worst " + worst + ")");
    }

    @Test
    void sameGraphGivesIdenticalPixelsAndAnotherSeedDifferentOnes() throws BakeException {
        Graph graph = NodeShowcase.of(NodeLibrary.standard().catalog().require("warp.domain"));
        float[] a = render(graph).height().clone();
        float[] b = render(graph).height().clone();
        float[] c = render(graph.withSeed(graph.seed() + 1)).height().clone();
        assertTrue(java.util.Arrays.equals(a, b), "same graph, same pixels");
        int different = 0;
        for (int i = 0; i < SIZE * SIZE; i++) {
            if (a[i] != c[i]) {
                different++;
            }
        }
        assertTrue(different > SIZE * SIZE / 2, "another global seed changes the warp: " + different + " pixels differ");
    }

    @Test
    void downslopeWarpMovesDetailDownhill() throws BakeException {
        // A narrow bump at (1000, 1000) warped over a plane rising towards +x with slope 0.5:
        // strength 100 m per unit slope moves it 50 m towards -x (downhill).
        org.orogen.graph.ParameterValue bell = org.orogen.graph.ParameterValue.of("bell");
        Graph graph = Graph.of(java.util.List.of(
                org.orogen.graph.Node.of("bump", "shape.cone")
                        .withParameter("centerX", org.orogen.graph.ParameterValue.of(1000.0))
                        .withParameter("centerY", org.orogen.graph.ParameterValue.of(1000.0))
                        .withParameter("radius", org.orogen.graph.ParameterValue.of(200.0))
                        .withParameter("profile", bell),
                org.orogen.graph.Node.of("plane", "shape.slope_plane")
                        .withParameter("slope", org.orogen.graph.ParameterValue.of(0.5)),
                org.orogen.graph.Node.of("warp", "warp.downslope")
                        .withParameter("strength", org.orogen.graph.ParameterValue.of(100.0)),
                org.orogen.graph.Node.of("out", "output.height")),
                java.util.List.of(org.orogen.graph.Edge.of("bump", "result", "warp", "source"),
                        org.orogen.graph.Edge.of("plane", "result", "warp", "guide"),
                        org.orogen.graph.Edge.of("warp", "result", "out", "input")),
                org.orogen.graph.GraphMetadata.EMPTY, 0, java.util.List.of());
        SampleBand band = render(graph, new SampleGrid(0, 0, 2000, 2000, 201, 201));
        int best = 0;
        for (int i = 1; i < 201 * 201; i++) {
            if (band.height()[i] > band.height()[best]) {
                best = i;
            }
        }
        double x = (best % 201) * 10.0;
        double y = 2000 - (best / 201) * 10.0;
        assertEquals(950, x, 10.01, "peak moved downhill to x = 950");
        assertEquals(1000, y, 10.01);
    }

    @Test
    void aGraphWithErrorsStillGivesAProgramThatLinksAndRuns() throws BakeException {
        // Unknown type, missing required input, a cycle and a dangling wire: diagnostics, and the
        // affected values read 0 in a program the driver accepts (the preview keeps working).
        Graph graph = Graph.of(java.util.List.of(
                        org.orogen.graph.Node.of("mystery", "noise.not_installed"),
                        org.orogen.graph.Node.of("warp", "warp.by_fields"),
                        org.orogen.graph.Node.of("a", "combine.add"), org.orogen.graph.Node.of("b", "combine.add"),
                        org.orogen.graph.Node.of("cone", "shape.cone"), org.orogen.graph.Node.of("out", "output.height")),
                java.util.List.of(org.orogen.graph.Edge.of("mystery", "value", "a", "a"),
                        org.orogen.graph.Edge.of("a", "result", "b", "a"), org.orogen.graph.Edge.of("b", "result", "a", "b"),
                        org.orogen.graph.Edge.of("b", "result", "warp", "offsetX"),
                        org.orogen.graph.Edge.of("ghost", "value", "warp", "offsetY"),
                        org.orogen.graph.Edge.of("cone", "result", "b", "b"),
                        org.orogen.graph.Edge.of("warp", "result", "out", "input")),
                org.orogen.graph.GraphMetadata.EMPTY, 0, java.util.List.of());
        CompiledProgram program = GraphCompiler.standard().compile(graph);
        assertTrue(program.hasErrors());
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, program)) {
            SampleBand band = new SampleBand(16, GlFieldSampler.BLOCK_HEIGHT, sampler.maskNames());
            band.reset(0, 16);
            sampler.sample(new SampleGrid(0, 0, 100, 100, 16, 16), band);
            for (int i = 0; i < 16 * 16; i++) {
                assertTrue(Float.isFinite(band.height()[i]));
            }
        }
    }

    @Test
    void everyCodeNodeTypeIsCovered() {
        List<String> ids = nodeTypes().toList();
        assertTrue(ids.contains("warp.domain") && ids.contains("combine.curve") && ids.contains("shape.heightmap"), ids::toString);
    }
}
