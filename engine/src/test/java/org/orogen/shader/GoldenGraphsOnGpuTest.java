package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.shader.library.NodeLibrary;

/** The compiler's golden test graphs link on the real driver and render finite, non-flat terrain. */
@ExtendWith(GlExtension.class)
class GoldenGraphsOnGpuTest {
    private static final Path GOLDEN = Path.of("../shader-compiler/src/test/resources/golden");
    private static GlThread gl;

    static Stream<Path> graphs() throws IOException {
        try (Stream<Path> files = Files.list(GOLDEN)) {
            return files.filter(f -> f.toString().endsWith(".graph")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("graphs")
    void rendersFiniteVaryingTerrain(Path file) throws BakeException {
        GraphLoader.OpenedGraph opened = new GraphLoader(NodeLibrary.standard().catalog()).open(file);
        CompiledProgram program = GraphCompiler.standard().compile(opened.graph().orElseThrow(),
                CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(opened.resolution())));
        assertFalse(program.hasErrors(), program.diagnostics()::toString);
        int size = 64;
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, program)) {
            SampleBand band = new SampleBand(size, GlFieldSampler.BLOCK_HEIGHT, sampler.maskNames());
            band.reset(0, size);
            sampler.sample(new SampleGrid(0, 0, 4096, 4096, size, size), band);
            float min = Float.MAX_VALUE;
            float max = -Float.MAX_VALUE;
            for (int i = 0; i < size * size; i++) {
                float h = band.height()[i];
                assertTrue(Float.isFinite(h) && Float.isFinite(band.gradX()[i]) && Float.isFinite(band.gradY()[i]),
                        file + ": non-finite pixel " + i);
                min = Math.min(min, h);
                max = Math.max(max, h);
                for (int m = 0; m < sampler.maskNames().size(); m++) {
                    float v = band.mask(m)[i];
                    assertTrue(v >= 0 && v <= 1, file + ": mask " + sampler.maskNames().get(m) + " = " + v);
                }
            }
            assertTrue(max - min > 1e-3, file + ": flat terrain " + min + ".." + max);
        }
    }
}
