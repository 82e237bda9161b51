package org.orogen.preview;

import java.util.List;
import org.orogen.bake.HeightmapImage;
import org.orogen.gl.FieldProgramException;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.simulation.SimulationCancelledException;
import org.orogen.simulation.SimulationMonitor;

import org.lwjgl.system.MemoryUtil;
import org.orogen.export.AtomicOutputFile;
import org.orogen.gl.GlThread;
import org.orogen.graph.Domain;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.concurrent.CompletionException;

/**
 * One preview picture without a display: the same renderer as the editor's 3D view, on a
 * {@link GlThread} (EGL), read back synchronously. Used by {@code orogen render}, the README
 * gallery and tests.
 */
public final class HeadlessRender {

    /**
     * A rendered picture.
     *
     * @param image     TYPE_INT_RGB, row 0 at the top
     * @param heightMin lowest baked height (metres)
     * @param heightMax highest baked height (metres)
     * @param samples   multisampling samples used
     * @param quality   bake and mesh sizes used
     * @param simulationProblems problems the graph's simulations met, as warnings on their nodes
     */
    public record Picture(BufferedImage image, float heightMin, float heightMax, int samples, PreviewQuality quality,
                          List<Diagnostic> simulationProblems) {
    }

    private HeadlessRender() {
    }

    /**
     * Renders {@code program} over {@code extent} from {@code pose}.
     *
     * @param images  the program's image inputs ({@link org.orogen.bake.ImageInputs#load}), one per
     *                texture binding; empty when it has none
     * @param pose    null for the default view framing the whole terrain ({@link OrbitCamera#reset})
     * @param quality null to choose by renderer ({@link PreviewQuality#forRenderer})
     * @throws FieldProgramException when the driver rejects the graph's shader
     */
    public static Picture render(GlThread gl, CompiledProgram program, List<HeightmapImage> images,
                                 WorldExtent extent, CameraPose pose, PreviewStyle style, int width, int height,
                                 PreviewQuality quality) {
        return render(gl, CompiledPlan.of(program), List.of(images), extent, pose, style, width, height, quality);
    }

    /**
     * Renders a pass plan ({@code orogen render}): as {@link #render(GlThread, CompiledProgram, List,
     * WorldExtent, CameraPose, PreviewStyle, int, int, PreviewQuality)}, with each stage's image inputs.
     */
    public static Picture render(GlThread gl, CompiledPlan plan, List<List<HeightmapImage>> images,
                                 WorldExtent extent, CameraPose pose, PreviewStyle style, int width, int height,
                                 PreviewQuality quality) {
        return render(gl, plan, images, extent, pose, style, width, height, quality, SimulationMonitor.NONE);
    }

    /**
     * As above, the plan's simulations reporting progress to {@code monitor} and stopping when it says
     * so ({@code orogen render}).
     *
     * @throws SimulationCancelledException when cancelled (nothing was written; GPU resources released)
     */
    public static Picture render(GlThread gl, CompiledPlan plan, List<List<HeightmapImage>> images,
                                 WorldExtent extent, CameraPose pose, PreviewStyle style, int width, int height,
                                 PreviewQuality quality, SimulationMonitor monitor) {
        checkSize(width, height);
        return onGl(gl, quality, width, height, renderer -> {
            renderer.setPlan(plan);
            renderer.bakeStages(extent, images, monitor);
            OrbitCamera camera = new OrbitCamera(extent.width(), extent.height(), renderer.heightMin(),
                    renderer.heightMax());
            camera.reset(extent.width(), extent.height(), renderer.heightMin(), renderer.heightMax(),
                    (double) width / height);
            if (pose != null) {
                camera.apply(pose, extent.width(), extent.height(), renderer.heightMin(), renderer.heightMax());
            }
            renderer.draw(camera, style, width, height, true);
            return renderer.simulationProblems();
        });
    }

    /**
     * Renders a sphere graph's globe ({@code orogen render} of a planet): the whole planet baked as six
     * cube faces, seen from {@code pose} (azimuth = longitude, elevation = latitude, distance from the
     * centre in radii) or, when null, from the default three-quarter view ({@link GlobeCamera#reset}),
     * lit by the style's sun ({@link GlobeRenderer#sunDirection}), with the atmosphere's rim when
     * {@code rim}.
     *
     * @param images the program's image inputs, one list per stage (a sphere graph has one stage)
     * @throws FieldProgramException when the driver rejects the graph's shader
     * @throws IllegalArgumentException when {@code domain} is not a sphere or the pose leaves the globe's range
     */
    public static Picture renderPlanet(GlThread gl, CompiledPlan plan, List<List<HeightmapImage>> images, Domain domain,
                                       CameraPose pose, PreviewStyle style, boolean rim, int width, int height,
                                       PreviewQuality quality) {
        checkSize(width, height);
        GlobeCamera camera = new GlobeCamera();
        camera.reset((double) width / height);
        if (pose != null) {
            camera.apply(pose);
        }
        return onGl(gl, quality, width, height, renderer -> {
            renderer.setPlan(plan);
            renderer.bakePlanet(domain, images);
            renderer.drawGlobe(camera, style, width, height, rim, true);
            return List.of();
        });
    }

    /** What a render draws with its renderer; returns the problems the picture reports. */
    private interface Scene {
        List<Diagnostic> draw(PreviewRenderer renderer);
    }

    /**
     * Runs {@code scene} on the GL thread with a renderer of {@code quality} (the renderer's default
     * when null) and reads the frame back as a picture; exceptions of the GL thread reach the caller.
     */
    private static Picture onGl(GlThread gl, PreviewQuality quality, int width, int height, Scene scene) {
        try {
            return gl.submit(context -> {
                PreviewQuality q = quality != null ? quality : PreviewQuality.forRenderer(context.info());
                ByteBuffer pixels = MemoryUtil.memAlloc(width * height * 4);
                try (PreviewRenderer renderer = new PreviewRenderer(context, q)) {
                    List<Diagnostic> problems = scene.draw(renderer);
                    renderer.readBgra(pixels);
                    return new Picture(toImage(pixels, width, height), renderer.heightMin(), renderer.heightMax(),
                            renderer.samples(), q, problems);
                } finally {
                    MemoryUtil.memFree(pixels);
                }
            }).join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw e;
        }
    }

    private static void checkSize(int width, int height) {
        if (width < 1 || height < 1 || width > 16384 || height > 16384) {
            throw new IllegalArgumentException("Image size must be 1..16384 pixels per side, got " + width + "x" + height);
        }
    }

    static BufferedImage toImage(ByteBuffer bgra, int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        int[] row = new int[width];
        for (int y = 0; y < height; y++) {
            int base = y * width * 4;
            for (int x = 0; x < width; x++) {
                int i = base + 4 * x;
                row[x] = (bgra.get(i + 2) & 0xFF) << 16 | (bgra.get(i + 1) & 0xFF) << 8 | (bgra.get(i) & 0xFF);
            }
            image.setRGB(0, y, width, 1, row, 0, width);
        }
        return image;
    }

    /** Writes {@code image} as PNG; the file appears under its name only when complete. */
    public static void writePng(BufferedImage image, Path out) throws IOException {
        try (AtomicOutputFile file = AtomicOutputFile.create(out)) {
            if (!ImageIO.write(image, "png", file.stream())) {
                throw new IOException("No PNG writer available in this Java runtime");
            }
            file.commit();
        }
    }
}
