package org.orogen.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL11.glFinish;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.WorldExtent;

/**
 * {@link GpuTimeline}: GPU marks resolve to GPU times in issue order, after the work before them; CPU marks
 * have none; a drained timeline starts empty again.
 */
@ExtendWith(GlExtension.class)
class GpuTimelineGpuTest {

    private static GlThread gl;

    @Test
    void marksResolveInOrderAroundTheWorkBetweenThem() {
        Graph fbm = Graph.of(List.of(Node.of("fbm", "fractal.fbm"), Node.of("out", "output.height")),
                List.of(Edge.of("fbm", "value", "out", "input")), GraphMetadata.EMPTY, 1, List.of());
        CompiledProgram compiled = GraphCompiler.standard().compile(fbm);
        List<GpuTimeline.Point> points = gl.submit(context -> {
            List<Texture> outputs = FieldEvaluator.createOutputs(context, compiled, 256, 256);
            try (GpuTimeline timeline = new GpuTimeline()) {
                timeline.mark("before");
                context.evaluator().evaluate(compiled, GridBlock.covering(new WorldExtent(0, 0, 1000, 1000), 256, 256),
                        FieldInputs.NONE, outputs);
                timeline.mark("evaluated");
                timeline.markCpu("issued");
                glFinish();
                List<GpuTimeline.Point> drained = timeline.drain();
                assertTrue(timeline.drain().isEmpty(), "a drained timeline starts again empty");
                return drained;
            } finally {
                outputs.forEach(Texture::close);
            }
        }).join();
        assertEquals(List.of("before", "evaluated", "issued"), points.stream().map(GpuTimeline.Point::label).toList());
        GpuTimeline.Point before = points.get(0);
        GpuTimeline.Point evaluated = points.get(1);
        assertTrue(before.onGpu() && evaluated.onGpu());
        assertFalse(points.get(2).onGpu(), "a CPU mark has no GPU time");
        assertTrue(evaluated.doneMicros() > before.doneMicros(), "the evaluation lies between the marks: " + points);
        assertTrue(evaluated.issuedMicros() >= before.issuedMicros() && points.get(2).issuedMicros() >= evaluated.issuedMicros());
    }
}
