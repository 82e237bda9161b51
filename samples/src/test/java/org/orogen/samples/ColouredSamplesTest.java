package org.orogen.samples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.preview.HeadlessRender;
import org.orogen.preview.PreviewQuality;
import org.orogen.preview.PreviewStyle;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.SubgraphSource;

/**
 * The samples with a colour output: at least four, and a picture of one shows its colour, not the
 * mask tint it would get without one, the same picture on every run.
 */
@ExtendWith(GlExtension.class)
class ColouredSamplesTest {

    private static final PreviewQuality QUALITY = new PreviewQuality(256, 128, 4, 16);
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static GlThread gl;

    private static Graph open(Path file) {
        return new GraphLoader(COMPILER.library().catalog()).open(file).graph().orElseThrow();
    }

    private static BufferedImage render(Graph graph) {
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.NONE));
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        List<List<org.orogen.bake.HeightmapImage>> images = plan.stages().stream()
                .map(s -> List.<org.orogen.bake.HeightmapImage>of()).toList();
        return HeadlessRender.render(gl, plan, images, graph.metadata().extent(), null, PreviewStyle.DEFAULT,
                240, 160, QUALITY).image();
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }

    /**
     * A coloured sample split into many small stages (a small stage budget, what a big graph gets) bakes
     * the colour and height of its usual plan: the colour read from an earlier stage reaches the output.
     * To rounding, not bit for bit: a stage boundary stops the driver fusing a multiply into the next add.
     */
    @Test
    void aColouredSampleSplitIntoSmallStagesBakesItsColour() throws BakeException {
        for (String name : List.of("canyon_mesas", "volcanic_island")) {
            Path file = SampleFiles.FOLDER.resolve(name + ".graph");
            CompiledSample usual = CompiledSample.of(file);
            CompiledSample split = CompiledSample.of(file, 8);
            assertTrue(split.plan().stages().size() > usual.plan().stages().size(),
                    name + ": " + split.plan().stages().size() + " stages against " + usual.plan().stages().size());
            SampleGrid grid = usual.grid(65, 65);
            SampleBand a = bake(usual, grid);
            SampleBand b = bake(split, grid);
            assertTrue(a.hasColour() && b.hasColour(), name + " bakes a colour");
            assertClose(name + " height", a.height(), b.height(), 1e-4f);
            for (int c = 0; c < 3; c++) {
                assertClose(name + " colour " + c, a.colour(c), b.colour(c), 1e-4f);
            }
        }
    }

    private static SampleBand bake(CompiledSample sample, SampleGrid grid) throws BakeException {
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, sample.plan(), sample.folder())) {
            SampleBand band = SampleBand.of(sampler, grid.width(), grid.height());
            band.reset(0, grid.height());
            sampler.sample(grid, band);
            return band;
        }
    }

    /** Within {@code relative} of the largest magnitude in {@code expected}, and not constant. */
    private static void assertClose(String what, float[] expected, float[] actual, float relative) {
        float scale = 0;
        float min = Float.POSITIVE_INFINITY;
        float max = Float.NEGATIVE_INFINITY;
        for (float v : expected) {
            scale = Math.max(scale, Math.abs(v));
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        assertTrue(max > min, what + " varies");
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], actual[i], relative * scale, what + " at " + i);
        }
    }

    @Test
    void atLeastFourSamplesHaveAColourOutput() {
        long coloured = SampleFiles.all().stream()
                .filter(f -> !open(f).nodesOfType(ModelNodeTypes.OUTPUT_COLOUR).isEmpty()).count();
        assertTrue(coloured >= 4, coloured + " samples have a colour output");
    }

    @Test
    void colourShowsInsteadOfTheMaskTintAndIsStableRunToRun() {
        Graph alps = open(SampleFiles.FOLDER.resolve("swiss_alps.graph"));
        assertEquals(1, alps.nodesOfType(ModelNodeTypes.OUTPUT_COLOUR).size());
        int[] coloured = pixels(render(alps));
        assertArrayEquals(coloured, pixels(render(alps)), "the same graph renders the same picture");
        Set<String> colourOutput = Set.of(alps.nodesOfType(ModelNodeTypes.OUTPUT_COLOUR).getFirst().id());
        int[] tinted = pixels(render(alps.withoutNodes(colourOutput)));
        long differing = 0;
        long greenerWithColour = 0;
        for (int i = 0; i < coloured.length; i++) {
            int a = coloured[i];
            int b = tinted[i];
            int diff = Math.abs(((a >> 16) & 0xFF) - ((b >> 16) & 0xFF)) + Math.abs(((a >> 8) & 0xFF) - ((b >> 8) & 0xFF))
                    + Math.abs((a & 0xFF) - (b & 0xFF));
            if (diff > 9) {
                differing++;
                // The sample's colour paints its meadows green where the tint is grey-brown.
                if (((a >> 8) & 0xFF) - ((a >> 16) & 0xFF) > ((b >> 8) & 0xFF) - ((b >> 16) & 0xFF)) {
                    greenerWithColour++;
                }
            }
        }
        assertTrue(differing > coloured.length / 20, differing + " of " + coloured.length + " pixels differ");
        assertTrue(greenerWithColour > differing / 3, greenerWithColour + " of " + differing + " are greener");
        for (Node n : alps.nodesOfType(ModelNodeTypes.OUTPUT_MASK)) {
            assertFalse(colourOutput.contains(n.id()), "the masks stay: only the colour output was removed");
        }
    }
}
