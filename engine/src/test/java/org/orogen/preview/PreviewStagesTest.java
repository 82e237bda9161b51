package org.orogen.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.orogen.bake.StageCache;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;

/** The preview bakes pass plans and keeps upstream stages while downstream parameters change. */
class PreviewStagesTest {
    private static final PreviewQuality QUALITY = new PreviewQuality(128, 64, 1, 16);
    private static GlThread gl;

    @BeforeAll
    static void startGl() {
        gl = GlThread.start("preview-stages-test-gl");
    }

    @AfterAll
    static void stopGl() {
        gl.close();
    }

    /** Blurred fBm (radius {@code radius}) plus a slope mask of it scaled by {@code gain} downstream. */
    private static CompiledPlan plan(double radius, double gain) {
        Graph g = Graph.of(List.of(Node.of("n", "fractal.fbm").withParameter("amplitude", new ParameterValue.NumberValue(200)),
                        Node.of("b", "filter.blur").withParameter("radius", new ParameterValue.NumberValue(radius)),
                        Node.of("s", "combine.scale_offset").withParameter("scale", new ParameterValue.NumberValue(gain)),
                        Node.of("k", "mask.slope"), Node.of("out", "output.height"),
                        Node.of("m", "output.mask").withParameter("name", new ParameterValue.TextValue("steep"))),
                List.of(Edge.of("n", "value", "b", "height"), Edge.of("b", "value", "s", "value"),
                        Edge.of("s", "result", "out", "input"), Edge.of("b", "value", "k", "height"),
                        Edge.of("k", "mask", "m", "input")),
                GraphMetadata.EMPTY, 1, List.of());
        CompiledPlan plan = GraphCompiler.standard().compilePlan(g, CompileOptions.DEFAULT);
        assertTrue(plan.stages().size() > 2, "a staged plan");
        return plan;
    }

    private static long[] bake(PreviewRenderer renderer, CompiledPlan plan) {
        renderer.setPlan(plan);
        renderer.bakeStages(new WorldExtent(0, 0, 4000, 4000), plan.stages().stream().map(s -> List.<org.orogen.bake
                .HeightmapImage>of()).toList());
        StageCache cache = renderer.stageCache();
        return new long[] {cache.misses(), cache.hits(), Float.floatToIntBits(renderer.heightMax())};
    }

    @Test
    void aDownstreamParameterReusesTheUpstreamStagesAnUpstreamOneRecomputesThem() {
        long[][] results = gl.submit(context -> {
            try (PreviewRenderer renderer = new PreviewRenderer(context, QUALITY)) {
                return new long[][] {bake(renderer, plan(60, 1.0)), bake(renderer, plan(60, 2.0)),
                        bake(renderer, plan(90, 2.0))};
            }
        }).join();
        int upstream = plan(60, 1.0).stages().size() - 1;
        assertEquals(upstream, results[0][0], "first bake computes every earlier stage");
        assertEquals(upstream, results[1][0], "a downstream drag computes none of them again");
        assertEquals(upstream, results[1][1]);
        assertNotEquals(results[0][2], results[1][2], "but the terrain changed");
        assertEquals(2L * upstream, results[2][0], "the blur radius changes the blur stages and what they read");
    }
}
