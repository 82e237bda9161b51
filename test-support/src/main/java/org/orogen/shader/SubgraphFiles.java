package org.orogen.shader;

import java.io.IOException;
import java.nio.file.Path;
import org.orogen.graph.Graph;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.io.GraphFiles;

/**
 * Writes graphs made of subgraph files into a folder, for tests and benchmarks of subgraph
 * compilation: the fan-out chain of issue 16 and one file used many times with different overrides.
 */
public final class SubgraphFiles {
    private SubgraphFiles() {
    }

    /**
     * Writes {@code chain_0.graph} .. {@code chain_<levels>.graph}: each file but the last uses the
     * next one twice, so the top file holds 2^levels uses of the last, a gradient noise added to the
     * input {@code x}. With {@code distinct} the second use reads the first use's result (every use
     * differs: 2^levels evaluations); without, both read {@code x} and are combined with
     * {@code combine.max} (identical uses, one evaluation per level).
     *
     * @return the top file, {@code chain_0.graph}
     */
    public static Path fanOutChain(Path dir, int levels, boolean distinct) throws IOException {
        GraphFiles.save(dir.resolve("chain_" + levels + ".graph"), new TestGraph()
                .node("in", "graph.input").param("in", "name", ParameterValue.of("x"))
                .node("noise", "noise.gradient").param("noise", "scale", 900.0).param("noise", "amplitude", 100.0)
                .node("sum", "combine.add").node("out", "output.height")
                .wire("in.value", "sum.a").wire("noise.value", "sum.b").wire("sum.result", "out.input").build());
        for (int k = levels - 1; k >= 0; k--) {
            TestGraph g = new TestGraph().node("in", "graph.input").param("in", "name", ParameterValue.of("x"))
                    .node("a", "graph.subgraph").param("a", "path", ParameterValue.of("chain_" + (k + 1) + ".graph"))
                    .node("b", "graph.subgraph").param("b", "path", ParameterValue.of("chain_" + (k + 1) + ".graph"))
                    .node("out", "output.height").wire("in.value", "a.x");
            if (distinct) {
                g.wire("a.height", "b.x").wire("b.height", "out.input");
            } else {
                g.node("max", "combine.max").wire("in.value", "b.x").wire("a.height", "max.a")
                        .wire("b.height", "max.b").wire("max.result", "out.input");
            }
            GraphFiles.save(dir.resolve("chain_" + k + ".graph"), g.build());
        }
        return dir.resolve("chain_0.graph");
    }

    /**
     * Writes {@code rock.graph} (a gradient noise exposing {@code seed}, {@code scale} and
     * {@code amplitude}) and {@code many.graph}, which uses it {@code uses} times, each with its own
     * seed, scale and amplitude, and adds the results.
     *
     * @return {@code many.graph}
     */
    public static Path manyUses(Path dir, int uses) throws IOException {
        GraphFiles.save(dir.resolve("rock.graph"), new TestGraph().node("noise", "noise.gradient")
                .node("out", "output.height").wire("noise.value", "out.input")
                .expose("seed", "noise", "seed").expose("scale", "noise", "scale")
                .expose("amplitude", "noise", "amplitude").build());
        return sum(dir, "many.graph", "rock.graph", uses, (g, id, i) -> g
                .param(id, "seed", ParameterValue.of((long) (7 * i + 1)))
                .param(id, "scale", 300.0 + 37.0 * i).param(id, "amplitude", 5.0 + (i % 9)));
    }

    /**
     * Writes {@code hill.graph} (a cone exposing its centre, radius and height; cheap for a driver
     * to compile) and {@code hills.graph}, which uses it {@code uses} times, each somewhere else
     * with its own size, and adds the results.
     *
     * @return {@code hills.graph}
     */
    public static Path manyCheapUses(Path dir, int uses) throws IOException {
        GraphFiles.save(dir.resolve("hill.graph"), new TestGraph().node("cone", "shape.cone")
                .node("out", "output.height").wire("cone.result", "out.input")
                .expose("x", "cone", "centerX").expose("y", "cone", "centerY")
                .expose("radius", "cone", "radius").expose("height", "cone", "height").build());
        return sum(dir, "hills.graph", "hill.graph", uses, (g, id, i) -> g
                .param(id, "x", 41.0 * i % 4096).param(id, "y", 97.0 * i % 4096)
                .param(id, "radius", 300.0 + 13.0 * i).param(id, "height", 20.0 + i % 17));
    }

    /** How one use {@code i} (node {@code id}) is set. */
    @FunctionalInterface
    private interface Use {
        TestGraph set(TestGraph graph, String id, int i);
    }

    private static Path sum(Path dir, String name, String part, int uses, Use use) throws IOException {
        TestGraph g = new TestGraph().node("out", "output.height");
        String last = null;
        for (int i = 0; i < uses; i++) {
            String id = "rock" + i;
            use.set(g.node(id, "graph.subgraph").param(id, "path", ParameterValue.of(part)), id, i);
            if (last == null) {
                last = id + ".height";
            } else {
                String sum = "sum" + i;
                g.node(sum, "combine.add").wire(last, sum + ".a").wire(id + ".height", sum + ".b");
                last = sum + ".result";
            }
        }
        Graph graph = g.wire(last, "out.input").seed(12345).build();
        GraphFiles.save(dir.resolve(name), graph);
        return dir.resolve(name);
    }
}
