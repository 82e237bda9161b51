package org.orogen.editor.thumbnails;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import org.orogen.bake.HeightmapImage;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.FloatFramebuffer;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.graph.WorldExtent;
import org.orogen.bake.PlanRunner;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.simulation.SimulationMonitor;

/**
 * Bakes small previews of compiled programs through the GL thread's {@link FieldEvaluator}: the
 * same program cache, texel size (pixels on grid vertices, {@link GridBlock#covering}) and image
 * inputs as the preview and the export. A parameter change only uploads new values (no driver
 * compile), which keeps thumbnails live during slider drags. All GL work runs on the GL thread as
 * {@linkplain GlThread#submitBackground background} work, one thumbnail per turn, so the preview sharing
 * the thread never waits for more than the thumbnail being drawn; callers get futures and never wait on
 * the JavaFX thread.
 */
public final class ThumbnailRenderer implements AutoCloseable {
    /** Thumbnail size in pixels (square). */
    public static final int SIZE = 72;

    private final GlThread gl;
    private FloatFramebuffer framebuffer;

    public ThumbnailRenderer(GlThread gl) {
        this.gl = gl;
    }

    /** {@link #render(CompiledProgram, WorldExtent, List)} with every image input unset (reads zero). */
    public CompletableFuture<float[]> render(CompiledProgram compiled, WorldExtent extent) {
        return render(compiled, extent, List.of());
    }

    /**
     * Renders the program's height output over the extent (corner pixels on the extent's corners);
     * completes with SIZE*SIZE*4 floats (rows bottom-up). Completes exceptionally with a
     * {@link org.orogen.gl.FieldProgramException} (diagnostics on the nodes) when the driver
     * rejects the program.
     *
     * @param images the program's image inputs, one per texture binding (null = unset)
     */
    public CompletableFuture<float[]> render(CompiledProgram compiled, WorldExtent extent, List<HeightmapImage> images) {
        return render(CompiledPlan.of(compiled), extent, List.of(images));
    }

    /**
     * Renders a pass plan's height output (per-node previews of nodes behind a slope mask, a blur or
     * a cache read baked stages instead of evaluating their source per tap).
     *
     * @param images each stage's image inputs, one per texture binding of its program (null = unset)
     */
    public CompletableFuture<float[]> render(CompiledPlan plan, WorldExtent extent, List<List<HeightmapImage>> images) {
        return render(plan, extent, images, () -> false);
    }

    /**
     * As above; a simulation upstream stops (the future fails with a
     * {@link org.orogen.simulation.SimulationCancelledException}) once {@code stale} says the thumbnail is
     * no longer wanted (a newer edit, the window closing).
     */
    public CompletableFuture<float[]> render(CompiledPlan plan, WorldExtent extent, List<List<HeightmapImage>> images,
                                             BooleanSupplier stale) {
        return gl.submitBackground(context -> draw(context, plan, extent, images, stale));
    }

    private float[] draw(GlContext context, CompiledPlan plan, WorldExtent extent, List<List<HeightmapImage>> images,
                         BooleanSupplier stale) {
        CompiledProgram compiled = plan.finalProgram();
        List<TextureFormat> formats = FieldEvaluator.outputFormats(compiled);
        if (framebuffer == null || !framebuffer.formats().equals(formats)) {
            if (framebuffer != null) {
                framebuffer.close();
            }
            framebuffer = FloatFramebuffer.create(context, SIZE, SIZE, formats);
        }
        List<Texture> textures = new ArrayList<>();
        for (int i = 0; i < formats.size(); i++) {
            textures.add(framebuffer.attachment(i));
        }
        GridBlock block = block(plan, extent);
        if (plan.isSingleProgram()) {
            context.evaluator().evaluate(compiled, block, FieldInputs.images(images.getFirst()), textures);
        } else {
            try (PlanRunner runner = new PlanRunner(plan, images.stream().map(FieldInputs::images).toList(), null)) {
                runner.monitor(new SimulationMonitor() {
                    @Override
                    public void progress(double fraction, String message) {
                    }

                    @Override
                    public boolean cancelled() {
                        return stale.getAsBoolean();
                    }
                }).run(context, block, textures);
            }
        }
        // glGetTexImage, not glReadPixels: the latter is a slow path on NVIDIA for compute-written textures.
        return framebuffer.attachment(0).download();
    }

    /**
     * The pixels a thumbnail shows: the extent on a plane; on a sphere the whole planet as an
     * equirectangular map (longitude across, latitude up), squeezed into the square.
     */
    static GridBlock block(CompiledPlan plan, WorldExtent extent) {
        return plan.domain().isSphere()
                ? GridBlock.onPlanet(org.orogen.shader.planet.PlanetMap.equirectangular(SIZE, SIZE), 0, 0, SIZE, SIZE)
                : GridBlock.covering(extent, SIZE, SIZE);
    }

    /** Metres between neighbouring thumbnail pixels (on a sphere: along the equator), for the hill shading. */
    static double spacing(org.orogen.graph.GraphMetadata metadata) {
        return metadata.domain().isSphere() ? 2 * Math.PI * metadata.domain().radius() / (SIZE - 1)
                : GridBlock.spacing(metadata.extent().width(), SIZE);
    }

    @Override
    public void close() {
        gl.execute(context -> {
            if (framebuffer != null) {
                framebuffer.close();
                framebuffer = null;
            }
        });
    }
}
