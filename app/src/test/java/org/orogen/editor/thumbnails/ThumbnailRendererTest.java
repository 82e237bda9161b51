package org.orogen.editor.thumbnails;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.orogen.gl.GlThread;
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
    private static ThumbnailRenderer renderer;
    private static final GraphCompiler COMPILER = GraphCompiler.standard();

    @BeforeAll
    static void start() {
        renderer = new ThumbnailRenderer(GlThread.start("thumbnail-test-gl"));
    }

    @AfterAll
    static void stop() {
        renderer.close();
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
}
