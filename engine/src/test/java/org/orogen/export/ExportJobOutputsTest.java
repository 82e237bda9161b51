package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.GraphCompiler;

/** What an export bakes: the graph without the outputs its maps do not read. */
class ExportJobOutputsTest {

    /** Terrain with a curvature mask (a pass plan of two stages) and a colour from its height. */
    private static Graph terrain() {
        return Graph.of(List.of(Node.of("n1", "noise.gradient").withParameter("amplitude",
                                new ParameterValue.NumberValue(200)),
                        Node.of("out", "output.height"), Node.of("s1", "mask.curvature"),
                        Node.of("m1", "output.mask").withParameter("name", new ParameterValue.TextValue("steep")),
                        Node.of("map", "colour.gradient_map"), Node.of("col", "output.colour")),
                List.of(Edge.of("n1", "value", "out", "input"), Edge.of("n1", "value", "s1", "height"),
                        Edge.of("s1", "mask", "m1", "input"), Edge.of("n1", "value", "map", "value"),
                        Edge.of("map", "colour", "col", "input")),
                GraphMetadata.EMPTY, 3, List.of());
    }

    private static ExportRequest request(Set<MapFormat> formats, List<String> splatLayers) {
        return new ExportRequest(new SampleGrid(0, 0, 1000, 1000, 65, 65), TilePlan.single(65, 65), null,
                Path.of("."), "t", formats, NormalConvention.OPENGL, ExrCompression.ZIP, splatLayers, null,
                new ExportRequest.Provenance("", "", 3, "test", Map.of()));
    }

    private static Set<String> nodes(Graph graph) {
        return graph.nodes().keySet();
    }

    @Test
    void heightAndNormalMapsBakeNeitherMasksNorColour() {
        Graph lean = ExportJob.withoutUnreadOutputs(terrain(), request(Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16),
                List.of()));
        assertEquals(Set.of("n1", "out", "s1", "map"), nodes(lean));
        GraphCompiler compiler = GraphCompiler.standard();
        assertEquals(2, compiler.compilePlan(terrain(), CompileOptions.DEFAULT).stages().size());
        // Without its mask output the curvature mask is dead code: the plan is one program again.
        assertEquals(1, compiler.compilePlan(lean, CompileOptions.DEFAULT).stages().size());
    }

    @Test
    void eachMapKeepsTheOutputsItReads() {
        Graph graph = terrain();
        assertEquals(Set.of("n1", "out", "s1", "m1", "map"), nodes(ExportJob.withoutUnreadOutputs(graph,
                request(Set.of(MapFormat.R16, MapFormat.MASK_PNG8), List.of()))));
        assertEquals(Set.of("n1", "out", "s1", "m1", "map"), nodes(ExportJob.withoutUnreadOutputs(graph,
                request(Set.of(MapFormat.SPLAT_PNG8), List.of()))));
        assertEquals(Set.of("n1", "out", "s1", "m1", "map"), nodes(ExportJob.withoutUnreadOutputs(graph,
                request(Set.of(MapFormat.PNG16), List.of("steep")))), "named splat layers keep the masks");
        assertEquals(Set.of("n1", "out", "s1", "map", "col"), nodes(ExportJob.withoutUnreadOutputs(graph,
                request(Set.of(MapFormat.ALBEDO_PNG8), List.of()))));
        Graph everything = ExportJob.withoutUnreadOutputs(graph,
                request(Set.of(MapFormat.EXR, MapFormat.MASK_PNG16, MapFormat.ALBEDO_EXR), List.of()));
        assertSame(graph, everything);
    }
}
