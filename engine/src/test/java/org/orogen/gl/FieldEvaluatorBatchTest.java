package org.orogen.gl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Domain;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.measure.FloatBits;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.SourceMap;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;

/**
 * {@link FieldEvaluator#evaluateBatch}: set up once, many blocks, one barrier, and every block's
 * outputs bit for bit what {@link FieldEvaluator#evaluate} gives it alone, on both evaluation paths:
 * no block's placement (anchor, origin, texel size, resolution, planet map) or inputs leak into the next.
 */
class FieldEvaluatorBatchTest {
    private static GlThread gl;

    @BeforeAll
    static void startGl() {
        gl = GlThread.start("field-evaluator-batch-test-gl");
    }

    @AfterAll
    static void stopGl() {
        gl.close();
    }

    /** fBm with a slope mask over {@code metadata}'s domain: a height and a mask output. */
    private static CompiledProgram masked(GraphMetadata metadata, double scale) {
        Node hills = Node.of("hills", "fractal.fbm").withParameter("scale", new ParameterValue.NumberValue(scale))
                .withParameter("amplitude", new ParameterValue.NumberValue(900));
        Graph graph = Graph.of(List.of(hills, Node.of("steep", "mask.slope"), Node.of("out", "output.height"),
                        Node.of("m", "output.mask").withParameter("name", new ParameterValue.TextValue("steep"))),
                List.of(Edge.of("hills", "value", "out", "input"), Edge.of("hills", "value", "steep", "height"),
                        Edge.of("steep", "mask", "m", "input")),
                metadata, 5, List.of());
        CompiledProgram program = GraphCompiler.standard().compile(graph);
        assertFalse(program.hasErrors(), program.diagnostics()::toString);
        assertEquals(2, program.outputCount(), "height and one mask");
        return program;
    }

    /** Blocks of different sizes, far apart (each its own anchor) and with different texel sizes. */
    private static List<GridBlock> flatBlocks() {
        return List.of(new GridBlock(-2_500_000.5, 1_700_000.25, 3.5, 3.5, 64, 32),
                new GridBlock(40.0, -12.0, 2.0, 2.0, 37, 19),
                new GridBlock(9_000_123.0, -4_000_321.0, 7.25, 5.5, 64, 32),
                new GridBlock(-2_500_000.5 + 64 * 3.5, 1_700_000.25, 3.5, 3.5, 50, 32));
    }

    /** Blocks of two planet maps: cube faces of either mapping and an equirectangular map. */
    private static List<GridBlock> planetBlocks() {
        PlanetMap gnomonic = PlanetMap.cube(64, CubeMapping.GNOMONIC);
        PlanetMap uniform = PlanetMap.cube(64, CubeMapping.UNIFORM);
        PlanetMap flat = PlanetMap.equirectangular(256, 128);
        return List.of(GridBlock.onPlanet(gnomonic, 64, 0, 64, 32),
                GridBlock.onPlanet(uniform, 64, 0, 64, 32),
                GridBlock.onPlanet(flat, 100, 40, 48, 32),
                GridBlock.onPlanet(gnomonic, 3 * 64, 32, 64, 32));
    }

    /** Each block alone (fresh textures), then all in one batch; returns {alone, batched} outputs' downloads. */
    private static List<List<float[]>> aloneAndBatched(FieldEvaluator evaluator, GlContext context,
                                                       CompiledProgram program, List<GridBlock> blocks,
                                                       List<FieldInputs> inputs) {
        List<float[]> alone = new ArrayList<>();
        for (int b = 0; b < blocks.size(); b++) {
            List<Texture> out = FieldEvaluatorTest.outputs(context, program, 64, 32);
            evaluator.evaluate(program, blocks.get(b), inputs.get(b), out);
            out.forEach(t -> alone.add(t.download()));
            out.forEach(Texture::close);
        }
        List<List<Texture>> batchOutputs = new ArrayList<>();
        for (int b = 0; b < blocks.size(); b++) {
            batchOutputs.add(FieldEvaluatorTest.outputs(context, program, 64, 32));
        }
        long barriers = evaluator.barriers();
        evaluator.evaluateBatch(program, blocks, inputs, batchOutputs);
        long issued = evaluator.barriers() - barriers;
        assertEquals(evaluator.path() == EvaluationPath.COMPUTE ? 1 : 0, issued, "one barrier for the batch");
        List<float[]> batched = new ArrayList<>();
        batchOutputs.forEach(out -> out.forEach(t -> batched.add(t.download())));
        batchOutputs.forEach(out -> out.forEach(Texture::close));
        return List.of(alone, batched);
    }

    private static void assertSameBits(List<List<float[]>> aloneAndBatched, String what) {
        List<float[]> alone = aloneAndBatched.get(0);
        List<float[]> batched = aloneAndBatched.get(1);
        assertEquals(alone.size(), batched.size());
        for (int i = 0; i < alone.size(); i++) {
            assertArrayEquals(FloatBits.of(alone.get(i)), FloatBits.of(batched.get(i)), what + ": output texture " + i);
        }
    }


    @Test
    void aBatchOfFarApartBlocksWithAMaskEqualsEachBlockAlone() {
        CompiledProgram program = masked(GraphMetadata.EMPTY, 1800);
        List<GridBlock> blocks = flatBlocks();
        gl.execute(context -> {
            for (EvaluationPath path : EvaluationPath.values()) {
                try (FieldEvaluator evaluator = new FieldEvaluator(context, 4, path)) {
                    List<List<float[]>> results = aloneAndBatched(evaluator, context, program, blocks,
                            Collections.nCopies(blocks.size(), FieldInputs.NONE));
                    assertSameBits(results, "flat blocks, " + path.label());
                    float[] first = results.get(0).get(0);
                    float[] third = results.get(0).get(4);
                    assertFalse(Arrays.equals(first, third), "blocks at other places hold other heights");
                    assertTrue(Arrays.stream(FloatBits.of(results.get(0).get(1))).anyMatch(b -> b != 0),
                            "the mask output is written");
                }
            }
        }).join();
    }

    @Test
    void aBatchOverTwoPlanetMapsEqualsEachBlockAlone() {
        CompiledProgram program = masked(GraphMetadata.EMPTY.withDomain(Domain.sphere(Domain.EARTH_RADIUS)),
                600_000);
        assertEquals(Domain.Kind.SPHERE, program.domain().kind());
        List<GridBlock> blocks = planetBlocks();
        gl.execute(context -> {
            for (EvaluationPath path : EvaluationPath.values()) {
                try (FieldEvaluator evaluator = new FieldEvaluator(context, 4, path)) {
                    List<List<float[]>> results = aloneAndBatched(evaluator, context, program, blocks,
                            Collections.nCopies(blocks.size(), FieldInputs.NONE));
                    assertSameBits(results, "planet blocks, " + path.label());
                    assertFalse(Arrays.equals(results.get(0).get(0), results.get(0).get(2)),
                            "the same face under another mapping holds other heights");
                }
            }
        }).join();
    }

    @Test
    void eachBlockOfABatchReadsItsOwnSamplerInput() {
        String fragment = """
                #version 330 core
                uniform sampler2D u_stage_x;
                layout(location = 0) out vec4 o_height;
                void main() {
                    o_height = vec4(texelFetch(u_stage_x, ivec2(gl_FragCoord.xy), 0).r + 1.0, 0.0, 0.0, 0.0);
                }
                """;
        String compute = """
                #version 430 core
                layout(local_size_x = 8, local_size_y = 8) in;
                layout(rgba32f, binding = 0) writeonly uniform image2D o_height;
                uniform vec2 u_resolution;
                uniform sampler2D u_stage_x;
                void main() {
                    ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
                    if (any(greaterThanEqual(vec2(pixel), u_resolution))) { return; }
                    imageStore(o_height, pixel, vec4(texelFetch(u_stage_x, pixel, 0).r + 1.0, 0.0, 0.0, 0.0));
                }
                """;
        gl.execute(context -> {
            for (EvaluationPath path : EvaluationPath.values()) {
                CompiledProgram program = new CompiledProgram(fragment, compute, List.of(), List.of(), List.of(),
                        new SourceMap(List.of()), List.of(), "batch-stage-" + path);
                List<Texture> stages = new ArrayList<>();
                List<FieldInputs> inputs = new ArrayList<>();
                List<GridBlock> blocks = new ArrayList<>();
                for (int b = 0; b < 3; b++) {
                    Texture stage = Texture.create(context, 64, 32, TextureFormat.R32F);
                    float[] values = new float[64 * 32];
                    Arrays.fill(values, 10f * (b + 1));
                    stage.upload(values);
                    stages.add(stage);
                    inputs.add(FieldInputs.NONE.withSampler("u_stage_x", stage));
                    blocks.add(new GridBlock(b * 100.0, 0, 1, 1, 64, 32));
                }
                try (FieldEvaluator evaluator = new FieldEvaluator(context, 4, path)) {
                    List<List<float[]>> results = aloneAndBatched(evaluator, context, program, blocks, inputs);
                    assertSameBits(results, "sampler inputs, " + path.label());
                    for (int b = 0; b < 3; b++) {
                        assertEquals(10f * (b + 1) + 1f, results.get(1).get(b)[0],
                                "block " + b + " reads its own input");
                    }
                    assertNotEquals(results.get(1).get(0)[0], results.get(1).get(2)[0]);
                } finally {
                    stages.forEach(Texture::close);
                }
            }
        }).join();
    }

    @Test
    void aBatchNeedsInputsAndOutputsForEveryBlock() {
        CompiledProgram program = masked(GraphMetadata.EMPTY, 1800);
        gl.execute(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context)) {
                List<Texture> out = FieldEvaluatorTest.outputs(context, program, 64, 32);
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                        () -> evaluator.evaluateBatch(program, flatBlocks(), FieldInputs.NONE, List.of(out)));
                assertTrue(e.getMessage().contains("4 blocks") && e.getMessage().contains("1 output lists"),
                        e.getMessage());
                out.forEach(Texture::close);
            }
        }).join();
    }
}
