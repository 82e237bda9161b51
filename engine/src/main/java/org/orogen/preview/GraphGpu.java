package org.orogen.preview;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.orogen.bake.HeightmapImage;
import org.orogen.bake.ImageInputException;
import org.orogen.gl.FieldProgramException;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.PriorityWorker;
import org.orogen.gl.PriorityWorker.Priority;
import org.orogen.graph.Graph;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.Severity;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.PlanStage;

/**
 * The GPU side of one editor window: exactly one GL thread (one context, one
 * {@link org.orogen.gl.FieldEvaluator} and program cache) and one compile worker, shared by the
 * preview and the node thumbnails.
 *
 * <p>{@link #showGraph} stores the graph as the latest; the compile worker compiles whatever is latest
 * when it gets to it (latest wins, no backlog), once per revision (a change of parameter values alone
 * reuses the previous revision's plan with the new values: {@link ProgramSource#recompilePlan}), reads its
 * image inputs, and hands the
 * {@link Revision} to every {@link Subscriber} (the {@link PreviewController}, the thumbnails). Its
 * problems (the compiler's diagnostics and the driver's, from building every stage's program on the GL
 * thread) go to the {@link #setProblemSink problem sink} once per revision. Work of lower priority
 * (thumbnails) goes through {@link #compileInBackground} and {@link GlThread#submitBackground}: it runs
 * only when no preview work waits. {@link #close()} stops both threads and destroys the context, with
 * every GL object made on it.
 */
public final class GraphGpu implements AutoCloseable {

    /**
     * What the compile worker made of one graph: its pass plan and each stage's image inputs, or why
     * there are none ({@code failure}: the compiler failed, or an image input could not be read).
     *
     * @param number  increases with every graph compiled (a newer revision supersedes older ones)
     * @param folder  the folder image inputs were resolved against (null: unsaved)
     * @param plan    null when the compiler failed
     * @param images  per stage, one image per texture binding (null = unset); empty on failure
     * @param failure null when the plan and images are ready
     * @param requested {@link System#nanoTime()} when the graph was handed to {@link #showGraph}
     */
    public record Revision(long number, Graph graph, CompileOptions options, Path folder, CompiledPlan plan,
                           List<List<HeightmapImage>> images, String failure, long requested) {
        /** Whether the revision can be baked. */
        public boolean ready() {
            return failure == null;
        }
    }

    /** Receives revisions, on the compile worker (keep it quick: post heavier work elsewhere). */
    public interface Subscriber {
        /** The worker started compiling revision {@code number}. */
        default void compiling(long number) {
        }

        /** Revision compiled (or failed); the latest when it was published. */
        void compiled(Revision revision);
    }

    private record Request(Graph graph, CompileOptions options, Path folder, long requested) {
    }

    private final String name;
    private final ProgramSource compiler;
    private final CompletableFuture<GlThread> gl;
    private final boolean ownsGl;
    private final PriorityWorker compileWorker;
    private final List<Subscriber> subscribers = new CopyOnWriteArrayList<>();
    private final AtomicReference<Request> pending = new AtomicReference<>();
    private final AtomicLong revisionsTaken = new AtomicLong();
    /** Image inputs of the revisions, re-read only when a file changes (compile worker only). */
    private final ImageFileCache images = new ImageFileCache();
    private volatile Revision latest;
    private volatile Path graphFolder;
    private volatile Consumer<List<Diagnostic>> problemSink = problems -> { };
    private volatile boolean closed;

    private GraphGpu(String name, CompletableFuture<GlThread> gl, boolean ownsGl, ProgramSource compiler) {
        this.name = name;
        this.compiler = compiler;
        this.gl = gl;
        this.ownsGl = ownsGl;
        this.compileWorker = new PriorityWorker(name + "-compile");
    }

    /**
     * Starts the window's threads: {@code name + "-gl"} (its context is created in the background, see
     * {@link #gl()}) and {@code name + "-compile"}. Returns at once.
     */
    public static GraphGpu start(String name, ProgramSource compiler) {
        return new GraphGpu(name, GlThread.startAsync(name + "-gl"), true, compiler);
    }

    /** Compiles on a worker of its own and renders on {@code gl}, which it closes when {@code ownsGl}. */
    public static GraphGpu on(GlThread gl, boolean ownsGl, ProgramSource compiler) {
        return new GraphGpu("orogen-compile", CompletableFuture.completedFuture(gl), ownsGl, compiler);
    }

    /** The prefix of its threads' names ({@code name + "-gl"}, {@code name + "-compile"}). */
    public String name() {
        return name;
    }

    /**
     * The GL thread, once its context exists; completes exceptionally (a
     * {@link org.orogen.gl.GlUnavailableException}) when OpenGL cannot be had. Compiling and problems work
     * without it.
     */
    public CompletableFuture<GlThread> gl() {
        return gl;
    }

    /** How graphs become programs (thumbnails compile their per-node previews with it too). */
    public ProgramSource compiler() {
        return compiler;
    }

    /** The folder image inputs resolve against (the open file's; null while unsaved), from the next graph on. */
    public void setGraphFolder(Path folder) {
        graphFolder = folder;
    }

    /** Where each revision's problems go (compile worker or GL thread: hop to your own thread). */
    public void setProblemSink(Consumer<List<Diagnostic>> sink) {
        problemSink = sink;
    }

    /**
     * Compiles {@code graph} (with {@code options}, {@link CompileOptions#forEditing for editing}) as the next
     * revision. Any thread; never blocks.
     */
    public void showGraph(Graph graph, CompileOptions options) {
        if (closed) {
            return;
        }
        // For editing: a node read at the point keeps its own stage, so editing it does not re-bake its source.
        pending.set(new Request(graph, options.forEditing(), graphFolder, System.nanoTime()));
        compileWorker.submit(Priority.NORMAL, () -> {
            compileLatest();
            return null;
        });
    }

    /** Adds {@code subscriber}; it gets the latest revision at once (on the compile worker) if there is one. */
    public void subscribe(Subscriber subscriber) {
        subscribers.add(subscriber);
        compileWorker.submit(Priority.NORMAL, () -> {
            Revision now = latest;
            if (now != null && subscribers.contains(subscriber)) {
                subscriber.compiled(now);
            }
            return null;
        });
    }

    public void unsubscribe(Subscriber subscriber) {
        subscribers.remove(subscriber);
    }

    /** The number of the newest revision the worker has started (0 before the first): newer work supersedes older. */
    public long latestRevision() {
        return revisionsTaken.get();
    }

    /** Whether {@link #close()} was called. */
    public boolean isClosed() {
        return closed;
    }

    /**
     * Runs {@code task} on the compile worker when no graph waits to be compiled (thumbnails' per-node
     * compiles). Fails with IllegalStateException after {@link #close()}.
     */
    public <T> CompletableFuture<T> compileInBackground(Supplier<T> task) {
        return compileWorker.submit(Priority.BACKGROUND, task);
    }

    private void compileLatest() {
        Request request = pending.getAndSet(null);
        if (request == null || closed) {
            return; // a later task already took it: that one compiled the newest graph
        }
        long number = revisionsTaken.incrementAndGet();
        subscribers.forEach(s -> s.compiling(number));
        CompiledPlan plan = null;
        List<List<HeightmapImage>> inputs = List.of();
        String failure = null;
        try {
            Revision before = latest;
            plan = before != null && before.plan() != null && before.options().equals(request.options())
                    ? compiler.recompilePlan(before.graph(), before.plan(), request.graph(), request.options())
                    : compiler.compilePlan(request.graph(), request.options());
            inputs = images.load(plan.stages().stream().map(PlanStage::program).toList(), request.folder());
        } catch (ImageInputException e) {
            failure = e.getMessage();
        } catch (RuntimeException e) {
            plan = null;
            failure = "The shader compiler failed on this graph: " + e;
        }
        Revision revision = new Revision(number, request.graph(), request.options(), request.folder(), plan,
                inputs, failure, request.requested());
        latest = revision;
        subscribers.forEach(s -> s.compiled(revision));
        reportProblems(revision);
    }

    /** The compiler's diagnostics, then the driver's once every stage program is built on the GL thread. */
    private void reportProblems(Revision revision) {
        List<Diagnostic> problems = new ArrayList<>();
        if (revision.plan() == null) {
            problems.add(Diagnostic.error("editor.compiler-failed", null, null,
                    revision.failure() + "; please report it with the file"));
            problemSink.accept(problems);
            return;
        }
        revision.plan().diagnostics().forEach(d -> problems.add(problem(d)));
        gl.whenComplete((thread, unavailable) -> {
            if (thread == null) {
                publish(revision, problems); // no OpenGL: the compiler's problems still count
                return;
            }
            thread.submit(context -> driverProblems(context, revision)).whenComplete((driver, error) -> {
                if (driver != null) {
                    problems.addAll(driver);
                    publish(revision, problems);
                }
            });
        });
    }

    private void publish(Revision revision, List<Diagnostic> problems) {
        if (!closed && revision.number() == revisionsTaken.get()) {
            problemSink.accept(List.copyOf(problems)); // an older revision's problems never replace newer ones
        }
    }

    /** Builds each distinct stage program (the preview then finds them cached); null when superseded. */
    private List<Diagnostic> driverProblems(GlContext context, Revision revision) {
        List<Diagnostic> problems = new ArrayList<>();
        Set<String> checked = new HashSet<>();
        for (PlanStage stage : revision.plan().stages()) {
            if (revision.number() != revisionsTaken.get() || closed) {
                return null;
            }
            if (!checked.add(stage.program().structuralHash())) {
                continue;
            }
            try {
                context.evaluator().program(stage.program());
            } catch (FieldProgramException e) {
                e.diagnostics().forEach(d -> problems.add(problem(d)));
            } catch (RuntimeException e) {
                problems.add(Diagnostic.error("editor.gpu-failed", null, null,
                        "the GPU could not run this graph: " + e.getMessage()));
            }
        }
        return problems;
    }

    private static Diagnostic problem(CompileDiagnostic d) {
        return new Diagnostic(d.isError() ? Severity.ERROR : Severity.WARNING, "compile." + d.code(),
                d.nodeId().isEmpty() ? null : d.nodeId(), d.port().isEmpty() ? null : d.port(), d.message(), null, null);
    }

    /**
     * Stops the compile worker and (when owned) the GL thread: the GL tasks already submitted run, then the
     * context is destroyed with every GL object made on it. Blocks until then (call it off the JavaFX
     * thread); subscribers close their own GL objects first.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        subscribers.clear();
        compileWorker.stopNow();
        try {
            compileWorker.join(30_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (ownsGl) {
            GlThread thread = gl.handle((t, e) -> t).join();
            if (thread != null) {
                thread.close();
            }
        }
    }
}
