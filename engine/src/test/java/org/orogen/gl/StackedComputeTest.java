package org.orogen.gl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Domain;
import org.orogen.graph.GraphMetadata;
import org.orogen.shader.CompiledProgram;

/**
 * {@link StackedCompute}'s checked edits of a generated compute source, and
 * {@link FieldEvaluator#evaluateStacked}: one dispatch for a batch of blocks, each block's rows in its
 * band of the tall outputs bit for bit what {@link FieldEvaluator#evaluate} gives the block alone.
 */
class StackedComputeTest {
    private static GlThread gl;

    @BeforeAll
    static void startGl() {
        gl = GlThread.start("stacked-compute-test-gl");
    }

    @AfterAll
    static void stopGl() {
        gl.close();
    }

    private static CompiledProgram planar() {
        return FieldEvaluatorBatchTest.masked(GraphMetadata.EMPTY, 1800);
    }

    @Test
    void theEditsTurnThePlacementIntoPerBlockGlobalsAndStackTheStores() {
        CompiledProgram program = planar();
        String original = program.computeSource();
        String stacked = StackedCompute.source(original, program.outputCount()).orElseThrow();
        assertFalse(stacked.contains(StackedCompute.ANCHOR_DECLARATION), stacked);
        assertFalse(stacked.contains(StackedCompute.ORIGIN_DECLARATION), stacked);
        assertTrue(stacked.contains("\nivec2 u_anchor;"), "u_anchor a plain global");
        assertTrue(stacked.contains("\nvec2 u_origin;"), "u_origin a plain global");
        assertTrue(stacked.contains("uniform vec2 u_texelSize;") && stacked.contains("uniform vec2 u_resolution;"),
                "texel size and resolution stay uniforms");
        assertTrue(stacked.contains("layout(std430, binding = " + StackedCompute.PLACEMENT_BINDING
                + ") readonly buffer OgnBlocks { ivec4 ogn_blocks[]; };"), stacked);
        int main = stacked.indexOf("void main() {\n");
        assertTrue(stacked.indexOf("u_anchor = ogn_block.xy;") > main
                && stacked.indexOf("u_origin = intBitsToFloat(ogn_block.zw);") > main, "placed at the start of main");
        assertEquals(2, program.outputCount());
        assertEquals(2, occurrences(stacked, ", pixel + ogn_stackRow, "), "both stores stacked");
        assertEquals(0, occurrences(stacked, ", pixel, "), "no store left at the block's own pixel");
        assertEquals(1, occurrences(stacked, StackedCompute.PIXEL), "the pixel line unchanged");
        assertEquals(1, occurrences(stacked, StackedCompute.POSITION), "the position arithmetic unchanged");
        // Everything else is the generated text, line for line.
        List<String> kept = new ArrayList<>(Arrays.asList(original.split("\n")));
        kept.removeIf(line -> line.contains("u_anchor;") || line.contains("u_origin;") || line.contains("imageStore("));
        List<String> stackedLines = Arrays.asList(stacked.split("\n"));
        assertTrue(stackedLines.containsAll(kept), "the rest of the source is untouched");
    }

    @Test
    void aSourceMissingAPatternHasNoStackedVariant() {
        CompiledProgram program = planar();
        String source = program.computeSource();
        int outputs = program.outputCount();
        assertTrue(StackedCompute.source(source, outputs).isPresent());
        for (String pattern : List.of(StackedCompute.ANCHOR_DECLARATION, StackedCompute.ORIGIN_DECLARATION,
                StackedCompute.PIXEL, StackedCompute.POSITION, "void main() {")) {
            assertTrue(StackedCompute.source(source.replace(pattern, "/* gone */"), outputs).isEmpty(), pattern);
        }
        assertTrue(StackedCompute.source(source.replace(", pixel, ", ", pixel.yx, "), outputs).isEmpty(),
                "stores somewhere else");
        assertTrue(StackedCompute.source(source, outputs + 1).isEmpty(), "a store short of the outputs");
        CompiledProgram planet = FieldEvaluatorBatchTest.masked(
                GraphMetadata.EMPTY.withDomain(Domain.sphere(Domain.EARTH_RADIUS)), 1800);
        assertTrue(StackedCompute.source(planet.computeSource(), planet.outputCount()).isEmpty(),
                "planets place pixels on the map: not stacked");
        gl.execute(context -> assertFalse(context.evaluator().stackable(planet))).join();
    }

    @Test
    void aStackedBatchEqualsEachBlockAloneInOneDispatch() {
        CompiledProgram program = planar();
        int width = 64;
        int rows = 32;
        // Far apart (each its own anchor and origin), one texel size, as an export's fixed blocks.
        List<GridBlock> blocks = List.of(new GridBlock(-2_500_000.5, 1_700_000.25, 3.5, 3.5, width, rows),
                new GridBlock(40.0, -12.0, 3.5, 3.5, width, rows),
                new GridBlock(9_000_123.0, -4_000_321.0, 3.5, 3.5, width, rows),
                new GridBlock(-2_500_000.5 + width * 3.5, 1_700_000.25, 3.5, 3.5, width, rows));
        gl.execute(context -> {
            FieldEvaluator evaluator = context.evaluator();
            assertTrue(evaluator.stackable(program), "llvmpipe runs the compute path and accepts the variant");
            List<Texture> tall = textures(context, program.outputCount(), width, rows * blocks.size());
            long barriers = evaluator.barriers();
            evaluator.evaluateStacked(program, blocks, FieldInputs.NONE, tall);
            assertEquals(1, evaluator.barriers() - barriers, "one barrier for the batch");
            List<float[]> stacked = tall.stream().map(Texture::download).toList();
            for (int b = 0; b < blocks.size(); b++) {
                List<Texture> alone = textures(context, program.outputCount(), width, rows);
                evaluator.evaluate(program, blocks.get(b), FieldInputs.NONE, alone);
                for (int o = 0; o < alone.size(); o++) {
                    float[] expected = alone.get(o).download();
                    float[] band = Arrays.copyOfRange(stacked.get(o), b * expected.length, (b + 1) * expected.length);
                    assertArrayEquals(bits(expected), bits(band), "block " + b + ", output " + o);
                }
                alone.forEach(Texture::close);
            }
            assertThrows(IllegalArgumentException.class, () -> evaluator.evaluateStacked(program,
                    List.of(blocks.get(0), new GridBlock(0, 0, 2.0, 2.0, width, rows)), FieldInputs.NONE, tall),
                    "blocks of another texel size cannot share the uniforms");
            assertThrows(IllegalArgumentException.class, () -> evaluator.evaluateStacked(program,
                    blocks, FieldInputs.NONE, tall.subList(0, 1)), "an output missing");
            tall.forEach(Texture::close);
        }).join();
    }

    private static List<Texture> textures(GlContext context, int count, int width, int height) {
        List<Texture> textures = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            textures.add(Texture.create(context, width, height, TextureFormat.RGBA32F));
        }
        return textures;
    }

    private static int occurrences(String text, String pattern) {
        return text.split(java.util.regex.Pattern.quote(pattern), -1).length - 1;
    }

    private static int[] bits(float[] values) {
        int[] bits = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            bits[i] = Float.floatToRawIntBits(values[i]);
        }
        return bits;
    }
}
