package org.orogen.editor.thumbnails;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.util.Duration;
import java.nio.file.Path;
import org.orogen.bake.ImageInputException;
import org.orogen.gl.FieldProgramException;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.PortRef;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.subgraph.SubgraphResolution;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.Severity;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.PlanStage;
import org.orogen.preview.ImageFileCache;
import org.orogen.shader.SubgraphSource;

/**
 * Keeps every node's thumbnail and the graph's compile problems up to date, off the JavaFX
 * thread. After edits settle ({@link #DEBOUNCE}), a worker compiles the whole graph (its
 * diagnostics, including driver errors mapped to nodes, go to the problems list) and then, for
 * each node whose upstream part changed, compiles "as if this node's first output were the
 * output" and bakes a {@link ThumbnailRenderer#SIZE}² image on the GL thread. A newer edit
 * makes pending work of older ones stop early, so the worker never falls behind a slider drag.
 *
 * <p>Without OpenGL (no driver, no EGL) thumbnails stay empty and one status message says why;
 * compile problems are still reported.
 */
public final class NodeThumbnails implements AutoCloseable {
    public static final Duration DEBOUNCE = Duration.millis(120);

    private final GraphCompiler compiler;
    private final BiConsumer<String, Image> showThumbnail;
    private final Consumer<List<Diagnostic>> showProblems;
    private final Consumer<String> status;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "orogen-editor-compile");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong generation = new AtomicLong();
    private final PauseTransition debounce = new PauseTransition(DEBOUNCE);
    /** Last upstream key rendered per node (FX thread only). */
    private final Map<String, Object> rendered = new HashMap<>();
    private volatile ThumbnailRenderer renderer;
    /** The GL thread this started for the renderer; stopped on {@link #close()}. */
    private volatile GlThread gl;
    private volatile boolean glFailed;
    /** Image inputs, read on the worker and kept while their files are unchanged (worker only). */
    private final ImageFileCache images = new ImageFileCache();
    private Path pendingFolder;
    private Graph pendingGraph;
    private NodeTypes pendingTypes;

    public NodeThumbnails(GraphCompiler compiler, BiConsumer<String, Image> showThumbnail,
                          Consumer<List<Diagnostic>> showProblems, Consumer<String> status) {
        this.compiler = compiler;
        this.showThumbnail = showThumbnail;
        this.showProblems = showProblems;
        this.status = status;
        debounce.setOnFinished(e -> submit());
    }

    /** Call on every graph change (FX thread); the work starts once edits pause. */
    public void graphChanged(Graph graph, NodeTypes types) {
        graphChanged(graph, types, null);
    }

    /**
     * Call on every graph change (FX thread); the work starts once edits pause.
     *
     * @param graphFolder folder of the graph's file, against which image inputs resolve (null: unsaved)
     */
    public void graphChanged(Graph graph, NodeTypes types, Path graphFolder) {
        pendingFolder = graphFolder;
        pendingGraph = graph;
        pendingTypes = types;
        generation.incrementAndGet();
        debounce.playFromStart();
    }

    /** Forgets what was rendered (all thumbnails are redone on the next change). */
    public void invalidateAll() {
        rendered.clear();
    }

    private void submit() {
        Graph graph = pendingGraph;
        NodeTypes types = pendingTypes;
        if (graph == null) return;
        Path folder = pendingFolder;
        long gen = generation.get();
        Map<String, Object> keys = upstreamKeys(graph);
        List<Job> jobs = new ArrayList<>();
        for (Node n : graph.nodes().values()) {
            Optional<NodeDefinition> def = types.definitionOf(n);
            if (def.isEmpty() || def.get().outputs().isEmpty()) continue;
            Object key = List.of(keys.get(n.id()), String.valueOf(folder));
            if (key.equals(rendered.get(n.id()))) continue;
            jobs.add(new Job(n.id(), new PortRef(n.id(), def.get().outputs().getFirst().name()), key));
        }
        jobs.sort(java.util.Comparator.comparingInt(j -> ((List<?>) j.key()).size()));
        rendered.keySet().retainAll(graph.nodeIds());
        SubgraphSource subgraphs = types instanceof SubgraphResolution r ? SubgraphSource.of(r) : SubgraphSource.NONE;
        worker.execute(() -> run(gen, graph, subgraphs, jobs, folder));
    }

    private record Job(String nodeId, PortRef output, Object key) {
    }

    private void run(long gen, Graph graph, SubgraphSource subgraphs, List<Job> jobs, Path folder) {
        CompileOptions options = CompileOptions.DEFAULT.withSubgraphs(subgraphs);
        List<Diagnostic> problems = new ArrayList<>();
        CompiledPlan whole = null;
        try {
            // The pass plan, as the preview and export run it: a huge graph is split into stages of
            // bounded size, so the driver check never builds one giant program.
            whole = compiler.compilePlan(graph, options);
            whole.diagnostics().forEach(d -> problems.add(toDiagnostic(d)));
        } catch (RuntimeException e) {
            problems.add(Diagnostic.error("editor.compiler-failed", null, null,
                    "the shader compiler failed on this graph (" + e + "); please report it with the file"));
        }
        if (whole != null) {
            Set<String> checked = new HashSet<>();
            for (PlanStage stage : whole.stages()) {
                if (checked.add(stage.program().structuralHash())) {
                    problems.addAll(driverProblems(stage.program()));
                }
                if (gen != generation.get()) return; // a newer edit supersedes this check
            }
        }
        if (gen != generation.get()) return;
        Platform.runLater(() -> showProblems.accept(List.copyOf(problems)));
        // Small upstream parts first: their programs compile fastest, so most thumbnails appear
        // quickly even when one big program keeps the driver busy.
        for (Job job : jobs) {
            if (gen != generation.get()) return; // a newer edit supersedes this pass
            renderOne(graph, options, job, folder);
        }
    }

    private void renderOne(Graph graph, CompileOptions options, Job job, Path folder) {
        ThumbnailRenderer r = renderer();
        if (r == null) return;
        try {
            CompiledPlan preview = compiler.compilePlan(graph, options.withPreview(job.output()));
            List<CompiledProgram> stages = preview.stages().stream().map(PlanStage::program).toList();
            float[] rgba = r.render(preview, graph.metadata().extent(), images.load(stages, folder)).join();
            int[] argb = ThumbnailShading.shade(rgba, ThumbnailRenderer.SIZE, ThumbnailRenderer.SIZE,
                    GridBlock.spacing(graph.metadata().extent().width(), ThumbnailRenderer.SIZE));
            Platform.runLater(() -> {
                WritableImage image = new WritableImage(ThumbnailRenderer.SIZE, ThumbnailRenderer.SIZE);
                image.getPixelWriter().setPixels(0, 0, ThumbnailRenderer.SIZE, ThumbnailRenderer.SIZE,
                        PixelFormat.getIntArgbInstance(), argb, 0, ThumbnailRenderer.SIZE);
                rendered.put(job.nodeId(), job.key());
                showThumbnail.accept(job.nodeId(), image);
            });
        } catch (ImageInputException | RuntimeException e) {
            // The whole-graph compile (and the preview, for image files) reports real problems; a
            // failed thumbnail just stays old.
        }
    }

    /** Builds the GL side on first use; remembers a failure so it is reported once. */
    private ThumbnailRenderer renderer() {
        if (renderer != null || glFailed) return renderer;
        try {
            gl = GlThread.start("orogen-thumbnails-gl");
            renderer = new ThumbnailRenderer(gl);
        } catch (RuntimeException e) {
            glFailed = true;
            Platform.runLater(() -> status.accept("Node thumbnails are off: OpenGL is not available (" + e.getMessage() + ")"));
        }
        return renderer;
    }

    /** Compiles the program on the GL thread to catch driver errors, mapped back to nodes. */
    private List<Diagnostic> driverProblems(CompiledProgram program) {
        ThumbnailRenderer r = renderer();
        if (r == null) return List.of();
        try {
            r.check(program).join();
            return List.of();
        } catch (CompletionException e) {
            if (e.getCause() instanceof FieldProgramException failed) {
                return failed.diagnostics().stream().map(NodeThumbnails::toDiagnostic).toList();
            }
            return List.of(Diagnostic.error("editor.gpu-failed", null, null,
                    "the GPU could not run this graph: " + e.getCause().getMessage()));
        }
    }

    private static Diagnostic toDiagnostic(CompileDiagnostic d) {
        return new Diagnostic(d.isError() ? Severity.ERROR : Severity.WARNING, "compile." + d.code(),
                d.nodeId().isEmpty() ? null : d.nodeId(), d.port().isEmpty() ? null : d.port(), d.message(), null, null);
    }

    /**
     * Per node, a value equal between two graphs exactly when everything the node's output
     * depends on (its upstream nodes with their parameters, the wires among them, the graph's
     * seed and extent) is equal: the thumbnail only needs redoing when this changes.
     */
    static Map<String, Object> upstreamKeys(Graph graph) {
        Map<String, List<Edge>> into = new HashMap<>();
        for (Edge e : graph.edges()) into.computeIfAbsent(e.to().nodeId(), k -> new ArrayList<>()).add(e);
        Map<String, Object> keys = new HashMap<>();
        for (String id : graph.nodeIds()) {
            Set<String> seen = new HashSet<>();
            List<Object> parts = new ArrayList<>();
            collect(graph, id, into, seen, parts);
            parts.add(graph.seed());
            parts.add(graph.metadata().extent());
            keys.put(id, parts);
        }
        return keys;
    }

    private static void collect(Graph g, String id, Map<String, List<Edge>> into, Set<String> seen, List<Object> parts) {
        if (!seen.add(id)) return;
        g.node(id).ifPresent(n -> parts.add(List.of(n.id(), n.typeId(), n.parameters())));
        for (Edge e : into.getOrDefault(id, List.of())) {
            parts.add(e);
            collect(g, e.from().nodeId(), into, seen, parts);
        }
    }

    @Override
    public void close() {
        generation.incrementAndGet();
        worker.shutdownNow();
        ThumbnailRenderer r = renderer;
        if (r != null) r.close();
        GlThread thread = gl;
        if (thread != null) {
            // Its context and programs go with it; off the FX thread, which never waits on GL work.
            Thread closer = new Thread(thread::close, "orogen-thumbnails-gl-close");
            closer.setDaemon(true);
            closer.start();
        }
    }
}
