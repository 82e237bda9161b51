package org.orogen.gl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.orogen.bake.SampleGrid;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.SourceMap;
import org.orogen.shader.pass.EmitPass;

/**
 * The field evaluator on a real context (llvmpipe has OpenGL 4.5, so both paths run): the program
 * cache, driver failures mapped to nodes and cached, both paths bit-identical, extra sampler inputs
 * as a pass plan's stages bind them, and the one texel size.
 */
class FieldEvaluatorTest {
    private static GlThread gl;

    @BeforeAll
    static void startGl() {
        gl = GlThread.start("field-evaluator-test-gl");
    }

    @AfterAll
    static void stopGl() {
        gl.close();
    }

    /** fBm hills with a slope mask of them. */
    private static Graph hillsWithSlope(double scale) {
        return hillsWithMask(scale, "mask.slope");
    }

    /** fBm hills with a mask of them of type {@code maskType} (a mask node with a height input and a mask output). */
    private static Graph hillsWithMask(double scale, String maskType) {
        Node hills = Node.of("hills", "fractal.fbm").withParameter("scale", new ParameterValue.NumberValue(scale))
                .withParameter("amplitude", new ParameterValue.NumberValue(300));
        Node steep = Node.of("steep", maskType);
        return Graph.of(List.of(hills, steep, Node.of("out", "output.height"),
                        Node.of("m", "output.mask").withParameter("name", new ParameterValue.TextValue("steep"))),
                List.of(Edge.of("hills", "value", "out", "input"), Edge.of("hills", "value", "steep", "height"),
                        Edge.of("steep", "mask", "m", "input")),
                GraphMetadata.EMPTY, 3, List.of());
    }

    private static CompiledProgram fbm(double scale) {
        CompiledProgram program = GraphCompiler.standard().compile(hillsWithSlope(scale));
        assertFalse(program.hasErrors(), program.diagnostics()::toString);
        return program;
    }

    /** Both sources with an undeclared identifier on the last line that belongs to {@code nodeId}. */
    static CompiledProgram brokenInNode(CompiledProgram program, String nodeId) {
        SourceMap.Range range = program.sourceMap().ranges().stream().filter(r -> r.nodeIds().contains(nodeId))
                .findFirst().orElseThrow();
        return new CompiledProgram(broken(program.fragmentSource(), range.lastLine()),
                broken(program.computeSource(), range.lastLine()), program.uniforms(), program.textures(),
                program.maskNames(), program.sourceMap(), program.diagnostics(), program.structuralHash() + "-broken");
    }

    private static String broken(String source, int line) {
        String[] lines = source.split("\n", -1);
        lines[line - 1] = lines[line - 1] + " float orogenBroken = undeclaredThing;";
        return String.join("\n", lines);
    }

    /** {@code program}'s outputs in their formats, {@code width × height} each. */
    static List<Texture> outputs(GlContext context, CompiledProgram program, int width, int height) {
        return FieldEvaluator.createOutputs(context, program, width, height);
    }

    @Test
    void aGraphsMaskIsAnR32FOutputAndAnRgbaTextureIsRefusedForIt() {
        CompiledProgram program = fbm(900);
        assertEquals(List.of(TextureFormat.RGBA32F, TextureFormat.R32F), FieldEvaluator.outputFormats(program));
        assertTrue(program.computeSource().contains("layout(r32f, binding = 1)"), "the mask is an r32f image");
        gl.execute(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context)) {
                List<Texture> wrong = List.of(Texture.create(context, 8, 8, TextureFormat.RGBA32F),
                        Texture.create(context, 8, 8, TextureFormat.RGBA32F));
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> evaluator.evaluate(
                        program, GridBlock.covering(WorldExtent.DEFAULT, 8, 8), FieldInputs.NONE, wrong));
                assertTrue(e.getMessage().contains("Output 1 must be a R32F texture"), e.getMessage());
                wrong.forEach(Texture::close);
            }
        }).join();
    }

    @Test
    void computeSourceHasTheFragmentSourcesLines() {
        CompiledProgram program = fbm(900);
        assertTrue(program.hasComputeSource());
        String[] fragment = program.fragmentSource().split("\n", -1);
        String[] compute = program.computeSource().split("\n", -1);
        assertEquals(fragment.length, compute.length, "one source map serves both");
        int differing = 0;
        for (int i = 0; i < fragment.length; i++) {
            differing += fragment[i].equals(compute[i]) ? 0 : 1;
        }
        // version, the define of float exact additions, work group, two outputs, the position line, two stores
        assertEquals(8, differing);
    }

    @Test
    void aParameterChangeReusesTheCachedProgram() {
        CompiledProgram a = fbm(900);
        CompiledProgram b = fbm(1500);
        assertEquals(a.structuralHash(), b.structuralHash());
        gl.execute(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context)) {
                assertSame(evaluator.program(a), evaluator.program(b), "one program for both parameter values");
                assertEquals(1, evaluator.programBuilds());
                List<Texture> out = outputs(context, a, 32, 32);
                GridBlock block = GridBlock.covering(WorldExtent.DEFAULT, 32, 32);
                evaluator.evaluate(a, block, FieldInputs.NONE, out);
                float[] first = out.getFirst().download();
                evaluator.evaluate(b, block, FieldInputs.NONE, out);
                float[] second = out.getFirst().download();
                assertNotEquals(first[4 * 100], second[4 * 100], "the new value reached the program");
                assertEquals(1, evaluator.programBuilds(), "no second build");
                out.forEach(Texture::close);
            }
        }).join();
    }

    /**
     * {@code prepare} builds every missing program in one go (compiles and links issued before any
     * status is read); {@code program} then finds them, and a broken one is left to {@code program},
     * which reports it on its node as before.
     */
    @Test
    void prepareBuildsMissingProgramsTogetherAndLeavesFailuresToProgram() {
        CompiledProgram a = fbm(900);
        CompiledProgram other = GraphCompiler.standard().compile(Graph.of(
                List.of(Node.of("n", "noise.value"), Node.of("out", "output.height")),
                List.of(Edge.of("n", "value", "out", "input")), GraphMetadata.EMPTY, 1, List.of()));
        CompiledProgram broken = brokenInNode(a, "hills");
        gl.execute(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context)) {
                assertEquals(EvaluationPath.COMPUTE, evaluator.path(), "llvmpipe has OpenGL 4.5");
                evaluator.prepare(List.of(a, other, a, broken));
                assertEquals(2, evaluator.programBuilds(), "the two good programs, each once");
                evaluator.program(a);
                evaluator.program(other);
                assertEquals(2, evaluator.programBuilds(), "found in the cache");
                FieldProgramException failure = assertThrows(FieldProgramException.class, () -> evaluator.program(broken));
                assertTrue(failure.diagnostics().stream().anyMatch(d -> d.nodeId().equals("hills")),
                        failure.diagnostics()::toString);
            }
        }).join();
    }

    @Test
    void aDriverFailureIsCachedWithDiagnosticsOnTheNode() {
        CompiledProgram broken = brokenInNode(fbm(900), "hills");
        gl.execute(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context)) {
                FieldProgramException first = assertThrows(FieldProgramException.class, () -> evaluator.program(broken));
                assertTrue(first.diagnostics().stream().anyMatch(d -> d.isError() && d.nodeId().equals("hills")),
                        "the error is on the node: " + first.diagnostics());
                assertTrue(first.getMessage().contains("rejected"), first.getMessage());
                FieldProgramException second = assertThrows(FieldProgramException.class,
                        () -> evaluator.evaluate(broken, GridBlock.covering(WorldExtent.DEFAULT, 8, 8),
                                FieldInputs.NONE, outputs(context, broken, 8, 8)));
                assertSame(first, second, "the failure is cached");
                assertEquals(1, evaluator.programBuilds(), "the driver is not asked twice");
            }
        }).join();
    }

    @Test
    void bothPathsAreBitIdenticalOffTheOrigin() {
        CompiledProgram program = fbm(700);
        // An odd block size (groups overhang it) far from the origin (non-zero anchor).
        GridBlock block = new GridBlock(1_234_567.25, -765_432.5, 3.5, 2.25, 37, 29);
        gl.execute(context -> {
            float[][] results = new float[4][];
            int k = 0;
            for (EvaluationPath path : EvaluationPath.values()) {
                try (FieldEvaluator evaluator = new FieldEvaluator(context, 4, path)) {
                    assertEquals(path, evaluator.program(program).path());
                    List<Texture> out = outputs(context, program, 40, 32);
                    evaluator.evaluate(program, block, FieldInputs.NONE, out);
                    results[k++] = out.get(0).download();
                    results[k++] = out.get(1).download();
                    out.forEach(Texture::close);
                }
            }
            float[] height = results[0];
            assertTrue(height[4 * 40 + 4] != 0f, "a real terrain");
            for (int r = 0; r < 2; r++) {
                int channels = results[r].length / (40 * 32); // the height RGBA, the mask its value alone
                assertEquals(r == 0 ? 4 : 1, channels);
                for (int j = 0; j < 32; j++) {
                    for (int i = 0; i < 40; i++) {
                        for (int c = 0; c < channels; c++) {
                            int at = channels * (j * 40 + i) + c;
                            assertEquals(Float.floatToRawIntBits(results[r][at]),
                                    Float.floatToRawIntBits(results[r + 2][at]),
                                    "output " + r + " pixel (" + i + ", " + j + ") channel " + c);
                        }
                    }
                }
            }
        }).join();
    }

    @Test
    void aBlockFromARowShadesOnlyThoseRowsWithTheWholeBlocksBits() {
        CompiledProgram program = fbm(650);
        // Odd sizes, a first row inside a work group, far from the origin.
        GridBlock whole = new GridBlock(-2_345_678.75, 876_543.5, 1.75, 3.25, 45, 37);
        int first = 11;
        GridBlock upper = whole.fromRow(first);
        assertEquals(whole.anchor(), upper.anchor(), "the same placement");
        assertThrows(IllegalArgumentException.class, () -> whole.fromRow(37), "past the block's rows");
        float sentinel = -12345.5f;
        gl.execute(context -> {
            for (EvaluationPath path : EvaluationPath.values()) {
                try (FieldEvaluator evaluator = new FieldEvaluator(context, 4, path)) {
                    List<Texture> all = outputs(context, program, 45, 37);
                    List<Texture> part = outputs(context, program, 45, 37);
                    for (Texture t : part) {
                        float[] filled = new float[t.floatCount()];
                        Arrays.fill(filled, sentinel);
                        t.upload(filled);
                    }
                    evaluator.evaluate(program, whole, FieldInputs.NONE, all);
                    evaluator.evaluate(program, upper, FieldInputs.NONE, part);
                    for (int o = 0; o < 2; o++) {
                        float[] expected = all.get(o).download();
                        float[] actual = part.get(o).download();
                        int channels = all.get(o).format().channels();
                        for (int j = 0; j < 37; j++) {
                            for (int i = 0; i < 45; i++) {
                                for (int c = 0; c < channels; c++) {
                                    int at = channels * (j * 45 + i) + c;
                                    String where = path + " output " + o + " pixel (" + i + ", " + j + ") channel " + c;
                                    if (j < first) {
                                        assertEquals(sentinel, actual[at], where + ": below the first row, not shaded");
                                    } else {
                                        assertEquals(Float.floatToRawIntBits(expected[at]),
                                                Float.floatToRawIntBits(actual[at]), where);
                                    }
                                }
                            }
                        }
                    }
                    all.forEach(Texture::close);
                    part.forEach(Texture::close);
                }
            }
        }).join();
    }

    @Test
    void extraTexturesAreBoundBySamplerName() {
        String fragment = """
                #version 330 core
                layout(location = 0) out vec4 o_height;
                uniform vec2 u_resolution;
                uniform sampler2D u_stage_x;
                void main() {
                    o_height = vec4(2.0 * texelFetch(u_stage_x, ivec2(gl_FragCoord.xy), 0).r, 0.0, 0.0, 0.0);
                }
                """;
        String compute = """
                #version 430 core
                layout(local_size_x = 8, local_size_y = 8) in;
                layout(rgba32f, binding = 0) uniform writeonly image2D o_height;
                uniform vec2 u_resolution;
                uniform sampler2D u_stage_x;
                void main() {
                    ivec2 pixel = ivec2(gl_GlobalInvocationID.xy); if (any(greaterThanEqual(vec2(pixel), u_resolution))) { return; }
                    imageStore(o_height, pixel, vec4(2.0 * texelFetch(u_stage_x, pixel, 0).r, 0.0, 0.0, 0.0));
                }
                """;
        float[] stage = new float[12 * 10];
        for (int i = 0; i < stage.length; i++) {
            stage[i] = i;
        }
        gl.execute(context -> {
            for (EvaluationPath path : EvaluationPath.values()) {
                CompiledProgram program = new CompiledProgram(fragment, compute, List.of(), List.of(), List.of(),
                        new SourceMap(List.of()), List.of(), "stage-" + path);
                try (FieldEvaluator evaluator = new FieldEvaluator(context, 4, path);
                     Texture input = Texture.create(context, 12, 10, TextureFormat.R32F)) {
                    input.upload(stage);
                    List<Texture> out = outputs(context, program, 12, 10);
                    evaluator.evaluate(program, new GridBlock(0, 0, 1, 1, 12, 10),
                            FieldInputs.NONE.withSampler("u_stage_x", input), out);
                    float[] result = out.getFirst().download();
                    float[] heights = new float[stage.length];
                    for (int i = 0; i < heights.length; i++) {
                        heights[i] = result[4 * i];
                    }
                    float[] expected = new float[stage.length];
                    for (int i = 0; i < expected.length; i++) {
                        expected[i] = 2 * stage[i];
                    }
                    assertArrayEquals(expected, heights, path.label());
                    out.forEach(Texture::close);
                }
            }
        }).join();
    }

    @Test
    void oneTexelSizeForEveryone() {
        WorldExtent extent = new WorldExtent(-300, 250, 5000, 2500);
        GridBlock block = GridBlock.covering(extent, 257, 129);
        SampleGrid export = new SampleGrid(-300, 250, 5000, 2500, 257, 129);
        assertEquals(export.spacingX(), block.texelX());
        assertEquals(export.spacingY(), block.texelY());
        assertEquals(4700, block.pixelX(256), 1e-9, "the last column is the east edge");
        assertEquals(2750, block.pixelY(128), 1e-9, "the last row is the north edge");
    }

    /**
     * On a software renderer (llvmpipe here) the compute variant of a stage that reads a baked field reads it
     * as an image, whether built on first use or by {@code prepare}; a stage without baked reads, and every
     * stage with {@code -Dorogen.gl.stageImages=samplers}, keeps samplers.
     */
    @Test
    void softwareRenderersReadBakedFieldsAsImages() {
        CompiledPlan plan = GraphCompiler.standard().compilePlan(hillsWithMask(900, "mask.curvature"),
                CompileOptions.DEFAULT);
        assertEquals(2, plan.stages().size(), "the curvature mask reads a baked terrain");
        CompiledProgram terrain = plan.stages().get(0).program();
        CompiledProgram masks = plan.stages().get(1).program();
        assertTrue(masks.computeSource().contains(EmitPass.STAGE_IMAGES_UNDEF));
        assertTrue(gl.info().software(), "this test expects llvmpipe: " + gl.info().renderer());
        gl.execute(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context)) {
                assertFalse(evaluator.program(terrain).stageImages(), "stage 0 reads no baked field");
                assertTrue(evaluator.program(masks).stageImages(), "the mask stage reads its terrain as an image");
            }
            try (FieldEvaluator evaluator = new FieldEvaluator(context)) {
                evaluator.prepare(List.of(terrain, masks));
                assertTrue(evaluator.contains(masks.structuralHash()));
                assertTrue(evaluator.program(masks).stageImages(), "prepared in parallel, the same choice");
            }
            String before = System.getProperty(FieldEvaluator.STAGE_IMAGES_PROPERTY);
            try {
                System.setProperty(FieldEvaluator.STAGE_IMAGES_PROPERTY, "samplers");
                try (FieldEvaluator evaluator = new FieldEvaluator(context)) {
                    assertFalse(evaluator.program(masks).stageImages(), "-D...=samplers keeps samplers");
                }
                System.setProperty(FieldEvaluator.STAGE_IMAGES_PROPERTY, "sometimes");
                IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class,
                        () -> new FieldEvaluator(context).close());
                assertTrue(wrong.getMessage().contains("auto (the default), images or samplers"), wrong.getMessage());
            } finally {
                if (before == null) {
                    System.clearProperty(FieldEvaluator.STAGE_IMAGES_PROPERTY);
                } else {
                    System.setProperty(FieldEvaluator.STAGE_IMAGES_PROPERTY, before);
                }
            }
        }).join();
    }

    @Test
    void theComputePropertyForcesTheFragmentPath() {
        String before = System.getProperty(EvaluationPath.COMPUTE_PROPERTY);
        try {
            System.setProperty(EvaluationPath.COMPUTE_PROPERTY, "false");
            assertEquals(EvaluationPath.FRAGMENT, EvaluationPath.forContext(gl.info()));
            System.setProperty(EvaluationPath.COMPUTE_PROPERTY, "true");
            assertEquals(gl.info().atLeast(4, 3) ? EvaluationPath.COMPUTE : EvaluationPath.FRAGMENT,
                    EvaluationPath.forContext(gl.info()));
        } finally {
            if (before == null) {
                System.clearProperty(EvaluationPath.COMPUTE_PROPERTY);
            } else {
                System.setProperty(EvaluationPath.COMPUTE_PROPERTY, before);
            }
        }
    }
}
