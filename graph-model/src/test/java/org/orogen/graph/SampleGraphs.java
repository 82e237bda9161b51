package org.orogen.graph;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.orogen.graph.ParameterValue.Point;

/** Small graphs built in code, shared by tests. */
public final class SampleGraphs {
    private SampleGraphs() {
    }

    /** noise -> add(a) -> height, slope(noise) -> mask "rock"; seed 1234; one exposed parameter. */
    public static Graph ridge() {
        Node noise = new Node("noise", "noise.gradient", "Base noise", new Position(-300, 0), new TreeMap<>(Map.of(
                "scale", ParameterValue.of(750.5),
                "octaves", ParameterValue.of(8L),
                "seed", ParameterValue.of(42L),
                "ridged", ParameterValue.of(true),
                "mode", ParameterValue.of("ridge"),
                "falloff", ParameterValue.ofPoints(List.of(new Point(0, 0), new Point(0.25, 0.1), new Point(1, 1))))));
        Node add = new Node("add", "combine.add", "", new Position(0, 0.1),
                new TreeMap<>(Map.of("weight", ParameterValue.of(0.3))));
        Node height = Node.of("height", "output.height", new Position(300, 0));
        Node slope = Node.of("slope", "mask.slope", new Position(0, 200));
        Node rock = new Node("rock", "output.mask", "", new Position(300, 200),
                new TreeMap<>(Map.of("name", ParameterValue.of("rock"))));
        List<Edge> edges = List.of(
                Edge.of("noise", "value", "add", "a"),
                Edge.of("add", "value", "height", "input"),
                Edge.of("noise", "value", "slope", "height"),
                Edge.of("slope", "mask", "rock", "input"));
        GraphMetadata meta = new GraphMetadata("Ridge \"test\" ⛰", "A small ridge.\nSecond line.", "Tester",
                new WorldExtent(-2048, 1e-7, 4096, 8192.25), List.of("alpine", "test"));
        return Graph.of(List.of(noise, add, height, slope, rock), edges, meta, 1234,
                List.of(new ExposedParameter("roughness", "add", "weight")));
    }
}
