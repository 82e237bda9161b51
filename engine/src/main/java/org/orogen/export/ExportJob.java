package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.orogen.bake.BakeCancelledException;
import org.orogen.bake.BakeException;
import org.orogen.bake.BakeProgress;
import org.orogen.bake.FieldSampler;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.HeightDifferenceGradients;
import org.orogen.bake.HeightRange;
import org.orogen.bake.ImageInputException;
import org.orogen.bake.PlanRunner;
import org.orogen.bake.PlanetUnsupportedException;
import org.orogen.bake.SampleChannels;
import org.orogen.gl.GlThread;
import org.orogen.gl.GlUnavailableException;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.subgraph.SubgraphResolution;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.shader.CompiledPlan;
import org.orogen.simulation.SimulationMonitor;
import org.orogen.simulation.SimulationSettings;

/**
 * One export of a compiled graph on the GPU: builds the sampler (the graph's exact gradient, or central
 * differences of the baked heights) and runs {@link MapExport}. The command line ({@code orogen export})
 * and the editor's export dialog both start exports through this class; they only differ in how they
 * build the {@link ExportRequest}, report progress and cancel.
 *
 * <pre>{@code
 * ExportJob job = new ExportJob(program, graphFile.getParent(), request,
 *         ExportJob.heightGradientApproximate(graph, resolution));
 * MapExport.Result result = job.run(progress, cancelled::get);   // on a worker thread, never the UI thread
 * }</pre>
 *
 * <p>A planet export is the same job over a planet grid ({@link org.orogen.bake.SampleGrid#onPlanet}): the
 * sampler places its blocks on the planet map's pixels, a cube map's six faces are the six tiles of
 * {@link org.orogen.bake.TilePlan#cubeFaces} (one band pass, one height range for all of them), and an
 * equirectangular map is a single tile.
 *
 * <p>Failures are typed, and none leaves a file behind: {@link GlUnavailableException} (no OpenGL 3.3
 * context), {@link PlanetUnsupportedException} (a planet export on a context older than OpenGL 4.3),
 * {@link BakeCancelledException} (cancelled), {@link ImageInputException} (an image input of
 * the graph is missing or unreadable), other {@link BakeException}s (the GPU bake failed),
 * {@link IOException} (writing failed) and {@link ExportMismatchException} (the request does not fit
 * the graph, e.g. a splat mask it has not); any other runtime exception is a bug.
 */
public final class ExportJob {

    private final CompiledPlan program;
    private final CompiledPlan baked;
    private final Path graphFolder;
    private final ExportRequest request;
    private final boolean slopesFromHeights;
    private final SimulationSettings simulations;
    private volatile List<Diagnostic> simulationProblems = List.of();

    /**
     * @param program           the compiled graph, without errors
     * @param graphFolder       folder the graph's relative image paths start from (the graph file's folder)
     * @param request           what to write where
     * @param slopesFromHeights take gradients (normal maps, slope data) from central differences of the
     *                          baked heights instead of the graph's own gradient; see
     *                          {@link #heightGradientApproximate}; never on a planet (its gradient is
     *                          exact, and differences would cross cube faces)
     */
    public ExportJob(CompiledPlan program, Path graphFolder, ExportRequest request, boolean slopesFromHeights) {
        this(program, graphFolder, request, slopesFromHeights, SimulationSettings.defaults());
    }

    /**
     * @param simulations the simulations' detail mode and memory budget: an export whose finest
     *                    simulation level does not fit is refused before anything is written
     */
    public ExportJob(CompiledPlan program, Path graphFolder, ExportRequest request, boolean slopesFromHeights,
                     SimulationSettings simulations) {
        this(program, program, graphFolder, request, slopesFromHeights, simulations);
    }

    private ExportJob(CompiledPlan program, CompiledPlan baked, Path graphFolder, ExportRequest request,
                      boolean slopesFromHeights, SimulationSettings simulations) {
        this.simulations = Objects.requireNonNull(simulations, "simulations");
        this.program = Objects.requireNonNull(program, "program");
        this.baked = Objects.requireNonNull(baked, "baked");
        this.graphFolder = graphFolder;
        this.request = Objects.requireNonNull(request, "request");
        this.slopesFromHeights = slopesFromHeights;
        if (slopesFromHeights && request.grid().isPlanet()) {
            throw new IllegalArgumentException("A planet export takes its normals from the graph's gradient (exact "
                    + "on a sphere); central differences of heights would cross cube faces");
        }
    }

    /**
     * The same job baking {@code lean}: the plan of {@link #withoutUnreadOutputs} of the graph this job's
     * plan was compiled from. The files are the same (a graph's height and gradient do not depend on its
     * mask or colour outputs); the bake skips what only those outputs need, often a whole stage (the
     * terrain baked for slope masks) or a simulation. The sidecar still lists the graph's masks.
     */
    public ExportJob baking(CompiledPlan lean) {
        return new ExportJob(program, lean, graphFolder, request, slopesFromHeights, simulations);
    }

    /**
     * {@code graph} without the outputs none of {@code request}'s maps read: its {@code output.mask} nodes
     * unless a mask or splat map is written (or splat layers are named), its {@code output.colour} nodes
     * unless an albedo map is; the nodes only they used are then left out by the compiler.
     */
    public static Graph withoutUnreadOutputs(Graph graph, ExportRequest request) {
        SampleChannels read = MapExport.channels(request.formats());
        Set<String> unread = new HashSet<>();
        if (!read.masks() && request.splatLayers().isEmpty()) {
            graph.nodesOfType(ModelNodeTypes.OUTPUT_MASK).forEach(n -> unread.add(n.id()));
        }
        if (!read.colour()) {
            graph.nodesOfType(ModelNodeTypes.OUTPUT_COLOUR).forEach(n -> unread.add(n.id()));
        }
        return unread.isEmpty() ? graph : graph.withoutNodes(unread);
    }

    /** The plan this job bakes: its graph's, or the leaner one given to {@link #baking}. */
    public CompiledPlan bakedPlan() {
        return baked;
    }

    /** The request this job writes. */
    public ExportRequest request() {
        return request;
    }

    /**
     * Runs the export on a GL thread of its own (closed at the end); blocks the caller until done.
     *
     * @param progress  told about baked rows and simulations (may be null)
     * @param cancelled polled between bands and simulation steps; true stops the export and removes what
     *                  it wrote (may be null)
     * @throws GlUnavailableException when no OpenGL 3.3 context can be created
     */
    public MapExport.Result run(BakeProgress progress, BooleanSupplier cancelled) throws BakeException, IOException {
        try (GlThread gl = GlThread.start("orogen-gl")) {
            return run(gl, progress, cancelled);
        }
    }

    /** Runs the export with GPU work on {@code gl} (e.g. an editor window's GL thread); blocks the caller. */
    public MapExport.Result run(GlThread gl, BakeProgress progress, BooleanSupplier cancelled)
            throws BakeException, IOException {
        // The CPU side's kernels (large exports) and CPU simulations get compiled while the GPU side starts.
        try (ExportWarmup warmup = ExportWarmup.startIfWorthwhile(request, slopesFromHeights,
                PlanRunner.simulationWarmUps(baked, gl.info()))) {
            GlFieldSampler gpu = sampler(gl, progress, cancelled);
            try (FieldSampler sampler = slopesFromHeights ? new HeightDifferenceGradients(gpu) : gpu) {
                return new MapExport(request, sampler, program.maskNames(), progress, cancelled).run();
            } finally {
                simulationProblems = gpu.simulationProblems();
            }
        }
    }

    /**
     * Problems the graph's simulations met in the last run or range measurement (parameters clamped,
     * non-finite input replaced, finer levels left out), as warnings on their nodes; empty before the first.
     */
    public List<Diagnostic> simulationProblems() {
        return simulationProblems;
    }

    /**
     * Measures the height range over the request's whole grid and writes nothing, on a GL thread of its
     * own: the first step of a farm export, whose shards then all quantize with this range.
     */
    public HeightRange measureRange(BakeProgress progress, BooleanSupplier cancelled) throws BakeException {
        try (GlThread gl = GlThread.start("orogen-gl");
             GlFieldSampler sampler = sampler(gl, progress, cancelled)) {
            try {
                return new MapExport(request, sampler, program.maskNames(), progress, cancelled).measureRangeOnly();
            } finally {
                simulationProblems = sampler.simulationProblems();
            }
        }
    }

    /**
     * The GPU sampler, refused (and closed) when its simulations do not fit the request's grid; its
     * simulations report to {@code progress} and stop when {@code cancelled} says so.
     */
    private GlFieldSampler sampler(GlThread gl, BakeProgress progress, BooleanSupplier cancelled)
            throws BakeException {
        GlFieldSampler gpu = GlFieldSampler.create(gl, baked, graphFolder, simulations);
        StartupTrace.mark("programs built");
        try {
            gpu.checkPlanet(request.grid());
            gpu.checkSimulations(request.grid());
        } catch (BakeException e) {
            gpu.close();
            throw e;
        }
        gpu.monitorSimulations(new SimulationMonitor() {
            @Override
            public void progress(double fraction, String message) {
                if (progress != null) {
                    progress.simulating(message, fraction);
                }
            }

            @Override
            public boolean cancelled() {
                return cancelled != null && cancelled.getAsBoolean();
            }
        });
        return gpu;
    }

    /**
     * Whether the height output's gradient may be approximate: some output port upstream of the height
     * output declares {@code approximateGradient} (conservative: any such port in its dependency cone
     * counts, since most nodes pass gradients through by the chain rule). Exports that want exact
     * normals then take them from the heights ({@code slopesFromHeights}).
     */
    public static boolean heightGradientApproximate(Graph graph, SubgraphResolution resolution) {
        Set<String> seen = new HashSet<>();
        ArrayDeque<String> todo = new ArrayDeque<>();
        for (Node n : graph.nodesOfType(ModelNodeTypes.OUTPUT_HEIGHT)) {
            todo.add(n.id());
        }
        while (!todo.isEmpty()) {
            String id = todo.poll();
            if (!seen.add(id)) {
                continue;
            }
            for (Edge e : graph.edgesInto(id)) {
                Node from = graph.requireNode(e.from().nodeId());
                boolean approximate = resolution.definitionOf(from)
                        .flatMap(d -> d.output(e.from().port()))
                        .map(PortDefinition::approximateGradient)
                        .orElse(false);
                if (approximate) {
                    return true;
                }
                todo.add(from.id());
            }
        }
        return false;
    }
}
