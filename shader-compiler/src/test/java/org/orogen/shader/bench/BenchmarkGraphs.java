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

    /**
     * {@code noises} gradient-noise nodes ({@code n0 .. n<noises-1>}, each with its own scale and
     * seed) summed by a balanced tree of add nodes into the height: 3 parameters per noise, the
     * shape of graph that once exceeded the driver's uniform limit (issue 11).
     */
    public static Graph noiseSum(int noises) {
        List<Node> ns = new ArrayList<>();
        List<Edge> es = new ArrayList<>();
        List<String> level = new ArrayList<>();
        for (int i = 0; i < noises; i++) {
            ns.add(Node.of("n" + i, "noise.gradient").withParameter("scale", ParameterValue.of(300.0 + 7 * i))
                    .withParameter("amplitude", ParameterValue.of(10.0)).withParameter("seed", ParameterValue.of(i)));
            level.add("n" + i + ".value");
        }
        int adds = 0;
        while (level.size() > 1) {
            List<String> next = new ArrayList<>();
            for (int i = 0; i + 1 < level.size(); i += 2) {
                String id = "add" + adds++;
                ns.add(Node.of(id, "combine.add"));
                es.add(Edge.of(level.get(i).split("\\.")[0], level.get(i).split("\\.")[1], id, "a"));
                es.add(Edge.of(level.get(i + 1).split("\\.")[0], level.get(i + 1).split("\\.")[1], id, "b"));
                next.add(id + ".result");
            }
            if (level.size() % 2 == 1) {
                next.add(level.getLast());
            }
            level = next;
        }
        ns.add(Node.of("out", "output.height"));
        es.add(Edge.of(level.getFirst().split("\\.")[0], level.getFirst().split("\\.")[1], "out", "input"));
        return Graph.of(ns, es, GraphMetadata.EMPTY, 3, List.of());
    }
}
