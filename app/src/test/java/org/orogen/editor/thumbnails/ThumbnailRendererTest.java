package org.orogen.editor.thumbnails;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.awt.image.WritableRaster;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.ImageInputException;
import org.orogen.bake.ImageInputs;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.PortRef;
import org.orogen.graph.Position;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/** Bakes real thumbnails on the GL thread (llvmpipe on CI) from the real compiler's previews. */
class ThumbnailRendererTest {
    private static GlThread gl;
    private static ThumbnailRenderer renderer;
    private static final GraphCompiler COMPILER = GraphCompiler.standard();

    @BeforeAll
    static void start() {
        gl = GlThread.start("thumbnail-test-gl");
        renderer = new ThumbnailRenderer(gl);
    }

    @AfterAll
    static void stop() {
        renderer.close();
        gl.close();
    }

    private static Graph fbm(double scale) {
        return Graph.empty().withNode(Node.of("fbm", "fractal.fbm", Position.ORIGIN)
                .withParameter("scale", ParameterValue.of(scale)));
    }

    private static float[] render(Graph g) {
        CompiledProgram preview = COMPILER.compilePreview(g, new PortRef("fbm", "value"));
        assertTrue(!preview.hasErrors(), "preview compiles: " + preview.diagnostics());
        return renderer.render(preview, WorldExtent.DEFAULT).join();
    }

    /** A blurred node's thumbnail runs the pass plan (bake, two blur passes, final stage). */
    @Test
    void aBlurredNodeRendersThroughItsPassPlan() {
        Graph g = Graph.of(List.of(Node.of("n", "fractal.fbm").withParameter("amplitude",
                                new org.orogen.graph.ParameterValue.NumberValue(100)),
                        Node.of("b", "filter.blur").withParameter("radius",
                                new org.orogen.graph.ParameterValue.NumberValue(300))),
                List.of(org.orogen.graph.Edge.of("n", "value", "b", "height")),
                org.orogen.graph.GraphMetadata.EMPTY, 1, List.of());
        org.orogen.shader.CompiledPlan plan = COMPILER.compilePlan(g,
                org.orogen.shader.CompileOptions.DEFAULT.withPreview(new org.orogen.graph.PortRef("b", "value")));
        assertEquals(4, plan.stages().size());
        float[] blurred = renderer.render(plan, WorldExtent.DEFAULT,
                plan.stages().stream().map(s -> List.<org.orogen.bake.HeightmapImage>of()).toList()).join();
        float[] sharp = renderer.render(COMPILER.compilePreview(g, new org.orogen.graph.PortRef("n", "value")),
                WorldExtent.DEFAULT).join();
        assertTrue(spread(blurred) > 0 && spread(blurred) < 0.8 * spread(sharp),
                "blurring narrows the height spread: " + spread(blurred) + " vs " + spread(sharp));
    }

    private static double spread(float[] rgba) {
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        for (int i = 0; i < rgba.length; i += 4) {
            min = Math.min(min, rgba[i]);
            max = Math.max(max, rgba[i]);
        }
        return max - min;
    }

    /** A sphere graph's thumbnail is the whole planet as a world map: its left and right columns (180° W and E) agree. */
    @Test
    void aSphereGraphsThumbnailIsTheWholePlanet() {
        Graph planet = fbm(2_000_000).withMetadata(org.orogen.graph.GraphMetadata.EMPTY.withDomain(
                org.orogen.graph.Domain.sphere(org.orogen.graph.Domain.EARTH_RADIUS)));
        org.orogen.shader.CompiledPlan plan = COMPILER.compilePlan(planet,
                org.orogen.shader.CompileOptions.DEFAULT.withPreview(new PortRef("fbm", "value")));
        assertTrue(plan.domain().isSphere() && !plan.finalProgram().hasErrors(), plan.finalProgram().diagnostics()::toString);
        float[] rgba = renderer.render(plan, WorldExtent.DEFAULT, List.of(List.of())).join();
        assertTrue(spread(rgba) > 10, "continents vary: " + spread(rgba));
        int size = ThumbnailRenderer.SIZE;
        for (int row = 1; row < size - 1; row++) {
            float west = rgba[4 * (row * size)];
            float east = rgba[4 * (row * size + size - 1)];
            assertEquals(west, east, 1e-3 * Math.max(1, Math.abs(west)), "the 180° meridian, row " + row);
        }
    }

    @Test
    void aNoiseNodeGivesAVariedThumbnail() {
        float[] rgba = render(fbm(800));
        assertEquals(ThumbnailRenderer.SIZE * ThumbnailRenderer.SIZE * 4, rgba.length);
        Set<Float> values = new HashSet<>();
        for (int i = 0; i < rgba.length; i += 4) values.add(rgba[i]);
        assertTrue(values.size() > ThumbnailRenderer.SIZE * 10, "noise varies across the thumbnail: " + values.size());
        int[] argb = ThumbnailShading.shade(rgba, ThumbnailRenderer.SIZE, ThumbnailRenderer.SIZE, 4096.0 / 72);
        Set<Integer> shades = new HashSet<>();
        for (int p : argb) shades.add(p);
        assertTrue(shades.size() > 50, "the shaded image has many grey levels: " + shades.size());
    }

    @Test
    void aParameterChangeChangesTheThumbnailWithoutANewProgram() {
        CompiledProgram a = COMPILER.compilePreview(fbm(800), new PortRef("fbm", "value"));
        CompiledProgram b = COMPILER.compilePreview(fbm(200), new PortRef("fbm", "value"));
        assertEquals(a.structuralHash(), b.structuralHash(), "same structure: the cached program is reused");
        float[] first = renderer.render(a, WorldExtent.DEFAULT).join();
        float[] second = renderer.render(b, WorldExtent.DEFAULT).join();
        assertNotEquals(first[4 * 100], second[4 * 100], "the new scale uniform reached the shader");
    }

    @Test
    void aNodeDownstreamOfAHeightMapShowsTheImage(@TempDir Path folder) throws IOException, ImageInputException {
        // A 16-bit PNG at 3/4 of full scale everywhere, placed over the whole default extent.
        BufferedImage png = new BufferedImage(8, 8, BufferedImage.TYPE_USHORT_GRAY);
        WritableRaster raster = png.getRaster();
        for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 8; x++) {
                raster.setSample(x, y, 0, 49151);
            }
        }
        ImageIO.write(png, "png", folder.resolve("dem.png").toFile());
        Graph g = Graph.empty()
                .withNode(Node.of("map", "shape.heightmap", Position.ORIGIN)
                        .withParameter("file", ParameterValue.of("dem.png"))
                        .withParameter("minX", ParameterValue.of(0.0)).withParameter("minY", ParameterValue.of(0.0))
                        .withParameter("sizeX", ParameterValue.of(4096.0))
                        .withParameter("sizeY", ParameterValue.of(4096.0))
                        .withParameter("heightScale", ParameterValue.of(100.0))
                        .withParameter("heightOffset", ParameterValue.of(0.0)))
                .withNode(Node.of("twice", "combine.scale_offset", Position.ORIGIN)
                        .withParameter("scale", ParameterValue.of(2.0)))
                .withEdge(Edge.of("map", "height", "twice", "value"));
        CompiledProgram preview = COMPILER.compilePreview(g, new PortRef("twice", "result"));
        assertTrue(!preview.hasErrors(), "preview compiles: " + preview.diagnostics());
        float[] rgba = renderer.render(preview, WorldExtent.DEFAULT, ImageInputs.load(preview, folder)).join();
        float centre = rgba[4 * (36 * ThumbnailRenderer.SIZE + 36)];
        assertEquals(2 * 100 * 49151 / 65535.0, centre, 0.01, "the image reaches the downstream node's thumbnail");
        float[] unset = renderer.render(preview, WorldExtent.DEFAULT, List.of()).join();
        assertEquals(0f, unset[4 * (36 * ThumbnailRenderer.SIZE + 36)], "an unbound image reads zero");
    }

    @Test
    void thumbnailsUseTheGridVertexTexelSize() {
        // Position x: the last column samples the extent's east edge, as the export and preview do.
        Graph g = Graph.empty().withNode(Node.of("pos", "input.position", Position.ORIGIN));
        CompiledProgram preview = COMPILER.compilePreview(g, new PortRef("pos", "x"));
        WorldExtent extent = new WorldExtent(1000, -500, 7100, 7100);
        float[] rgba = renderer.render(preview, extent).join();
        assertEquals(1000, rgba[0], 1e-3);
        assertEquals(8100, rgba[4 * (ThumbnailRenderer.SIZE - 1)], 1e-2);
        assertEquals(7100.0 / (ThumbnailRenderer.SIZE - 1), GridBlock.spacing(7100, ThumbnailRenderer.SIZE));
    }
}
