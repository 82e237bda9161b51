package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Graph;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.shader.library.NodeLibrary;

/**
 * Subgraphs compiled into functions give the same pixels as inlining them, and the 2^14 fan-out
 * chain links and renders on the real driver.
 */
@ExtendWith(GlExtension.class)
class SubgraphFunctionsOnGpuTest {
    private static final int SIZE = 48;
    private static GlThread gl;

    @TempDir
    Path dir;

    private static SampleBand render(CompiledProgram program) throws BakeException {
        assertFalse(program.hasErrors(), program.diagnostics()::toString);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, program)) {
            SampleBand band = new SampleBand(SIZE, GlFieldSampler.BLOCK_HEIGHT, sampler.maskNames());
            band.reset(0, SIZE);
            sampler.sample(new SampleGrid(0, 0, 4096, 4096, SIZE, SIZE), band);
            return band;
        }
    }

    private static CompileOptions options(GraphLoader.OpenedGraph opened) {
        return CompileOptions.DEFAULT.withBudget(new CompileBudget(CompileBudget.DEFAULT_MAX_NODES,
                CompileBudget.DEFAULT_MAX_SOURCE_CHARS)).withSubgraphs(SubgraphSource.of(opened.resolution()));
    }

    /** Renders the graph with its subgraphs as functions and inlined; the pixels must be equal. */
    private void assertSamePixelsAsInlined(Path file, String function) throws BakeException {
        GraphLoader.OpenedGraph opened = new GraphLoader(NodeLibrary.standard().catalog()).open(file);
        Graph graph = opened.graph().orElseThrow();
        CompiledProgram functions = GraphCompiler.standard().compile(graph, options(opened));
        CompiledProgram inlined = GraphCompiler.standard().compile(graph, options(opened).withInlinedSubgraphs());
        assertTrue(functions.fragmentSource().contains("void " + function + "("));
        assertFalse(inlined.fragmentSource().contains("void " + function + "("));
        SampleBand reference = render(inlined);
        SampleBand actual = render(functions);
        assertArrayEquals(reference.height(), actual.height(), "heights");
        assertArrayEquals(reference.gradX(), actual.gradX(), "x gradients");
        assertArrayEquals(reference.gradY(), actual.gradY(), "y gradients");
        float min = Float.MAX_VALUE;
        float max = -Float.MAX_VALUE;
        for (float h : actual.height()) {
            min = Math.min(min, h);
            max = Math.max(max, h);
        }
        assertTrue(max - min > 1, "the uses vary the terrain: " + min + ".." + max);
    }

    @Test
    void aFileUsedAHundredTimesWithOwnOverridesGivesTheInlinedPixels() throws IOException, BakeException {
        assertSamePixelsAsInlined(SubgraphFiles.manyCheapUses(dir, 100), "g_hill");
    }

    @Test
    void eachUsesOwnSeedGivesTheInlinedPixels() throws IOException, BakeException {
        // Gradient noise takes the driver about a second per copy to compile on llvmpipe: a few uses.
        assertSamePixelsAsInlined(SubgraphFiles.manyUses(dir, 6), "g_rock");
    }

    @Test
    void theFanOutChainRendersFromASmallProgram() throws IOException, BakeException {
        GraphLoader.OpenedGraph opened = new GraphLoader(NodeLibrary.standard().catalog())
                .open(SubgraphFiles.fanOutChain(dir, 14, false));
        CompiledProgram program = GraphCompiler.standard().compile(opened.graph().orElseThrow(), options(opened));
        assertTrue(program.fragmentSource().length() < 100_000, program.fragmentSource().length() + " characters");
        SampleBand band = render(program);
        float min = Float.MAX_VALUE;
        float max = -Float.MAX_VALUE;
        for (int i = 0; i < SIZE * SIZE; i++) {
            assertTrue(Float.isFinite(band.height()[i]), "pixel " + i);
            min = Math.min(min, band.height()[i]);
            max = Math.max(max, band.height()[i]);
        }
        assertTrue(max - min > 1e-3, "flat terrain " + min + ".." + max);
    }
}
