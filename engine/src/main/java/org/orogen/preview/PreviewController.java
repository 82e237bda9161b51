package org.orogen.preview;

import java.nio.file.Path;
import org.orogen.bake.HeightmapImage;

import org.lwjgl.system.MemoryUtil;
import org.orogen.gl.FieldProgramException;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.graph.Domain;
import org.orogen.graph.Graph;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.simulation.SimulationCancelledException;
import org.orogen.simulation.SimulationMonitor;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Keeps the preview up to date with the latest graph and view, from any thread, without ever
 * blocking the caller (the JavaFX thread).
 *
 * <p>How a change flows: {@link #showGraph} hands the graph to the window's {@link GraphGpu}, whose
 * compile worker compiles whatever is latest at that moment (intermediate slider values are simply
 * overwritten: latest wins, no backlog) once for the preview and the thumbnails alike, and publishes
 * the revision; this controller subscribes. The GL thread (the window's one) then looks the program up by structural
 * hash: a parameter change only uploads uniforms and re-bakes; a topology change links a new
 * program there (off the JavaFX thread) while the UI keeps showing the last frame. The frame is
 * read back asynchronously through a pixel buffer object and handed to the listener through the
 * delivery executor; an undelivered frame is replaced by a newer one. A GLSL error keeps the
 * previous program and frame and is reported with the nodes concerned.
 *
 * <p>Compiling and linking never run on the caller's thread. When the work for the latest graph
 * (compile, then link and bake on the GL thread) takes longer than {@link #slowAfterMillis()}
 * ({@value #DEFAULT_SLOW_MILLIS} ms unless {@value #SLOW_PROPERTY} says otherwise),
 * {@link Listener#previewSlow} says so once while the last good frame stays; a newer edit
 * supersedes the graph waiting to be compiled.
 */
public final class PreviewController implements AutoCloseable {

    /** Receives frames and problems, on the delivery executor. */
    public interface Listener {
        /** A new frame. The listener owns it and must {@link PreviewFrame#release()} it. */
        void frameReady(PreviewFrame frame);

        /**
         * The latest graph could not be shown (the driver rejected its shader, or compiling
         * failed). The last good frame stays. {@code diagnostics} name the nodes when known.
         */
        void previewFailed(String message, List<CompileDiagnostic> diagnostics);

        /** The latest graph is shown again after a failure (or after {@link #previewSlow}). */
        default void previewRecovered() {
        }

        /**
         * A simulation stage is running (the preview waits for it; an edit that changes its input or
         * parameters restarts it, {@link #cancelSimulation()} stops it).
         *
         * @param what     e.g. "simulating erosion.hydraulic 'n12'"
         * @param fraction how much of it is done, 0 to 1
         */
        default void simulationProgress(String what, double fraction) {
        }

        /**
         * The simulation reported by {@link #simulationProgress} has ended: finished, superseded by an
         * edit, or {@code cancelled} by {@link #cancelSimulation()} (then the last good frame stays until
         * the next edit).
         */
        default void simulationEnded(boolean cancelled) {
        }

        /**
         * Problems the shown graph's simulations met (parameters clamped, non-finite input replaced),
         * as warnings on their nodes; empty when there are none (called when they change).
         */
        default void simulationProblems(List<Diagnostic> warnings) {
        }

        /**
         * Compiling or linking the latest graph has taken longer than {@link #slowAfterMillis()};
         * the last good frame stays until it is done ({@link #previewRecovered} or a failure follow).
         */
        default void previewSlow(String message) {
        }
    }

    /** Milliseconds of compile and link after which {@link Listener#previewSlow} is called. */
    public static final long DEFAULT_SLOW_MILLIS = 5_000;
    /** System property overriding {@link #DEFAULT_SLOW_MILLIS}, milliseconds. */
    public static final String SLOW_PROPERTY = "orogen.preview.slowMillis";

    private record ProgramRequest(CompiledPlan plan, List<List<HeightmapImage>> images, WorldExtent extent,
                                  Domain domain, long stamp, long work) {
    }

    private record ViewRequest(PreviewView view, long stamp) {
    }

    /** How long the GL thread waits before checking an unfinished readback again. */
    private static final long POLL_MICROS = 500;

    private final GraphGpu gpu;
    private final GlThread gl;
    private final boolean ownsGpu;
    private final GraphGpu.Subscriber subscription = new GraphGpu.Subscriber() {
        @Override
        public void compiling(long number) {
            startedWork(number);
        }

        @Override
        public void compiled(GraphGpu.Revision revision) {
            take(revision);
        }
    };
    private final Executor delivery;
    private final Listener listener;
    private final PreviewQuality quality;
    /** Runs tasks on the GL thread after {@link #POLL_MICROS} (the JDK's shared delay thread: none of our own). */
    private final Executor pollDelay;
    private final AtomicReference<ProgramRequest> pendingProgram = new AtomicReference<>();
    private final AtomicReference<ViewRequest> view = new AtomicReference<>();
    private final AtomicReference<PreviewFrame> undelivered = new AtomicReference<>();
    private final AtomicBoolean glScheduled = new AtomicBoolean();
    /** The last program handed to the GL thread (compile worker only). */
    private ProgramRequest lastSent;
    private volatile boolean closed;
    /** The request whose bake is running on the GL thread (its simulations may be cancelled), or null. */
    private volatile ProgramRequest baking;
    /** The request the user cancelled ({@link #cancelSimulation()}). */
    private volatile ProgramRequest cancelledByUser;
    /** Numbers the compile requests taken; the last one whose program is in use (or dropped). */
    private final AtomicLong workTaken = new AtomicLong();
    private final AtomicLong workDone = new AtomicLong();
    private final AtomicBoolean slowReported = new AtomicBoolean();
    private volatile long slowAfterMillis = Long.getLong(SLOW_PROPERTY, DEFAULT_SLOW_MILLIS);

    // GL thread state.
    private PreviewRenderer renderer;
    private PixelReadback readback;
    private ViewRequest drawnView;
    private boolean needDraw;
    private boolean mapDirty;
    private volatile boolean failing;
    private WorldExtent extent;
    private Domain domain = Domain.PLANE;
    /** The domain of the frame being read back (a bake may change {@link #domain} while it is in flight). */
    private Domain drawnDomain = Domain.PLANE;
    private long servedStamp;
    private double bakeMillis;
    private boolean compiledSinceFrame;
    private long stageHitsSeen;
    private long stageMissesSeen;
    private long drawStart;
    private ByteBuffer pendingMap;
    private int pendingMapSize;
    private List<Diagnostic> problemsShown = List.of();
    /** Bakes completed so far (the paint cursor re-reads the heights when this moves). */
    private final AtomicLong bakes = new AtomicLong();

    /**
     * A controller with a compile worker of its own (headless uses, tests, benchmarks).
     *
     * @param gl       the GL thread to render on; {@code ownsGl} closes it with this controller
     * @param quality  bake/mesh sizes, or null to choose by renderer
     * @param delivery runs listener calls (JavaFX: {@code Platform::runLater}; tests: a direct executor)
     */
    public PreviewController(GlThread gl, boolean ownsGl, GraphCompiler compiler, PreviewQuality quality,
                             Executor delivery, Listener listener) {
        this(gl, ownsGl, ProgramSource.of(compiler), quality, delivery, listener);
    }

    /** As above with any way of compiling (tests inject programs the driver rejects). */
    public PreviewController(GlThread gl, boolean ownsGl, ProgramSource compiler, PreviewQuality quality,
                             Executor delivery, Listener listener) {
        this(GraphGpu.on(gl, ownsGl, compiler), true, quality, delivery, listener);
    }

    /**
     * A controller showing the revisions {@code gpu} compiles, rendering on its GL thread, which must have
     * started ({@link GraphGpu#gl()} complete); {@code ownsGpu} closes it with this controller.
     */
    public PreviewController(GraphGpu gpu, boolean ownsGpu, PreviewQuality quality, Executor delivery,
                             Listener listener) {
        this.gpu = gpu;
        this.gl = gpu.gl().getNow(null);
        if (gl == null) {
            throw new IllegalStateException("the window's GL thread has not started (or OpenGL is unavailable)");
        }
        this.ownsGpu = ownsGpu;
        this.quality = quality;
        this.delivery = delivery;
        this.listener = listener;
        this.pollDelay = CompletableFuture.delayedExecutor(POLL_MICROS, TimeUnit.MICROSECONDS,
                task -> gl.execute(context -> task.run()));
        gpu.subscribe(subscription);
    }

    /**
     * Sets the folder that the graph's image inputs ({@code shape.heightmap} files) resolve against:
     * the open {@code .graph} file's folder, or null for an unsaved graph. Takes effect with the next
     * {@link #showGraph}. Any thread.
     */
    public void setGraphFolder(Path folder) {
        gpu.setGraphFolder(folder);
    }

    /** After how many milliseconds of compiling and linking the latest graph {@link Listener#previewSlow} is called. */
    public long slowAfterMillis() {
        return slowAfterMillis;
    }

    /** Sets {@link #slowAfterMillis()} (at least 1). Any thread. */
    public void setSlowAfterMillis(long millis) {
        if (millis < 1) {
            throw new IllegalArgumentException("slow-compile threshold must be at least 1 ms, got " + millis);
        }
        slowAfterMillis = millis;
    }

    /** Shows {@code graph} (compiled with {@code options}) over its metadata's extent. Any thread; never blocks. */
    public void showGraph(Graph graph, CompileOptions options) {
        if (closed) {
            return;
        }
        gpu.showGraph(graph, options);
    }

    /** Shows the terrain as {@code next} says (camera, style, sizes). Any thread; never blocks. */
    public void setView(PreviewView next) {
        if (closed) {
            return;
        }
        view.set(new ViewRequest(next, System.nanoTime()));
        requestGl();
    }

    /**
     * Stops the simulation running for the preview, if any, within a few steps; its GPU resources are
     * released and the last good frame stays until the next edit. Any thread; never blocks.
     */
    public void cancelSimulation() {
        cancelledByUser = baking;
    }

    /** GL programs compiled and linked so far (structural changes; parameter changes add none). */
    public CompletableFuture<Long> programBuilds() {
        return gl.submit(context -> renderer == null ? 0L : renderer.programBuilds());
    }

    /**
     * The heights of the latest bake, read back from the GPU (the paint cursor and the level brush
     * look the terrain up in them); null before the first bake and for a planet (no painting on a
     * sphere). Any thread; never blocks.
     */
    public CompletableFuture<HeightGrid> bakedHeights() {
        return gl.submit(context -> renderer == null || extent == null || renderer.planet() != null ? null
                : HeightGrid.ofBakedField(extent, renderer.quality().bakeSize(), renderer.readBakedField()));
    }

    /** How many bakes have completed: a change means {@link #bakedHeights()} has new heights. Any thread. */
    public long bakeCount() {
        return bakes.get();
    }

    /** The driver's renderer string and the bake/mesh sizes in use, once the renderer exists. */
    public CompletableFuture<String> describe() {
        return gl.submit(context -> context.info().renderer() + (renderer == null ? ""
                : ", bake " + renderer.quality().bakeSize() + "², mesh " + renderer.quality().meshSize() + "²"));
    }

    /** The compile worker took revision {@code work}: the slow-compile clock starts. Compile worker. */
    private void startedWork(long work) {
        if (closed) {
            return;
        }
        workTaken.accumulateAndGet(work, Math::max);
        long threshold = slowAfterMillis;
        CompletableFuture.delayedExecutor(threshold, TimeUnit.MILLISECONDS).execute(() -> reportIfSlow(work, threshold));
    }

    /** A revision compiled by the window's worker: hand it to the GL thread unless it bakes what is shown. */
    private void take(GraphGpu.Revision revision) {
        long work = revision.number();
        if (closed || work < workDone.get()) {
            return; // already superseded (a subscriber joining late gets the latest revision again)
        }
        if (!revision.ready()) {
            finished(work);
            deliverFailure(revision.failure(), List.of());
            return;
        }
        ProgramRequest next = new ProgramRequest(revision.plan(), revision.images(), revision.graph().metadata().extent(),
                revision.graph().metadata().domain(), revision.requested(), work);
        if (lastSent != null && sameTerrain(lastSent, next)) {
            finished(work);
            return; // e.g. a node was moved on the canvas: same program, same values, nothing to re-bake
        }
        lastSent = next;
        pendingProgram.set(next);
        requestGl();
    }

    /** The work numbered {@code work} (and all before it) is done: its program is in use or was dropped. */
    private void finished(long work) {
        workDone.accumulateAndGet(work, Math::max);
        if (work == workTaken.get() && slowReported.getAndSet(false) && !failing) {
            delivery.execute(listener::previewRecovered);
        }
    }

    private void reportIfSlow(long work, long threshold) {
        if (!closed && workDone.get() < work && !slowReported.getAndSet(true)) {
            delivery.execute(() -> listener.previewSlow("Compiling the shader for this graph has taken more than "
                    + (threshold >= 1000 ? threshold / 1000 + " s" : threshold + " ms") + "; the preview keeps the "
                    + "last good terrain until it is done, and edits go on (only the newest graph is compiled). "
                    + "Large or many distinct subgraph uses are the usual cause"));
        }
    }

    /** True when both requests bake the same heights: same structure, uniform values, images, extent and domain. */
    private static boolean sameTerrain(ProgramRequest a, ProgramRequest b) {
        if (!a.plan().structuralHash().equals(b.plan().structuralHash())
                || a.plan().stages().size() != b.plan().stages().size()) {
            return false;
        }
        for (int i = 0; i < a.plan().stages().size(); i++) {
            CompiledProgram x = a.plan().stages().get(i).program();
            CompiledProgram y = b.plan().stages().get(i).program();
            if (!x.structuralHash().equals(y.structuralHash()) || !x.uniforms().equals(y.uniforms())
                    || !x.textures().equals(y.textures())) {
                return false;
            }
        }
        return a.images().equals(b.images()) && a.extent().equals(b.extent()) && a.domain().equals(b.domain());
    }

    private void requestGl() {
        if (!closed && glScheduled.compareAndSet(false, true)) {
            gl.execute(this::glStep).exceptionally(e -> {
                deliverFailure("The preview failed on the GPU: " + rootMessage(e), List.of());
                return null;
            });
        }
    }

    private void glStep(GlContext context) {
        glScheduled.set(false); // from here on, a new request schedules another step
        if (closed) {
            return;
        }
        if (renderer == null) {
            renderer = new PreviewRenderer(context, quality != null ? quality : PreviewQuality.forRenderer(context.info()));
            readback = new PixelReadback(context);
        }
        ProgramRequest program = pendingProgram.getAndSet(null);
        if (program != null) {
            useProgram(program);
        }
        ViewRequest wanted = view.get();
        if (wanted != null && wanted != drawnView) {
            needDraw = true;
            mapDirty |= wanted.view().mapDiffers(drawnView == null ? null : drawnView.view());
            servedStamp = Math.max(servedStamp, wanted.stamp());
        }
        if (extent == null || wanted == null || !needDraw || readback.inFlight()) {
            return; // nothing to draw yet, or the frame in flight finishes first (its poll asks again)
        }
        PreviewView v = wanted.view();
        if (mapDirty && v.mapSize() > 0) {
            renderer.drawMap(v.mapLayer(), v.maskIndex(), v.mapSize(), true);
            freePendingMap();
            pendingMap = MemoryUtil.memAlloc(v.mapSize() * v.mapSize() * 4);
            pendingMapSize = v.mapSize();
            renderer.readMapBgra(pendingMap);
        }
        mapDirty = false;
        drawStart = System.nanoTime();
        if (renderer.planet() != null) {
            renderer.drawGlobe(v.globe(), v.style(), v.width(), v.height(), true, true);
        } else {
            renderer.draw(v.camera(), v.style(), v.width(), v.height(), true);
        }
        readback.start(renderer, v.width(), v.height());
        drawnDomain = domain;
        drawnView = wanted;
        needDraw = false;
        schedulePoll();
    }

    private void useProgram(ProgramRequest request) {
        SimulationWatch watch = new SimulationWatch(request);
        baking = request;
        try {
            compiledSinceFrame |= renderer.setPlan(request.plan());
            long t0 = System.nanoTime();
            if (request.domain().isSphere()) {
                renderer.bakePlanet(request.domain(), request.images());
            } else {
                renderer.bakeStages(request.extent(), request.images(), watch);
            }
            bakeMillis = (System.nanoTime() - t0) / 1e6;
            watch.ended(false);
            deliverProblems(renderer.simulationProblems());
            extent = request.extent();
            domain = request.domain();
            bakes.incrementAndGet();
            needDraw = true;
            mapDirty = true;
            servedStamp = Math.max(servedStamp, request.stamp());
            if (failing) {
                failing = false;
                delivery.execute(listener::previewRecovered);
            }
        } catch (SimulationCancelledException e) {
            // Superseded: the newer request is already queued. Cancelled: keep the last frame.
            watch.ended(cancelledByUser == request);
        } catch (FieldProgramException e) {
            watch.ended(false);
            failing = true;
            deliverFailure(e.getMessage(), e.diagnostics());
        } catch (RuntimeException e) {
            watch.ended(false);
            failing = true;
            deliverFailure("The preview could not bake this graph: " + e.getMessage(), List.of());
        } finally {
            baking = null;
            finished(request.work());
        }
    }

    private void deliverProblems(List<Diagnostic> problems) {
        if (!problems.equals(problemsShown)) {
            problemsShown = problems;
            if (!closed) {
                delivery.execute(() -> listener.simulationProblems(problems));
            }
        }
    }

    /**
     * The monitor of one request's simulations (GL thread): progress goes to the listener when the
     * whole percent changes; it cancels when the user asked to, or when a newer request changes what a
     * simulation of this one computes (an edit downstream of every simulation lets it finish: the
     * newer request then finds its result in the stage cache).
     */
    private final class SimulationWatch implements SimulationMonitor {
        private final ProgramRequest request;
        private String shownWhat;
        private int shownPercent = -1;
        private ProgramRequest checkedNext;
        private boolean nextDiffers;

        SimulationWatch(ProgramRequest request) {
            this.request = request;
        }

        @Override
        public void progress(double fraction, String what) {
            int percent = (int) Math.floor(100 * fraction);
            if (percent != shownPercent || !what.equals(shownWhat)) {
                shownPercent = percent;
                shownWhat = what;
                if (!closed) {
                    delivery.execute(() -> listener.simulationProgress(what, fraction));
                }
            }
        }

        @Override
        public boolean cancelled() {
            if (closed || cancelledByUser == request) {
                return true;
            }
            ProgramRequest next = pendingProgram.get();
            if (next != null && next != checkedNext) {
                checkedNext = next;
                nextDiffers = !SimulationInputs.of(next.plan(), next.images(), next.extent())
                        .containsAll(SimulationInputs.of(request.plan(), request.images(), request.extent()));
            }
            return next != null && nextDiffers;
        }

        /** Tells the listener the simulation it was shown is over. */
        void ended(boolean byUser) {
            if (shownWhat != null && !closed) {
                delivery.execute(() -> listener.simulationEnded(byUser));
            }
        }
    }

    private void schedulePoll() {
        if (!closed) {
            pollDelay.execute(this::pollStep);
        }
    }

    private void pollStep() {
        if (closed || readback == null || !readback.inFlight()) {
            return;
        }
        ByteBuffer pixels = readback.poll();
        if (pixels == null) {
            schedulePoll();
            return;
        }
        long now = System.nanoTime();
        double[] bakeGpu = bakeMillis > 0 ? renderer.lastBakeGpuMillis() : new double[2];
        if (bakeGpu[0] + bakeGpu[1] > bakeMillis + 1) {
            // The bake waited for the GPU, so its GPU time cannot exceed its wall time: the driver's
            // timer is wrong (llvmpipe reports nonsense for long passes). Say "unknown" instead.
            bakeGpu = new double[] {Double.NaN, Double.NaN};
        }
        // Stage cache lookups since the last frame: what this frame's bake reused and recomputed.
        long hits = renderer.stageCache().hits();
        long misses = renderer.stageCache().misses();
        FrameStats stats = new FrameStats(bakeMillis, (now - drawStart) / 1e6, (now - servedStamp) / 1e6,
                compiledSinceFrame, bakeGpu[0], bakeGpu[1], renderer.lastDrawGpuMillis(),
                renderer.lastDrawnQuads(), renderer.evaluationPath(), hits - stageHitsSeen, misses - stageMissesSeen);
        stageHitsSeen = hits;
        stageMissesSeen = misses;
        PreviewFrame frame = new PreviewFrame(pixels, readback.width(), readback.height(), pendingMap, pendingMapSize,
                extent, drawnDomain, renderer.heightMin(), renderer.heightMax(), renderer.maskNames(), stats);
        pendingMap = null;
        bakeMillis = 0;
        compiledSinceFrame = false;
        deliver(frame);
        requestGl(); // draws whatever changed while this frame was in flight
    }

    private void deliver(PreviewFrame frame) {
        PreviewFrame replaced = undelivered.getAndSet(frame);
        if (replaced != null) {
            replaced.release(); // the UI had not taken it yet: the newer frame wins
            return;            // the drain already queued will take the new one
        }
        delivery.execute(() -> {
            PreviewFrame latest = undelivered.getAndSet(null);
            if (latest != null) {
                if (closed) {
                    latest.release();
                } else {
                    listener.frameReady(latest);
                }
            }
        });
    }

    private void deliverFailure(String message, List<CompileDiagnostic> diagnostics) {
        if (!closed) {
            delivery.execute(() -> listener.previewFailed(message, diagnostics));
        }
    }

    private void freePendingMap() {
        if (pendingMap != null) {
            MemoryUtil.memFree(pendingMap);
            pendingMap = null;
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage() != null ? t.getMessage() : t.toString();
    }

    /** Frees the GL resources (and closes the window's GPU owner when owned). Blocks briefly. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        gpu.unsubscribe(subscription);
        try {
            gl.execute(context -> {
                if (readback != null) {
                    readback.close();
                }
                if (renderer != null) {
                    renderer.close();
                }
                freePendingMap();
            }).join();
        } catch (RuntimeException ignored) {
            // The GL thread is gone; its objects went with it.
        }
        PreviewFrame left = undelivered.getAndSet(null);
        if (left != null) {
            left.release();
        }
        if (ownsGpu) {
            gpu.close();
        }
    }
}
