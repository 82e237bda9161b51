package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.graph.Graph;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.shader.library.NodeLibrary;

/**
 * Golden GLSL: every {@code .graph} in {@code src/test/resources/golden/} and in the
 * {@code samples} module's root compiles without diagnostics to exactly the GLSL stored next to
 * it ({@code golden/<name>.glsl}, {@code golden/samples/<name>.glsl}). The goldens pin what the
 * compiler generates (outputs, uniforms, prototypes, sampled-source functions, main); the text
 * of library blocks (helpers, node functions, template instances) is elided to its header, so
 * editing a node's GLSL does not invalidate every golden (the GPU tests run that code). A new graph, or an
 * intended change of the generated code, is recorded by running the test with
 * {@code -Dorogen.golden.update=true} and reviewing the diff.
 */
class GoldenGlslTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final Path SAMPLES = Path.of("../samples");
    private static final boolean UPDATE = Boolean.getBoolean("orogen.golden.update");

    static Stream<Arguments> graphs() throws IOException {
        List<Arguments> cases = new ArrayList<>();
        add(cases, GOLDEN, GOLDEN);
        add(cases, SAMPLES, GOLDEN.resolve("samples"));
        return cases.stream();
    }

    private static void add(List<Arguments> cases, Path folder, Path expected) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> files = Files.list(folder)) {
            files.filter(f -> f.getFileName().toString().endsWith(".graph")).sorted().forEach(f -> {
                String name = f.getFileName().toString().replaceFirst("\\.graph$", "");
                cases.add(Arguments.of(folder.getFileName() + "/" + name, f, expected.resolve(name + ".glsl")));
            });
        }
    }

    /** Keeps each library block's opening and closing marker lines and drops its body. */
    static String elideLibraryBlocks(String source) {
        StringBuilder out = new StringBuilder();
        boolean inBlock = false;
        for (String line : source.split("\n", -1)) {
            if (line.startsWith(org.orogen.shader.pass.EmitPass.END)) {
                inBlock = false;
                out.append("// ... library text elided ...\n");
            } else if (inBlock) {
                continue;
            } else if (line.startsWith("// ---- helper ") || line.startsWith("// ---- node ")) {
                inBlock = true;
            }
            out.append(line).append('\n');
        }
        return out.substring(0, out.length() - 1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("graphs")
    void compilesToTheGoldenGlsl(String name, Path graphFile, Path expectedFile) throws IOException {
        GraphLoader.OpenedGraph opened = new GraphLoader(NodeLibrary.standard().catalog()).open(graphFile);
        assertTrue(opened.graph().isPresent(), () -> graphFile + " does not open: " + opened.diagnostics());
        Graph graph = opened.graph().get();
        CompiledProgram program = GraphCompiler.standard().compile(graph,
                CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(opened.resolution())));
        assertFalse(program.hasErrors(), () -> name + ": " + program.diagnostics());
        String generated = elideLibraryBlocks(program.fragmentSource());
        assertEquals(program.fragmentSource(), GraphCompiler.standard().compile(graph,
                CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(opened.resolution()))).fragmentSource(),
                "compiling twice must give byte-identical GLSL");
        if (UPDATE) {
            Files.createDirectories(expectedFile.getParent());
            Files.writeString(expectedFile, generated, StandardCharsets.UTF_8);
            return;
        }
        if (!Files.exists(expectedFile)) {
            fail("no golden GLSL for " + graphFile + "; create " + expectedFile
                    + " by running this test with -Dorogen.golden.update=true, then review and commit it");
        }
        assertEquals(Files.readString(expectedFile, StandardCharsets.UTF_8), generated,
                () -> name + ": generated GLSL differs from " + expectedFile + " (if intended, update with "
                        + "-Dorogen.golden.update=true and review the diff)");
    }
}
