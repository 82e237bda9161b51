package org.orogen.shader;

import java.util.ArrayList;
import java.util.List;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;

/** Generated big graphs (issue 11): many noise nodes summed by a tree of add nodes. */
public final class BigGraphs {
    private BigGraphs() {
    }

    /**
     * {@code noises} gradient-noise nodes ({@code n0 .. n<noises-1>}, each with its own scale and
     * seed) summed by a balanced tree of add nodes ({@code add0 ..}) into the height:
     * {@code 2 × noises} nodes with the output, 3 parameters per noise.
     */
    public static Graph noiseSum(int noises) {
        return noiseSum(noises, "noise.gradient", -1, -1, false);
    }

    /**
     * {@link #noiseSum(int)} with gradient and value noises in a scrambled pattern, so that
     * practically no two stages of a split plan have the same shape (the worst case for compile
     * time: every stage is its own program).
     */
    public static Graph mixedNoiseSum(int noises) {
        return noiseSum(noises, "noise.gradient", -1, -1, true);
    }

    /** {@link #noiseSum(int)} with node {@code n<changed>} of type {@code type} (an edit of one node). */
    public static Graph noiseSum(int noises, String type, int changed) {
        return noiseSum(noises, type, changed, -1, false);
    }

    /**
     * {@link #noiseSum(int)} where only noise {@code only} has amplitude 1 and all others 0: the
     * same structure (same programs), and the sum is exactly noise {@code only}.
     */
    public static Graph onlyOneNoise(int noises, int only, boolean mixed) {
        return noiseSum(noises, "noise.gradient", -1, only, mixed);
    }

    /** Noise {@code k} of {@link #noiseSum(int)} (or {@link #mixedNoiseSum}) alone, amplitude 1, into the height. */
    public static Graph singleNoise(int k, boolean mixed) {
        return Graph.of(List.of(noise(k, type(k, mixed), 1.0), Node.of("out", "output.height")),
                List.of(Edge.of("n" + k, "value", "out", "input")), GraphMetadata.EMPTY, 3, List.of());
    }

    private static Node noise(int i, String type, double amplitude) {
        return Node.of("n" + i, type).withParameter("scale", ParameterValue.of(300.0 + 7 * i))
                .withParameter("amplitude", ParameterValue.of(amplitude)).withParameter("seed", ParameterValue.of(i));
    }

    private static String type(int i, boolean mixed) {
        int h = i * 0x9E3779B1;
        return mixed && ((h ^ (h >>> 15)) & 0x10000) != 0 ? "noise.value" : "noise.gradient";
    }

    private static Graph noiseSum(int noises, String type, int changed, int only, boolean mixed) {
        List<Node> ns = new ArrayList<>();
        List<Edge> es = new ArrayList<>();
        List<String> level = new ArrayList<>();
        for (int i = 0; i < noises; i++) {
            ns.add(noise(i, i == changed ? type : type(i, mixed), only < 0 ? 10.0 : i == only ? 1.0 : 0.0));
            level.add("n" + i + ".value");
        }
        int adds = 0;
        while (level.size() > 1) {
            List<String> next = new ArrayList<>();
            for (int i = 0; i + 1 < level.size(); i += 2) {
                String id = "add" + adds++;
                ns.add(Node.of(id, "combine.add"));
                es.add(edge(level.get(i), id, "a"));
                es.add(edge(level.get(i + 1), id, "b"));
                next.add(id + ".result");
            }
            if (level.size() % 2 == 1) {
                next.add(level.getLast());
            }
            level = next;
        }
        ns.add(Node.of("out", "output.height"));
        es.add(edge(level.getFirst(), "out", "input"));
        return Graph.of(ns, es, GraphMetadata.EMPTY, 3, List.of());
    }

    private static Edge edge(String from, String node, String port) {
        int dot = from.indexOf('.');
        return Edge.of(from.substring(0, dot), from.substring(dot + 1), node, port);
    }
}
