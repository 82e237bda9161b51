package org.orogen.cli;

import org.orogen.gl.GlThread;
import org.orogen.gl.GlUnavailableException;
import org.orogen.graph.Domain;
import org.orogen.graph.WorldExtent;
import org.orogen.preview.CameraPose;
import org.orogen.bake.HeightmapImage;
import org.orogen.bake.ImageInputException;
import org.orogen.bake.ImageInputs;
import org.orogen.preview.HeadlessRender;
import org.orogen.preview.PreviewQuality;
import org.orogen.gl.FieldProgramException;
import org.orogen.preview.PreviewStyle;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.PlanStage;
import org.orogen.simulation.SimulationCancelledException;
import org.orogen.simulation.SimulationMonitor;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code orogen render}: a 3D preview picture of a graph, without a display (EGL), the same
 * renderer as the editor's preview. Takes the same graph overrides as export.
 */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = {"Render a 3D preview picture of a graph to PNG, headless (no display needed).",
            "The file appears only when complete."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done", "2:bad arguments", "3:invalid graph", "4:no OpenGL", "5:cannot write the output",
            "6:GPU failure", "130:interrupted (Ctrl-C); nothing written"})
public final class RenderCommand implements Callable<Integer> {

    @Mixin
    GraphOptions graph;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE.png", required = true, description = "The PNG to write.")
    Path out;

    @Option(names = "--size", paramLabel = "WxH", description = "Image size in pixels (default: 1280x720).")
    String size = "1280x720";

    @Option(names = "--camera", paramLabel = "AZ,EL,DIST",
            description = {"Camera azimuth (degrees from east towards north), elevation (degrees) and distance"
                    + " (multiples of the terrain's larger side), e.g. 225,32,1.25. Default: from the south-west, 32° up,"
                    + " just far enough to frame the whole terrain.",
                "On a planet (a sphere graph): longitude, latitude (degrees) and distance from the centre in radii,"
                    + " e.g. 20,20,3.2. Default: a three-quarter view of the whole globe."})
    String camera;

    @Option(names = "--water", paramLabel = "METRES", description = "Draw a water plane at this height.")
    Double water;

    @Option(names = "--sun", paramLabel = "AZ,EL", description = "Sun azimuth and elevation in degrees (default: 135,30).")
    String sun;

    @Option(names = "--exaggeration", paramLabel = "X", description = "Vertical scale of the terrain (default: 1).")
    double exaggeration = 1;

    @Option(names = "--contours", paramLabel = "METRES", description = "Contour lines every METRES (default: none).")
    double contours;

    @Option(names = "--wireframe", description = "Overlay the mesh wireframe.")
    boolean wireframe;

    @Option(names = "--no-shadows", description = "Skip the ray-marched sun shadows.")
    boolean noShadows;

    @Option(names = "--no-atmosphere", description = "On a planet: no atmosphere rim (the blue glow at the limb);"
            + " no effect on a plane.")
    boolean noAtmosphere;

    @Option(names = "--bake", paramLabel = "N", description = "Preview bake size in texels per side"
            + " (default: 1024 on a GPU, 512 on a software renderer).")
    Integer bakeSize;

    @Option(names = {"-q", "--quiet"}, description = "No progress output (a simulation's progress is shown otherwise).")
    boolean quiet;

    @Option(names = "--mesh", paramLabel = "N", description = "Mesh vertices per side (default: 1024 on a GPU, 256 on"
            + " a software renderer).")
    Integer meshSize;

    /** How Ctrl-C reaches the render (tests replace it with {@link InterruptHook#manual()}). */
    java.util.function.Function<String, InterruptHook> interrupts = InterruptHook::install;

    private final PrintStream stdout;
    private final PrintStream stderr;

    public RenderCommand() {
        this(System.out, System.err);
    }

    RenderCommand(PrintStream stdout, PrintStream stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    @Override
    public Integer call() {
        try {
            return render();
        } catch (CliFailure failure) {
            new DiagnosticReport().addModel(failure.diagnostics()).printText(stderr);
            stderr.println("orogen render: " + failure.getMessage());
            return failure.exitCode();
        }
    }

    private int render() throws CliFailure {
        int[] pixels = parseSize();
        CameraPose pose;
        PreviewStyle style;
        try {
            pose = camera == null ? null : CameraPose.parse(camera);
            style = style();
        } catch (IllegalArgumentException e) {
            throw new CliFailure(ExitCodes.USAGE, e.getMessage());
        }
        if (!out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
            throw new CliFailure(ExitCodes.USAGE, "--out must name a .png file, got " + out);
        }
        LoadedGraph loaded = graph.load();
        loaded.requireNoErrors("The graph has errors; fix them (see `orogen validate`).");
        loaded.printWarnings(stderr);
        CompiledPlan program = loaded.compilePlan();
        if (program.hasErrors()) {
            new DiagnosticReport().addCompiler(loaded.file().toString(), program.diagnostics()).printText(stderr);
            throw new CliFailure(ExitCodes.INVALID_GRAPH, "The graph does not compile; see the messages above.");
        }
        WorldExtent extent = loaded.graph().metadata().extent();
        Domain domain = loaded.graph().metadata().domain();
        if (domain.isSphere() && (water != null || contours > 0 || wireframe)) {
            throw new CliFailure(ExitCodes.USAGE, "--water, --contours and --wireframe draw on a plane terrain, and "
                    + loaded.file() + " is a planet (a sphere graph): drop them; its globe takes --camera LON,LAT,RADII,"
                    + " --sun, --exaggeration and --no-atmosphere");
        }
        List<List<HeightmapImage>> images = new java.util.ArrayList<>();
        try {
            for (PlanStage stage : program.stages()) {
                images.add(ImageInputs.load(stage.program(), loaded.file().toAbsolutePath().getParent()));
            }
        } catch (ImageInputException e) {
            throw new CliFailure(ExitCodes.INVALID_GRAPH, e.getMessage());
        }
        HeadlessRender.Picture picture;
        // Ctrl-C stops a simulation within a few steps; the picture is only written once complete.
        try (InterruptHook interrupt = interrupts.apply("orogen-render-cancel"); GlThread gl = startGl()) {
            ProgressReporter progress = new ProgressReporter(stderr, ProgressReporter.stderrIsTerminal(), quiet);
            SimulationMonitor monitor = new SimulationMonitor() {
                @Override
                public void progress(double fraction, String message) {
                    progress.simulating(message, fraction);
                }

                @Override
                public boolean cancelled() {
                    return interrupt.cancelled();
                }
            };
            PreviewQuality quality = PreviewQuality.forRenderer(gl.info());
            if (bakeSize != null) {
                quality = quality.withBakeSize(bakeSize);
            }
            if (meshSize != null) {
                quality = quality.withMeshSize(meshSize);
            }
            picture = domain.isSphere()
                    ? HeadlessRender.renderPlanet(gl, program, images, domain, pose, style, !noAtmosphere, pixels[0],
                            pixels[1], quality)
                    : HeadlessRender.render(gl, program, images, extent, pose, style, pixels[0], pixels[1], quality,
                            monitor);
            if (interrupt.cancelled()) {
                throw new SimulationCancelledException();
            }
        } catch (SimulationCancelledException e) {
            throw new CliFailure(ExitCodes.CANCELLED, "Render cancelled; no file was written.");
        } catch (FieldProgramException e) {
            new DiagnosticReport().addCompiler(loaded.file().toString(), e.diagnostics()).printText(stderr);
            throw new CliFailure(ExitCodes.BAKE_FAILED, e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new CliFailure(ExitCodes.USAGE, e.getMessage());
        } catch (IllegalStateException | UnsupportedOperationException e) {
            // The latter: a simulation node or a paint layer without compute shaders (the message names the node).
            throw new CliFailure(ExitCodes.BAKE_FAILED, "Rendering failed on the GPU: " + e.getMessage());
        }
        new DiagnosticReport().addModel(picture.simulationProblems().stream()
                .map(d -> d.in(loaded.file().toString(), null)).toList()).printText(stderr);
        try {
            HeadlessRender.writePng(picture.image(), out);
        } catch (IOException e) {
            throw new CliFailure(ExitCodes.IO, "Cannot write " + out.toAbsolutePath() + ": " + e.getMessage());
        }
        if (domain.isSphere()) {
            stdout.printf(Locale.ROOT, "Wrote %s (%dx%d, globe of radius %.0f km, height %.2f .. %.2f m, six faces of"
                    + " %d², %dx MSAA)%n", out, pixels[0], pixels[1], domain.radius() / 1000, picture.heightMin(),
                    picture.heightMax(), picture.quality().planetFaceSize(), picture.samples());
        } else {
            stdout.printf(Locale.ROOT, "Wrote %s (%dx%d, height %.2f .. %.2f m, bake %d², mesh %d², %dx MSAA)%n", out,
                    pixels[0], pixels[1], picture.heightMin(), picture.heightMax(), picture.quality().bakeSize(),
                    picture.quality().meshSize(), picture.samples());
        }
        return ExitCodes.OK;
    }

    private PreviewStyle style() {
        // Checked here with the options' names: the style's and the quality's own checks name their fields.
        if (!(exaggeration > 0) || !Double.isFinite(exaggeration)) {
            throw new IllegalArgumentException("--exaggeration must be a number above 0 (1 is true scale), got "
                    + exaggeration);
        }
        if (!(contours >= 0) || !Double.isFinite(contours)) {
            throw new IllegalArgumentException("--contours must be 0 (none) or a spacing in metres, got " + contours);
        }
        if (water != null && !Double.isFinite(water)) {
            throw new IllegalArgumentException("--water must be a height in metres, got " + water);
        }
        if (bakeSize != null && (bakeSize < 2 || bakeSize > PreviewQuality.MAX_BAKE)) {
            throw new IllegalArgumentException("--bake must be 2.." + PreviewQuality.MAX_BAKE
                    + " texels per side, got " + bakeSize);
        }
        if (meshSize != null && (meshSize < 2 || meshSize > PreviewQuality.MAX_MESH)) {
            throw new IllegalArgumentException("--mesh must be 2.." + PreviewQuality.MAX_MESH
                    + " vertices per side, got " + meshSize);
        }
        PreviewStyle s = PreviewStyle.DEFAULT.withExaggeration(exaggeration).withContourInterval(contours)
                .withWireframe(wireframe);
        if (water != null) {
            s = s.withWaterLevel(water);
        }
        if (sun != null) {
            String[] parts = sun.split(",");
            if (parts.length != 2) {
                throw new IllegalArgumentException("--sun wants azimuth,elevation in degrees, e.g. 135,30; got '" + sun
                        + "'");
            }
            try {
                s = s.withSun(Double.parseDouble(parts[0].strip()), Double.parseDouble(parts[1].strip()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--sun wants two numbers azimuth,elevation, e.g. 135,30; got '"
                        + sun + "'");
            }
        }
        if (noShadows) {
            s = new PreviewStyle(s.sunAzimuth(), s.sunElevation(), s.waterLevel(), s.fog(), s.exaggeration(),
                    s.contourInterval(), s.wireframe(), false);
        }
        return s;
    }

    private int[] parseSize() throws CliFailure {
        String[] parts = size.toLowerCase(Locale.ROOT).split("x");
        try {
            if (parts.length == 2) {
                int w = Integer.parseInt(parts[0].strip());
                int h = Integer.parseInt(parts[1].strip());
                if (w >= 1 && h >= 1 && w <= 16384 && h <= 16384) {
                    return new int[] {w, h};
                }
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new CliFailure(ExitCodes.USAGE, "--size wants WIDTHxHEIGHT in pixels (1..16384), e.g. 1280x720; got '"
                + size + "'");
    }

    private static GlThread startGl() throws CliFailure {
        try {
            return GlThread.start("orogen-gl");
        } catch (GlUnavailableException e) {
            throw new CliFailure(ExitCodes.NO_OPENGL, "No OpenGL 3.3 context could be created: " + e.getMessage()
                    + " Install Mesa (libegl1 libegl-mesa0 libgl1-mesa-dri) or a GPU driver.");
        }
    }
}
