package org.orogen.shader.bench;

import java.util.ArrayList;
import java.util.List;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;

/** Graphs of a given size with a realistic mix of node kinds, for compile-time benchmarks. */
public final class BenchmarkGraphs {
    private BenchmarkGraphs() {
    }

    /**
     * A layered terrain with exactly {@code nodes} nodes (at least 10): repeating groups of noise,
     * shaping, a warp or a mask and a combine that accumulates into one height, plus the outputs.
     * Every node reaches an output, so nothing is pruned.
     */
    public static Graph layered(int nodes) {
        if (nodes < 10) {
            throw new IllegalArgumentException("at least 10 nodes, got " + nodes);
        }
        List<Node> ns = new ArrayList<>();
        List<Edge> es = new ArrayList<>();
        ns.add(Node.of("base", "fractal.fbm"));
        ns.add(Node.of("out", "output.height"));
        ns.add(Node.of("rockOut", "output.mask").withParameter("name", ParameterValue.of("rock")));
        ns.add(Node.of("rock", "mask.slope"));
        String acc = "base.value";
        int group = 0;
        String[] noises = {"noise.gradient", "noise.value", "fractal.ridged", "noise.cellular"};
        String[] noisePorts = {"value", "value", "value", "f1"};
        while (ns.size() + 4 <= nodes - 0) {
            String g = "g" + group;
            int kind = group % noises.length;
            ns.add(Node.of(g + "_noise", noises[kind]).withParameter("scale", ParameterValue.of(200.0 + 37 * group)));
            ns.add(Node.of(g + "_shape", "combine.scale_offset").withParameter("scale", ParameterValue.of(0.5)));
            es.add(Edge.of(g + "_noise", noisePorts[kind], g + "_shape", "value"));
            String detail = g + "_shape.result";
            if (group % 3 == 0) {
                ns.add(Node.of(g + "_warp", "warp.domain"));
                es.add(Edge.of(g + "_shape", "result", g + "_warp", "source"));
                detail = g + "_warp.result";
            } else {
                ns.add(Node.of(g + "_mask", "mask.height_band"));
                es.add(Edge.of(acc.split("\\.")[0], acc.split("\\.")[1], g + "_mask", "height"));
                ns.add(Node.of(g + "_apply", "combine.apply_inside_mask"));
                es.add(Edge.of(g + "_shape", "result", g + "_apply", "detail"));
                es.add(Edge.of(g + "_mask", "mask", g + "_apply", "mask"));
                es.add(Edge.of(acc.split("\\.")[0], acc.split("\\.")[1], g + "_apply", "base"));
                acc = g + "_apply.result";
                group++;
                continue;
            }
            ns.add(Node.of(g + "_sum", "combine.add"));
            es.add(Edge.of(acc.split("\\.")[0], acc.split("\\.")[1], g + "_sum", "a"));
            es.add(Edge.of(detail.split("\\.")[0], detail.split("\\.")[1], g + "_sum", "b"));
            acc = g + "_sum.result";
            group++;
        }
        while (ns.size() < nodes) {
            String id = "pad" + ns.size();
            ns.add(Node.of(id, "combine.smooth_max"));
            es.add(Edge.of(acc.split("\\.")[0], acc.split("\\.")[1], id, "a"));
            es.add(Edge.of("base", "value", id, "b"));
            acc = id + ".result";
        }
        es.add(Edge.of(acc.split("\\.")[0], acc.split("\\.")[1], "out", "input"));
        es.add(Edge.of(acc.split("\\.")[0], acc.split("\\.")[1], "rock", "height"));
        es.add(Edge.of("rock", "mask", "rockOut", "input"));
        return Graph.of(ns, es, GraphMetadata.EMPTY, 1, List.of());
    }
}
