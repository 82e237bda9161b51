package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.ParameterValue.RampValue;
import org.orogen.graph.colour.RampEvaluator;
import org.orogen.graph.colour.RampInterpolation;
import org.orogen.graph.colour.RampStop;
import org.orogen.graph.colour.Srgb;

/** The colour nodes' GLSL against the Java reference: ramps in every interpolation, luminance, constants. */
@ExtendWith(GlExtension.class)
class ColourNodesOnGpuTest {

    private static GlThread gl;

    /** 257 pixels from x = −600 to 600 m: the ramp runs from −500 to 500, so both ends are clamped too. */
    private static final SampleGrid ROW = new SampleGrid(-600, 0, 1200, 10, 257, 2);

    private static final List<RampStop> STOPS = List.of(new RampStop(0.0, 0x3b5323), new RampStop(0.3, 0x8a7f5a),
            new RampStop(0.3, 0x202020), new RampStop(0.55, 0xc2b280), new RampStop(0.9, 0xf4f6f8),
            new RampStop(1.0, 0xffffff));

    private static Graph rampOverX(RampValue ramp) {
        return Graph.of(List.of(Node.of("x", "input.position"), Node.of("out", "output.height"),
                        Node.of("map", "colour.gradient_map").withParameter("low", ParameterValue.of(-500.0))
                                .withParameter("high", ParameterValue.of(500.0)).withParameter("ramp", ramp),
                        Node.of("colour", "output.colour")),
                List.of(Edge.of("x", "x", "out", "input"), Edge.of("x", "x", "map", "value"),
                        Edge.of("map", "colour", "colour", "input")),
                GraphMetadata.EMPTY, 1, List.of());
    }

    private static SampleBand bake(Graph graph) throws Exception {
        CompiledPlan plan = GraphCompiler.standard().compilePlan(graph, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, null)) {
            SampleBand band = SampleBand.of(sampler, ROW.width(), GlFieldSampler.BLOCK_HEIGHT);
            band.reset(0, 2);
            sampler.sample(ROW, band);
            return band;
        }
    }

    @Test
    void gradientMapMatchesTheJavaReferenceInEveryInterpolation() throws Exception {
        for (RampInterpolation mode : RampInterpolation.values()) {
            RampValue ramp = new RampValue(mode, STOPS);
            SampleBand band = bake(rampOverX(ramp));
            for (int i = 0; i < ROW.width(); i++) {
                double t = (ROW.worldX(i) + 500) / 1000;
                double[] expected = RampEvaluator.evaluate(ramp, t);
                for (int c = 0; c < 3; c++) {
                    // float32 on the GPU: a few ulps of a value in [0, 1].
                    assertEquals(expected[c], band.colour(c)[i], 2e-6, mode + " at t = " + t + ", component " + c);
                }
            }
        }
    }

    @Test
    void luminanceAndConstantFollowTheirFormulas() throws Exception {
        Graph g = Graph.of(List.of(Node.of("c", "colour.constant").withParameter("red", ParameterValue.of(0.8))
                                .withParameter("green", ParameterValue.of(0.4)).withParameter("blue", ParameterValue.of(0.1)),
                        Node.of("lum", "colour.luminance"), Node.of("out", "output.height"),
                        Node.of("colour", "output.colour")),
                List.of(Edge.of("c", "colour", "lum", "colour"), Edge.of("lum", "value", "out", "input"),
                        Edge.of("c", "colour", "colour", "input")),
                GraphMetadata.EMPTY, 1, List.of());
        SampleBand band = bake(g);
        double[] linear = {Srgb.decode(0.8), Srgb.decode(0.4), Srgb.decode(0.1)};
        for (int c = 0; c < 3; c++) {
            assertEquals(linear[c], band.colour(c)[100], 2e-6, "component " + c);
        }
        assertEquals(0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2], band.height()[100], 2e-6);
        assertEquals(0.0, band.gradX()[100], 0.0, "colours carry no derivatives");
    }
}
