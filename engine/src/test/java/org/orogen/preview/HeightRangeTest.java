package org.orogen.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;

/**
 * The preview bake's height range (two reduction passes on the GPU) is exactly the smallest and largest baked
 * height, for bakes smaller and larger than the first pass's cells and of sizes that do not divide into them.
 */
class HeightRangeTest {

    /** A plane rising to the north-east: its highest height is the bake's last texel, its lowest the first. */
    private static Graph tilted() {
        Node plane = Node.of("tilt", "shape.slope_plane").withParameter("slope", ParameterValue.of(0.1))
                .withParameter("direction", ParameterValue.of(45.0));
        return Graph.of(List.of(plane, Node.of("out", "output.height")), List.of(Edge.of("tilt", "result", "out", "input")),
                GraphMetadata.EMPTY, 1, List.of());
    }

    @ParameterizedTest(name = "{0}²")
    @ValueSource(ints = {48, 129, 300})
    void theRangeIsTheBakedHeightsExtremes(int size) {
        for (Graph graph : List.of(PreviewTestGraphs.mountains(700), tilted())) {
            assertRangeIsExact(graph, size);
        }
    }

    private static void assertRangeIsExact(Graph graph, int size) {
        try (GlThread gl = GlThread.start("height-range-test-gl")) {
            float[][] result = gl.submit(context -> {
                try (HeightBake bake = new HeightBake(context, size)) {
                    bake.bake(PreviewTestGraphs.compile(graph), new WorldExtent(0, 0, 4000, 4000), List.of());
                    return new float[][] {bake.readHeights(), {bake.heightMin(), bake.heightMax()}};
                }
            }).join();
            float[] texels = result[0];
            int channels = texels.length / (size * size);
            float lo = Float.POSITIVE_INFINITY;
            float hi = Float.NEGATIVE_INFINITY;
            for (int i = 0; i < texels.length; i += channels) {
                lo = Math.min(lo, texels[i]);
                hi = Math.max(hi, texels[i]);
            }
            assertTrue(hi - lo > 100, "both graphs have hundreds of metres of relief: " + lo + ".." + hi);
            assertEquals(lo, result[1][0], "the lowest height");
            assertEquals(hi, result[1][1], "the highest height");
        }
    }
}
