package org.orogen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.orogen.bake.BakeProgress;
import org.orogen.bake.FileNameTemplate;
import org.orogen.bake.HeightRange;
import org.orogen.bake.PlanetSurface;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.SizePreset;
import org.orogen.bake.TilePlan;
import org.orogen.export.ExportJob;
import org.orogen.export.ExportRequest;
import org.orogen.export.ExportWarmup;
import org.orogen.export.ExrCompression;
import org.orogen.export.StartupTrace;
import org.orogen.export.MapExport;
import org.orogen.export.MapFormat;
import org.orogen.export.NormalConvention;
import org.orogen.graph.ExportProfile;
import org.orogen.graph.Graph;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.io.GraphReader;
import org.orogen.graph.io.ReadResult;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.WorldAnchor;
import org.orogen.simulation.SimulationDetail;
import org.orogen.simulation.SimulationSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * {@code orogen export}: bakes a graph on the GPU (headless) and writes height, normal, mask,
 * splat and albedo maps plus a JSON sidecar; a sphere graph as six cube-map faces or one
 * equirectangular map ({@link PlanetOptions}). All files appear together when the export is complete; a
 * failure or Ctrl-C leaves none.
 */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Bake a graph and write maps (height, normal, masks, splat, albedo) and a JSON sidecar.",
            "Files appear only when the whole export is complete; a failed or interrupted export leaves none."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done", "1:internal error (please report)", "2:bad arguments", "3:invalid graph", "4:no OpenGL",
            "5:cannot write the output", "6:GPU failure while baking", "130:interrupted (nothing written)"})
public final class ExportCommand implements Callable<Integer> {

    /** Export side when neither --size nor --preset is given. */
    static final int DEFAULT_SIDE = 1025;

    @Mixin
    GraphOptions graph;

    @Mixin
    FarmOptions farm;

    @Mixin
    PlanetOptions planet;

    @Option(names = {"-o", "--out"}, paramLabel = "FOLDER",
            description = "Output folder (created if missing; default: .).")
    Path out = Path.of(".");

    @Option(names = "--name", description = "Export name: file names start with it (default: the graph file's name).")
    String name;

    @Option(names = {"-f", "--format"}, split = ",", paramLabel = "FORMAT",
            description = "Maps to write, comma-separated: ${COMPLETION-CANDIDATES} (default: png16).",
            completionCandidates = FormatNames.class)
    List<String> formats = new ArrayList<>(List.of("png16"));

    @Option(names = "--size", paramLabel = "N|WxH", description = "Export size in pixels (default: 1025).")
    String size;

    @Option(names = "--preset", paramLabel = "NAME",
            description = "Engine size preset: unreal-127 ... unreal-8129, unity-33 ... unity-4097.")
    String preset;

    @Option(names = "--extent", paramLabel = "W|WxH",
            description = "World size covered, metres (default: the graph's extent).")
    String extent;

    @Option(names = "--origin", paramLabel = "X,Y",
            description = "World position of the south-west corner, metres (default: the graph's origin).")
    String origin;

    @Option(names = "--tiles", paramLabel = "N|NxM", description = "Split into N x M tile files (default: 1).")
    String tiles;

    @Option(names = "--overlap", paramLabel = "PX",
            description = "Pixels neighbouring tiles share (default: 1 when tiled, as Unreal expects).")
    Integer overlap;

    @Option(names = "--template", paramLabel = "PATTERN",
            description = "File names with {name}, {X}, {Y}, and {face} for cube-map faces (default: {name}_x{X}_y{Y} "
                    + "when tiled, {name}_{face} for --planet-faces).")
    String template;

    @Option(names = "--normals", paramLabel = "opengl|directx",
            description = "Normal map green convention (default: opengl = Y+).")
    NormalConvention normals = NormalConvention.OPENGL;

    /** Where normal maps take the slope from. */
    enum NormalSource { AUTO, GRADIENT, HEIGHTS }

    @Option(names = "--normals-from", paramLabel = "auto|gradient|heights",
            description = "Slope for normal maps: the graph's exact gradient, central differences of the "
                    + "exported heights, or auto = heights only where a node marks its gradient approximate.")
    NormalSource normalsFrom = NormalSource.AUTO;

    @Option(names = "--height-range", paramLabel = "MIN,MAX|declared|measured",
            description = "Metres mapped to 0 and 65535: MIN,MAX; 'declared' = the range declared on the height "
                    + "output node; 'measured' = measured over the whole export first (default: declared if the "
                    + "graph declares one, else measured).")
    String heightRange;

    @Option(names = "--exr-compression", paramLabel = "none|zip", description = "EXR compression (default: zip).")
    ExrCompression exrCompression = ExrCompression.ZIP;

    @Option(names = "--splat", split = ",", paramLabel = "MASK",
            description = "Masks of the splat map in R,G,B,A order (default: the first four masks).")
    List<String> splat = new ArrayList<>();

    @Option(names = "--simulation-detail", paramLabel = "cascade|coarse",
            description = "Detail of simulation nodes (erosion, flow) finer than their own cells: cascade simulates "
                    + "finer levels down to the pixel spacing; coarse up-samples the node's own grid (default: cascade).")
    String simulationDetail = SimulationDetail.CASCADE.id();

    @Option(names = "--simulation-memory", paramLabel = "MIB",
            description = "GPU memory one simulation level may use, MiB; an export whose finest level needs more is "
                    + "refused before writing (default: -D" + SimulationSettings.MEMORY_PROPERTY + " if set, else "
                    + SimulationSettings.FREE_MEMORY_PERCENT + " %% of the GPU memory free for all simulations "
                    + "together where the driver reports it, else " + SimulationSettings.DEFAULT_MEMORY_MIB + ").")
    Long simulationMemory;

    @Option(names = {"-q", "--quiet"}, description = "No progress output.")
    boolean quiet;

    @Option(names = "--profile", paramLabel = "NAME",
            description = "Run the graph's export profile NAME (saved from the editor's export dialog); options "
                    + "given here win over the profile's.")
    String profile;

    @Spec(Spec.Target.SELF)
    CommandSpec spec;

    /** The arguments as given, when parsed through {@link #prepare(List)}. */
    private List<String> arguments = List.of();

    /** How Ctrl-C reaches the export (tests replace it with {@link InterruptHook#manual()}). */
    java.util.function.Function<String, InterruptHook> interrupts = InterruptHook::install;

    private final PrintStream stdout;
    private final PrintStream stderr;

    public ExportCommand() {
        this(System.out, System.err);
    }

    ExportCommand(PrintStream stdout, PrintStream stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    /** Format names for the help text. */
    static final class FormatNames extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        FormatNames() {
            for (MapFormat f : MapFormat.values()) {
                add(f.id());
            }
        }
    }

    @Override
    public Integer call() {
        StartupTrace.mark("arguments parsed");
        // The context is created while the graph loads and compiles, begun in main where it could be (not
        // for --measure-range-only, which may need no GPU at all).
        if (farm.measureRangeOnly()) {
            EarlyGlThread.discardPrestarted();
        }
        try (EarlyGlThread gl = farm.measureRangeOnly() ? null : EarlyGlThread.take()) {
            ExportCommand effective = profile == null ? this : withProfile();
            try (ExportWarmup encoders = farm.measureRangeOnly() ? null : effective.prestartWarmup()) {
                return effective.bakeAndWrite(effective.prepare(), gl);
            }
        } catch (CliFailure failure) {
            if (failure.exitCode() == ExitCodes.INTERNAL && failure.getCause() != null) {
                failure.getCause().printStackTrace(stderr); // for the bug report the message asks for
            }
            new DiagnosticReport().addModel(failure.diagnostics()).printText(stderr);
            stderr.println("orogen export: " + failure.getMessage());
            return failure.exitCode();
        }
    }

    /**
     * Prepares what {@code orogen export ARGUMENTS} would run (the editor's export dialog runs the
     * command it shows through this): parses, applies {@code --profile}, loads and compiles the
     * graph and creates the output folder. Call it off the UI thread.
     *
     * @param arguments the arguments after {@code orogen export}
     * @throws CliFailure when the arguments or the graph are wrong, with the command's exit code
     */
    public static PreparedExport prepare(List<String> arguments) throws CliFailure {
        ExportCommand command = parse(arguments, System.out, System.err);
        return (command.profile == null ? command : command.withProfile()).prepare();
    }

    private static ExportCommand parse(List<String> arguments, PrintStream stdout, PrintStream stderr)
            throws CliFailure {
        ExportCommand command = new ExportCommand(stdout, stderr);
        try {
            new CommandLine(command).setCaseInsensitiveEnumValuesAllowed(true).parseArgs(arguments.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw new CliFailure(ExitCodes.USAGE, e.getMessage());
        }
        command.arguments = List.copyOf(arguments);
        return command;
    }

    /**
     * This command with the options of the graph's profile {@code --profile NAME} added in front;
     * options given on the command line win. The profile's {@code out} is relative to the graph's folder.
     */
    private ExportCommand withProfile() throws CliFailure {
        Path file = graph.file;
        Optional<String> problem = GraphFileArgument.problem(file);
        if (problem.isPresent()) {
            throw new CliFailure(ExitCodes.USAGE, problem.get());
        }
        ReadResult<Graph> read = GraphReader.read(file);
        if (read.value().isEmpty()) {
            throw new CliFailure(ExitCodes.INVALID_GRAPH, file + " cannot be read as a graph.", read.diagnostics());
        }
        Graph g = read.value().get();
        ExportProfile chosen = g.export(profile).orElseThrow(() -> new CliFailure(ExitCodes.USAGE,
                "The graph has no export profile named '" + profile + "'" + (g.exports().isEmpty()
                        ? "; save one from the editor's export dialog (File > Export...)"
                        : "; it has: " + String.join(", ", g.exports().stream().map(ExportProfile::name).toList()))));
        List<String> combined = new ArrayList<>();
        CommandLine.ParseResult given = spec == null ? null : spec.commandLine().getParseResult();
        for (Map.Entry<String, String> o : chosen.options().entrySet()) {
            String option = "--" + o.getKey();
            if (given != null ? given.hasMatchedOption(option) : arguments.stream().anyMatch(
                    a -> a.equals(option) || a.startsWith(option + "="))) {
                continue; // explicit options win
            }
            String value = o.getKey().equals("out")
                    ? file.toAbsolutePath().getParent().resolve(o.getValue()).toString() : o.getValue();
            combined.add(option + "=" + value);
        }
        List<String> original = given != null ? given.originalArgs() : arguments;
        if (given != null && spec.parent() != null) {
            // Run as `orogen export ...`: the original arguments start with the parent's, up to "export".
            original = original.subList(original.indexOf(spec.name()) + 1, original.size());
        }
        for (int i = 0; i < original.size(); i++) {
            String a = original.get(i);
            if (a.equals("--profile")) {
                i++;
            } else if (!a.startsWith("--profile=")) {
                combined.add(a);
            }
        }
        return parse(combined, stdout, stderr);
    }

    /**
     * Starts training the encoders of the requested maps now, while the graph loads and compiles (a large
     * export's first band otherwise meets code the JIT has not compiled yet: {@link ExportWarmup}). Before the
     * graph is read it cannot tell whether normals will come from height differences ({@code --normals-from
     * auto}), so it trains them too: that covers both. Null when the arguments are wrong ({@link #prepare}
     * reports them).
     */
    private ExportWarmup prestartWarmup() {
        try {
            int[] size = pixels();
            boolean differences = normalsFrom != NormalSource.GRADIENT;
            return ExportWarmup.prestart(new ExportWarmup.Training(formats(), normals, exrCompression, differences,
                    size[0]), (long) size[0] * size[1]);
        } catch (CliFailure | IllegalArgumentException wrong) {
            return null;
        }
    }

    /** Checks the arguments, loads and compiles the graph and creates the output folder. */
    private PreparedExport prepare() throws CliFailure {
        Set<MapFormat> chosen = formats();
        int[] pixels = pixels();
        int[] tileCounts = parsePair("--tiles", tiles == null ? "1" : tiles, 'x');
        LoadedGraph loaded = graph.load();
        loaded.requireNoErrors("The graph has errors; fix them (see `orogen validate`).");
        loaded.printWarnings(stderr);
        PlanetSurface surface = planet.surface(loaded.graph().metadata().domain(), loaded.file(), planeOptions());
        if (surface != null && normalsFrom == NormalSource.HEIGHTS) {
            throw new CliFailure(ExitCodes.USAGE, "--normals-from heights is not available for planets: central "
                    + "differences would cross cube faces; planet normals come from the graph's gradient. Drop the option.");
        }
        ExportRequest request = farm.applyShard(surface != null ? planetRequest(loaded, chosen, surface)
                : request(loaded, chosen, pixels, tileCounts));
        // Only what the requested maps read is baked (no mask stage for height and normal maps): that plan
        // compiles on another thread while this one compiles the whole graph, for its diagnostics and the
        // sidecar's mask names.
        Graph lean = ExportJob.withoutUnreadOutputs(loaded.graph(), request);
        CompletableFuture<CompiledPlan> leanPlan = lean == loaded.graph() ? null
                : CompletableFuture.supplyAsync(() -> loaded.compilePlan(lean));
        CompiledPlan program = loaded.compilePlan();
        StartupTrace.mark("compiled");
        if (program.hasErrors()) {
            new DiagnosticReport().addCompiler(loaded.file().toString(), program.diagnostics()).printText(stderr);
            throw new CliFailure(ExitCodes.INVALID_GRAPH, "The graph does not compile; see the messages above.");
        }
        boolean created = !Files.exists(out);
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new CliFailure(ExitCodes.IO, "The output folder " + out.toAbsolutePath()
                    + " is a file, not a folder. Choose another --out.");
        }
        try {
            Files.createDirectories(out);
        } catch (IOException e) {
            throw new CliFailure(ExitCodes.IO, "Cannot create the output folder " + out.toAbsolutePath() + ": "
                    + e.getMessage() + ". Choose another --out.");
        }
        if (!Files.isWritable(out)) {
            throw new CliFailure(ExitCodes.IO, "The output folder " + out.toAbsolutePath()
                    + " is not writable. Choose another --out.");
        }
        boolean differences = surface == null && (normalsFrom == NormalSource.HEIGHTS
                || normalsFrom == NormalSource.AUTO && loaded.heightGradientApproximate());
        ExportJob job = new ExportJob(program, loaded.file().toAbsolutePath().getParent(), request, differences,
                simulationSettings());
        if (leanPlan != null) {
            try {
                CompiledPlan baked = leanPlan.join();
                if (!baked.hasErrors()) {
                    job = job.baking(baked);
                }
            } catch (CompletionException e) {
                // The whole graph compiled: bake it all, as before outputs were left out.
            }
        }
        return new PreparedExport(job, loaded.file(), arguments, created);
    }

    private SimulationSettings simulationSettings() throws CliFailure {
        if (simulationMemory != null && (simulationMemory < 1 || simulationMemory > (Long.MAX_VALUE >> 20))) {
            throw new CliFailure(ExitCodes.USAGE, "--simulation-memory expects MiB of at least 1, got "
                    + simulationMemory + ".");
        }
        try {
            SimulationSettings settings = SimulationSettings.defaults().withDetail(SimulationDetail.of(simulationDetail));
            return simulationMemory != null ? settings.withMemoryMib(simulationMemory) : settings;
        } catch (IllegalArgumentException e) {
            throw new CliFailure(ExitCodes.USAGE, "Simulation settings: " + e.getMessage() + ".");
        }
    }

    private int bakeAndWrite(PreparedExport export, EarlyGlThread gl) throws CliFailure {
        // Ctrl-C / SIGTERM: ask the export (and a simulation it runs) to stop and wait until it has
        // removed its temporary files.
        try (InterruptHook interrupt = interrupts.apply("orogen-export-cancel")) {
            BakeProgress progress = StartupTrace.bands(
                    new ProgressReporter(stderr, ProgressReporter.stderrIsTerminal(), quiet));
            if (farm.measureRangeOnly()) {
                try {
                    farm.measureRange(export, progress, interrupt::cancelled, stdout, stderr);
                } finally {
                    printSimulationProblems(export);
                }
                return ExitCodes.OK;
            }
            MapExport.Result result;
            try {
                result = gl != null ? export.run(gl, progress, interrupt::cancelled) : export.run(progress, interrupt::cancelled);
            } finally {
                printSimulationProblems(export);
            }
            StartupTrace.mark("files published");
            ExportRequest request = export.request();
            stdout.printf(Locale.ROOT, "Wrote %d file(s) to %s (height %.3f .. %.3f m, %s); sidecar %s%n",
                    result.files().size(), request.folder().toAbsolutePath(), result.range().min(),
                    result.range().max(), result.range().source().name().toLowerCase(Locale.ROOT),
                    result.sidecar().getFileName());
            result.clipping().ifPresent(w -> stderr.println("orogen export: warning: " + w + "."));
            return ExitCodes.OK;
        }
    }

    /** Warnings the graph's simulations gave (parameters clamped, non-finite input), naming the nodes. */
    private void printSimulationProblems(PreparedExport export) {
        new DiagnosticReport().addModel(export.simulationProblems()).printText(stderr);
    }

    private ExportRequest request(LoadedGraph loaded, Set<MapFormat> chosen, int[] pixels, int[] tileCounts)
            throws CliFailure {
        WorldExtent world = loaded.graph().metadata().extent();
        double[] size = extent == null ? new double[] {world.width(), world.height()} : parseMetres("--extent", extent);
        double[] corner = origin == null ? new double[] {world.originX(), world.originY()} : parseOrigin();
        int tileOverlap = overlap != null ? overlap : (tileCounts[0] * tileCounts[1] > 1 ? 1 : 0);
        HeightRange declared = declaredRange(loaded);
        double limit = WorldAnchor.MAX_WORLD_COORDINATE;
        for (double v : new double[] {corner[0], corner[1], corner[0] + size[0], corner[1] + size[1]}) {
            if (Math.abs(v) > limit) {
                throw new CliFailure(ExitCodes.USAGE, "The export reaches " + v + " m from the world origin; "
                        + "positions must stay within ±" + (long) limit + " m (2^24 m). Move --origin closer.");
            }
        }
        try {
            SampleGrid grid = new SampleGrid(corner[0], corner[1], size[0], size[1], pixels[0], pixels[1]);
            TilePlan plan = TilePlan.of(pixels[0], pixels[1], tileCounts[0], tileCounts[1], tileOverlap);
            return request(loaded, grid, plan, chosen, declared);
        } catch (IllegalArgumentException e) {
            throw new CliFailure(ExitCodes.USAGE, e.getMessage());
        }
    }

    /**
     * The request for a sphere graph: the planet map's pixels, its six faces as six tiles (cube) or one
     * image (equirectangular), one height range for all of them.
     */
    private ExportRequest planetRequest(LoadedGraph loaded, Set<MapFormat> chosen, PlanetSurface surface)
            throws CliFailure {
        HeightRange declared = declaredRange(loaded);
        try {
            SampleGrid grid = SampleGrid.onPlanet(surface);
            TilePlan plan = surface.isCube() ? TilePlan.cubeFaces(surface.map().faceSize())
                    : TilePlan.single(grid.width(), grid.height());
            return request(loaded, grid, plan, chosen, declared);
        } catch (IllegalArgumentException e) {
            throw new CliFailure(ExitCodes.USAGE, e.getMessage());
        }
    }

    private ExportRequest request(LoadedGraph loaded, SampleGrid grid, TilePlan plan, Set<MapFormat> chosen,
                                  HeightRange declared) {
        String exportName = name != null ? name : stem(loaded.file());
        FileNameTemplate names = template == null ? null : new FileNameTemplate(template);
        return new ExportRequest(grid, plan, names, out, exportName, chosen, normals, exrCompression, splat,
                declared, new ExportRequest.Provenance(loaded.file().toString(), loaded.sha256(),
                loaded.graph().seed(), ToolVersion.get(), loaded.overrides()));
    }

    /** The fixed height range (--height-range, or declared by the graph), or null to measure it. */
    private HeightRange declaredRange(LoadedGraph loaded) throws CliFailure {
        try {
            return heightRange == null ? HeightRange.declaredBy(loaded.graph()).orElse(null)
                    : switch (heightRange.strip().toLowerCase(Locale.ROOT)) {
                        case "measured" -> null;
                        case "declared" -> HeightRange.declaredBy(loaded.graph()).orElseThrow(() ->
                                new IllegalArgumentException("--height-range declared: the height output node "
                                        + "declares no range; turn on 'Declare range' there or use MIN,MAX"));
                        default -> parseRange();
                    };
        } catch (IllegalArgumentException e) {
            throw new CliFailure(ExitCodes.INVALID_GRAPH, e.getMessage());
        }
    }

    /** The plane-only options given (size, extent, origin, tiles), which a sphere graph refuses. */
    private List<String> planeOptions() {
        List<String> given = new ArrayList<>();
        String[][] options = {{"--size", size}, {"--preset", preset}, {"--extent", extent}, {"--origin", origin},
                {"--tiles", tiles}, {"--overlap", overlap == null ? null : overlap.toString()}};
        for (String[] o : options) {
            if (o[1] != null) {
                given.add(o[0]);
            }
        }
        return given;
    }

    private Set<MapFormat> formats() throws CliFailure {
        Set<MapFormat> chosen = EnumSet.noneOf(MapFormat.class);
        try {
            for (String f : formats) {
                chosen.add(MapFormat.named(f));
            }
        } catch (IllegalArgumentException e) {
            throw new CliFailure(ExitCodes.USAGE, e.getMessage());
        }
        return chosen;
    }

    private int[] pixels() throws CliFailure {
        if (size != null && preset != null) {
            throw new CliFailure(ExitCodes.USAGE, "Give either --size or --preset, not both.");
        }
        if (preset != null) {
            try {
                int side = SizePreset.named(preset).side();
                return new int[] {side, side};
            } catch (IllegalArgumentException e) {
                throw new CliFailure(ExitCodes.USAGE, e.getMessage());
            }
        }
        return size == null ? new int[] {DEFAULT_SIDE, DEFAULT_SIDE} : parsePair("--size", size, 'x');
    }

    /** "N" or "NxM" as two positive integers. */
    static int[] parsePair(String option, String text, char separator) throws CliFailure {
        String[] parts = text.toLowerCase(Locale.ROOT).split(String.valueOf(separator), -1);
        try {
            if (parts.length == 1) {
                int n = Integer.parseInt(parts[0].trim());
                if (n > 0) {
                    return new int[] {n, n};
                }
            } else if (parts.length == 2) {
                int a = Integer.parseInt(parts[0].trim());
                int b = Integer.parseInt(parts[1].trim());
                if (a > 0 && b > 0) {
                    return new int[] {a, b};
                }
            }
        } catch (NumberFormatException ignored) {
            // Reported below with the expected shape.
        }
        throw new CliFailure(ExitCodes.USAGE, option + " expects N or NxM with positive whole numbers, got '"
                + text + "'");
    }

    private static double[] parseMetres(String option, String text) throws CliFailure {
        String[] parts = text.toLowerCase(Locale.ROOT).split("x", -1);
        try {
            double a = Double.parseDouble(parts[0].trim());
            double b = parts.length == 2 ? Double.parseDouble(parts[1].trim()) : a;
            if (parts.length <= 2 && a > 0 && b > 0 && Double.isFinite(a) && Double.isFinite(b)) {
                return new double[] {a, b};
            }
        } catch (NumberFormatException ignored) {
            // Reported below.
        }
        throw new CliFailure(ExitCodes.USAGE, option + " expects metres as W or WxH (e.g. 4096 or 8000x4000), got '"
                + text + "'");
    }

    private double[] parseOrigin() throws CliFailure {
        String[] parts = origin.split(",", -1);
        try {
            if (parts.length == 2) {
                return new double[] {Double.parseDouble(parts[0].trim()), Double.parseDouble(parts[1].trim())};
            }
        } catch (NumberFormatException ignored) {
            // Reported below.
        }
        throw new CliFailure(ExitCodes.USAGE, "--origin expects X,Y in metres (e.g. 1000000,-2000), got '" + origin
                + "'");
    }

    private HeightRange parseRange() throws CliFailure {
        String[] parts = heightRange.split(",", -1);
        try {
            if (parts.length == 2) {
                double min = Double.parseDouble(parts[0].trim());
                double max = Double.parseDouble(parts[1].trim());
                if (min < max) {
                    return new HeightRange(min, max, HeightRange.Source.DECLARED);
                }
            }
        } catch (NumberFormatException ignored) {
            // Reported below.
        }
        throw new CliFailure(ExitCodes.USAGE, "--height-range expects MIN,MAX in metres with MIN < MAX, got '"
                + heightRange + "'");
    }

    private static String stem(Path file) {
        String n = file.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }
}
