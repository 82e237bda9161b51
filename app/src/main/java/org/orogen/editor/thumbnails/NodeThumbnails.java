package org.orogen.editor.thumbnails;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.util.Duration;
import org.orogen.bake.HeightmapImage;
import org.orogen.bake.ImageInputException;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.PortRef;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.preview.GraphGpu;
import org.orogen.preview.ImageFileCache;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.PlanStage;

/**
 * Keeps every node's thumbnail up to date, off the JavaFX thread, on the window's {@link GraphGpu}: it
 * subscribes to the graph revisions the window's compile worker publishes (the same compile the preview
 * uses; the problems list gets that compile's problems from the window, not from here). After revisions
 * settle ({@link #DEBOUNCE}), for each node whose upstream part changed it compiles "as if this node's
 * first output were the output" and bakes a {@link ThumbnailRenderer#SIZE}² image on the window's GL
 * thread. Both steps are background work ({@link GraphGpu#compileInBackground},
 * {@link org.orogen.gl.GlThread#submitBackground}), one thumbnail per turn, so they never hold up the
 * preview; a newer revision makes the pending work of older ones stop early (a simulation upstream of a
 * thumbnail included), so the thumbnails never fall behind a slider drag.
 *
 * <p>Without OpenGL (no driver, no EGL) thumbnails stay empty and one status message says why.
 */
public final class NodeThumbnails implements AutoCloseable {
    public static final Duration DEBOUNCE = Duration.millis(120);
    /**
     * Program text of the per-node preview plans kept for recompiling from (about 32 MB: a hundred plans of a
     * mid-sized graph; a 2,000-node graph keeps its most recently drawn nodes' plans).
     */
    static final long PLAN_CHARS = 32L << 20;

    private final GraphGpu gpu;
    private final Supplier<NodeTypes> types;
    private final BiConsumer<String, Image> showThumbnail;
    private final GraphGpu.Subscriber subscription = this::revised;
    private final PauseTransition debounce = new PauseTransition(DEBOUNCE);
    /** Last upstream key rendered per node (FX thread only). */
    private final Map<String, UpstreamKey> rendered = new HashMap<>();
    /** The newest revision published, waiting for the debounce (FX thread only). */
    private GraphGpu.Revision pending;
    /** Image inputs of the per-node previews, kept while their files are unchanged (compile worker only). */
    private final ImageFileCache images = new ImageFileCache();
    /** Each node's last preview plan and what it was compiled from (compile worker only). */
    private final PreviewPlans compiled = new PreviewPlans(PLAN_CHARS);
    private volatile boolean closed;

    /**
     * @param types         the window's node types (read on the FX thread: which output each node shows)
     * @param showThumbnail receives each node's new image (FX thread)
     * @param status        receives one message when OpenGL is unavailable (FX thread)
     */
    public NodeThumbnails(GraphGpu gpu, Supplier<NodeTypes> types, BiConsumer<String, Image> showThumbnail,
                          Consumer<String> status) {
        this.gpu = gpu;
        this.types = types;
        this.showThumbnail = showThumbnail;
        debounce.setOnFinished(e -> submit());
        gpu.gl().whenComplete((gl, error) -> {
            if (error != null) {
                Throwable cause = error.getCause() != null ? error.getCause() : error;
                Platform.runLater(() -> status.accept("Node thumbnails are off: OpenGL is not available ("
                        + cause.getMessage() + ")"));
            }
        });
        gpu.subscribe(subscription);
    }

    /** A revision was compiled (compile worker): thumbnails follow once revisions pause. */
    private void revised(GraphGpu.Revision revision) {
        Platform.runLater(() -> {
            if (closed || (pending != null && pending.number() > revision.number())) {
                return;
            }
            pending = revision;
            debounce.playFromStart();
        });
    }

    /**
     * What a node's thumbnail depends on: its upstream part ({@link #upstreamKeys}) and the folder its
     * image inputs resolve against. Equal keys, equal pictures.
     */
    private record UpstreamKey(List<Object> upstream, Path folder) {
    }

    private record Job(String nodeId, PortRef output, UpstreamKey key) {
    }

    /** A job's compiled preview and image inputs (compile worker), ready to draw. */
    private record Prepared(CompiledPlan plan, List<List<HeightmapImage>> images) {
    }

    private void submit() {
        GraphGpu.Revision revision = pending;
        if (revision == null || closed || stale(revision)) {
            return; // a newer revision is on its way and will call again
        }
        Graph graph = revision.graph();
        NodeTypes nodeTypes = types.get();
        Map<String, List<Object>> keys = upstreamKeys(graph);
        List<Job> jobs = new ArrayList<>();
        for (Node n : graph.nodes().values()) {
            Optional<NodeDefinition> def = nodeTypes.definitionOf(n);
            if (def.isEmpty() || def.get().outputs().isEmpty()) continue;
            UpstreamKey key = new UpstreamKey(keys.get(n.id()), revision.folder());
            if (key.equals(rendered.get(n.id()))) continue;
            jobs.add(new Job(n.id(), new PortRef(n.id(), def.get().outputs().getFirst().name()), key));
        }
        // Small upstream parts first: their programs compile fastest, so most thumbnails appear
        // quickly even when one big program keeps the driver busy.
        jobs.sort(Comparator.comparingInt(j -> j.key().upstream().size()));
        rendered.keySet().retainAll(graph.nodeIds());
        if (jobs.isEmpty()) return;
        gpu.gl().thenAccept(gl -> renderFrom(revision, new ThumbnailRenderer(gl), jobs, 0));
    }

    /** Renders jobs from {@code index} on, one at a time, until done or superseded; then lets go of the renderer. */
    private void renderFrom(GraphGpu.Revision revision, ThumbnailRenderer renderer, List<Job> jobs, int index) {
        if (index >= jobs.size() || stale(revision)) {
            renderer.close();
            return;
        }
        Job job = jobs.get(index);
        WorldExtent extent = revision.graph().metadata().extent();
        gpu.compileInBackground(() -> prepare(revision, job))
                .thenCompose(prepared -> prepared == null ? CompletableFuture.<float[]>completedFuture(null)
                        : renderer.render(prepared.plan(), extent, prepared.images(), () -> stale(revision)))
                .whenComplete((rgba, error) -> {
                    // A failed thumbnail stays old: the window's compile reports the graph's real problems
                    // (and the preview the unreadable image files).
                    if (rgba != null) {
                        show(job, rgba, ThumbnailRenderer.spacing(revision.graph().metadata()));
                    }
                    renderFrom(revision, renderer, jobs, index + 1);
                });
    }

    /** Compiles the job's per-node preview and reads its image inputs (compile worker); null when superseded. */
    private Prepared prepare(GraphGpu.Revision revision, Job job) {
        if (stale(revision)) {
            return null;
        }
        CompileOptions options = revision.options().withPreview(job.output());
        PreviewPlans.Compiled before = compiled.get(job.nodeId());
        // A changed value upstream: the plan before with the new values (ProgramSource.recompilePlan).
        CompiledPlan preview = before != null && before.options().equals(options)
                ? gpu.compiler().recompilePlan(before.graph(), before.plan(), revision.graph(), options)
                : gpu.compiler().compilePlan(revision.graph(), options);
        compiled.retain(revision.graph().nodeIds());
        compiled.put(job.nodeId(), new PreviewPlans.Compiled(revision.graph(), options, preview));
        try {
            return new Prepared(preview, images.load(preview.stages().stream().map(PlanStage::program).toList(),
                    revision.folder()));
        } catch (ImageInputException e) {
            throw new CompletionException(e);
        }
    }

    private void show(Job job, float[] rgba, double spacing) {
        int[] argb = ThumbnailShading.shade(rgba, ThumbnailRenderer.SIZE, ThumbnailRenderer.SIZE, spacing);
        Platform.runLater(() -> {
            if (closed) return;
            WritableImage image = new WritableImage(ThumbnailRenderer.SIZE, ThumbnailRenderer.SIZE);
            image.getPixelWriter().setPixels(0, 0, ThumbnailRenderer.SIZE, ThumbnailRenderer.SIZE,
                    PixelFormat.getIntArgbInstance(), argb, 0, ThumbnailRenderer.SIZE);
            rendered.put(job.nodeId(), job.key());
            showThumbnail.accept(job.nodeId(), image);
        });
    }

    /** True once a newer revision has been taken or the thumbnails are closed. Any thread. */
    private boolean stale(GraphGpu.Revision revision) {
        return closed || gpu.isClosed() || revision.number() != gpu.latestRevision();
    }

    /**
     * Per node, a value equal between two graphs exactly when everything the node's output
     * depends on (its upstream nodes with their parameters, the wires among them, the graph's
     * seed, extent and domain) is equal: the thumbnail only needs redoing when this changes.
     */
    static Map<String, List<Object>> upstreamKeys(Graph graph) {
        Map<String, List<Edge>> into = new HashMap<>();
        for (Edge e : graph.edges()) into.computeIfAbsent(e.to().nodeId(), k -> new ArrayList<>()).add(e);
        Map<String, List<Object>> keys = new HashMap<>();
        for (String id : graph.nodeIds()) {
            Set<String> seen = new HashSet<>();
            List<Object> parts = new ArrayList<>();
            collect(graph, id, into, seen, parts);
            parts.add(graph.seed());
            parts.add(graph.metadata().extent());
            parts.add(graph.metadata().domain());
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

    /** Stops following the graph (FX thread); work under way stops at its next step. The GPU stays open. */
    @Override
    public void close() {
        closed = true;
        gpu.unsubscribe(subscription);
        debounce.stop();
    }
}
