package org.orogen.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.bake.ImageInputException;
import org.orogen.bake.ImageInputs;
import org.orogen.gl.EvaluationPath;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;
import org.orogen.gl.Texture;
import org.orogen.graph.Graph;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.SubgraphSource;

/**
 * Every sample evaluates to bit-identical height, gradient and masks on the compute path and the
 * fragment path of the field evaluator (llvmpipe offers OpenGL 4.5, so CI runs both), over the
 * sample's whole extent at {@value #SIZE}².
 */
class EvaluationPathsTest {

    static final int SIZE = 257;
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static GlThread gl;

    @BeforeAll
    static void startGl() {
        gl = GlThread.start("evaluation-paths-test-gl");
    }

    @AfterAll
    static void stopGl() {
        gl.close();
    }

    static List<Path> samples() {
        return SampleFiles.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void computeAndFragmentAgreeBitForBit(Path file) throws ImageInputException {
        assertTrue(gl.info().atLeast(4, 3), "the test context offers compute shaders: " + gl.info().version());
        GraphLoader.OpenedGraph opened = new GraphLoader(COMPILER.library().catalog()).open(file);
        Graph graph = opened.graph().orElseThrow();
        CompiledProgram program = COMPILER.compile(graph,
                CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(opened.resolution())));
        assertFalse(program.hasErrors(), () -> file + ": " + program.diagnostics());
        FieldInputs inputs = FieldInputs.images(ImageInputs.load(program, file.toAbsolutePath().getParent()));
        // A planet's block: the first SIZE x SIZE pixels of its +X cube face.
        GridBlock block = graph.metadata().domain().isSphere()
                ? GridBlock.onPlanet(PlanetMap.cube(SIZE, CubeMapping.GNOMONIC), 0, 0, SIZE, SIZE)
                : GridBlock.covering(graph.metadata().extent(), SIZE, SIZE);
        List<float[]> fragment = gl.submit(context -> evaluate(context, EvaluationPath.FRAGMENT, program, block, inputs))
                .join();
        List<float[]> compute = gl.submit(context -> evaluate(context, EvaluationPath.COMPUTE, program, block, inputs))
                .join();
        assertEquals(program.outputCount(), compute.size());
        for (int output = 0; output < fragment.size(); output++) {
            float[] f = fragment.get(output);
            float[] c = compute.get(output);
            String what = output == 0 ? "height/gradient" : output > program.maskNames().size() ? "colour"
                    : "mask " + program.maskNames().get(output - 1);
            int differing = 0;
            int first = -1;
            for (int i = 0; i < f.length; i++) {
                if (Float.floatToRawIntBits(f[i]) != Float.floatToRawIntBits(c[i])) {
                    differing++;
                    first = first < 0 ? i : first;
                }
            }
            final int at = first;
            final int channels = f.length / (SIZE * SIZE); // 4, or 1 for a mask's value alone
            assertEquals(0, differing, () -> file.getFileName() + " " + what + ": " + " values differ, first at pixel "
                    + (at / channels % SIZE) + ", " + (at / channels / SIZE) + " channel " + (at % channels)
                    + ": fragment "
                    + f[at] + ", compute " + c[at]);
        }
        float[] height = fragment.getFirst();
        assertTrue(height[4 * (SIZE * SIZE / 2)] != height[4 * 3], file + ": a real terrain");
    }

    private static List<float[]> evaluate(GlContext context, EvaluationPath path, CompiledProgram program,
                                          GridBlock block, FieldInputs inputs) {
        List<Texture> outputs = FieldEvaluator.createOutputs(context, program, SIZE, SIZE);
        try (FieldEvaluator evaluator = new FieldEvaluator(context, 1, path)) {
            assertEquals(path, evaluator.program(program).path());
            evaluator.evaluate(program, block, inputs, outputs);
            List<float[]> values = new ArrayList<>();
            outputs.forEach(t -> values.add(t.download()));
            return values;
        } finally {
            outputs.forEach(Texture::close);
        }
    }
}
