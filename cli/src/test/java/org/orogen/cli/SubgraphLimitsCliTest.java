package org.orogen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.io.GraphFiles;
import org.orogen.shader.SubgraphFiles;

/** {@code orogen compile/validate/render} on shared subgraph files: budgets, their options, files outside the folder. */
class SubgraphLimitsCliTest {
    @TempDir
    Path dir;

    @Test
    void theFanOutChainCompilesSmallAndRenders() throws IOException {
        Path chain = SubgraphFiles.fanOutChain(dir, 14, false);
        CliTest.Run glsl = CliTest.run(CompileCommand::new, chain.toString());
        assertEquals(0, glsl.code(), glsl.err());
        assertTrue(glsl.out().length() < 100_000, glsl.out().length() + " characters");
        Path png = dir.resolve("chain.png");
        CliTest.Run render = CliTest.run(RenderCommand::new, chain.toString(), "--out", png.toString(), "--size", "96x64");
        assertEquals(0, render.code(), render.out() + render.err());
        assertTrue(Files.size(png) > 0);
    }

    @Test
    void overTheNodeBudgetIsRefusedBeforeAnyGpuWorkUnlessRaised() throws IOException {
        Path chain = SubgraphFiles.fanOutChain(dir, 14, true);
        CliTest.Run refused = CliTest.run(CompileCommand::new, chain.toString());
        assertEquals(ExitCodes.INVALID_GRAPH, refused.code(), refused.out());
        assertTrue(refused.err().contains("expands to 16384 nodes") && refused.err().contains("over the limit of 20000"),
                refused.err());
        CliTest.Run validate = CliTest.run(ValidateCommand::new, chain.toString());
        assertEquals(ExitCodes.INVALID_GRAPH, validate.code());
        assertTrue(validate.out().contains("subgraph-over-budget"), validate.out());
        assertFalse(validate.out().contains("unknown-port"), "no second error for the wires from it: " + validate.out());

        CliTest.Run trusted = CliTest.run(CompileCommand::new, chain.toString(), "--max-nodes", "100000");
        assertEquals(0, trusted.code(), trusted.err());
        assertTrue(trusted.out().length() < 100_000);
        CliTest.Run tight = CliTest.run(CompileCommand::new, chain.toString(), "--max-nodes", "100000",
                "--max-source-chars", "2000");
        assertEquals(ExitCodes.INVALID_GRAPH, tight.code());
        assertTrue(tight.err().contains("over the limit of 2000"), tight.err());
        assertEquals(ExitCodes.USAGE, CliTest.run(CompileCommand::new, chain.toString(), "--max-nodes", "0").code());
    }

    @Test
    void validateWarnsAboutSubgraphAndImagePathsOutsideTheGraphsFolder() throws IOException {
        Path library = Files.createDirectories(dir.resolve("library"));
        SubgraphFiles.manyUses(library, 1);
        Path project = Files.createDirectories(dir.resolve("work/terrain"));
        Graph g = Graph.of(List.of(Node.of("rock", "graph.subgraph").withParameter("path",
                                ParameterValue.of("../../library/rock.graph")),
                        Node.of("dem", "shape.heightmap").withParameter("file", ParameterValue.of("/tmp/elsewhere/dem.png")),
                        Node.of("sum", "combine.add"), Node.of("out", "output.height")),
                List.of(Edge.of("rock", "height", "sum", "a"), Edge.of("dem", "height", "sum", "b"),
                        Edge.of("sum", "result", "out", "input")), GraphMetadata.EMPTY, 1, List.of());
        Path file = project.resolve("main.graph");
        GraphFiles.save(file, g);
        CliTest.Run r = CliTest.run(ValidateCommand::new, file.toString());
        String rock = library.resolve("rock.graph").toAbsolutePath().normalize().toString();
        assertTrue(r.out().contains("path.outside-folder") && r.out().contains(rock), r.out());
        assertTrue(r.out().contains("/tmp/elsewhere/dem.png"), r.out());
        assertEquals(2, r.out().lines().filter(l -> l.contains("path.outside-folder")).count(), r.out());
    }
}
