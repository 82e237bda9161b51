package org.orogen.editor;

import java.util.List;
import org.orogen.graph.Domain;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.Position;

/**
 * A small but realistic terrain graph for editor tests and the README screenshot. It avoids
 * stacking sampled nodes (a slope mask over a domain warp): on llvmpipe such a program takes
 * minutes to compile on its first draw.
 */
final class SampleGraph {
    private SampleGraph() {
    }

    static Graph mountains() {
        List<Node> nodes = List.of(
                Node.of("fbm", "fractal.fbm", new Position(0, 0)).withLabel("Base mountains")
                        .withParameter("scale", ParameterValue.of(1800.0))
                        .withParameter("amplitude", ParameterValue.of(420.0)),
                Node.of("warp", "warp.domain", new Position(240, 20)),
                Node.of("ridged", "fractal.ridged", new Position(240, 260)),
                Node.of("add", "combine.add", new Position(480, 80)),
                Node.of("terrace", "combine.terrace", new Position(720, 40)),
                Node.of("height", "output.height", new Position(960, 60)),
                Node.of("snow", "mask.height_band", new Position(960, 240))
                        .withParameter("low", ParameterValue.of(350.0)),
                Node.of("snowMask", "output.mask", new Position(1200, 260))
                        .withParameter("name", ParameterValue.of("snow")));
        List<Edge> edges = List.of(
                Edge.of("fbm", "value", "warp", "source"),
                Edge.of("warp", "result", "add", "a"),
                Edge.of("ridged", "value", "add", "b"),
                Edge.of("add", "result", "terrace", "value"),
                Edge.of("terrace", "result", "height", "input"),
                Edge.of("terrace", "result", "snow", "height"),
                Edge.of("snow", "mask", "snowMask", "input"));
        return Graph.of(nodes, edges, GraphMetadata.EMPTY.withTitle("Mountains"), 7, List.of());
    }

    /** Mountains on a 500 km planet (domain sphere) with a slope mask "steep", for the planet exports. */
    static Graph planet() {
        List<Node> nodes = List.of(
                Node.of("fbm", "fractal.fbm", new Position(0, 0))
                        .withParameter("scale", ParameterValue.of(200_000.0))
                        .withParameter("amplitude", ParameterValue.of(2500.0)),
                Node.of("height", "output.height", new Position(240, 0)),
                Node.of("slope", "mask.slope", new Position(240, 200))
                        .withParameter("step", ParameterValue.of(1000.0)),
                Node.of("steep", "output.mask", new Position(480, 200))
                        .withParameter("name", ParameterValue.of("steep")));
        List<Edge> edges = List.of(
                Edge.of("fbm", "value", "height", "input"),
                Edge.of("fbm", "value", "slope", "height"),
                Edge.of("slope", "mask", "steep", "input"));
        return Graph.of(nodes, edges, GraphMetadata.EMPTY.withTitle("Planet").withDomain(Domain.sphere(500_000)),
                4, List.of());
    }
}
