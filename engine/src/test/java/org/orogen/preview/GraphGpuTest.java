package org.orogen.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.orogen.gl.GlThread;
import org.orogen.graph.Graph;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.Severity;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;

/**
 * The GPU owner of an editor window on a real context: one GL context and one compile worker, one
 * compile per graph revision shared by every subscriber, driver problems named on the node, and
 * nothing left (context, threads) after closing.
 */
class GraphGpuTest {

    private final AtomicInteger compiles = new AtomicInteger();
    private volatile boolean breakShaders;

    /** The standard compiler, counted; with {@link #breakShaders} the driver rejects node n1's code. */
    private final ProgramSource compiler = new ProgramSource() {
        @Override
        public CompiledProgram compile(Graph graph, CompileOptions options) {
            return compilePlan(graph, options).finalProgram();
        }

        @Override
        public CompiledPlan compilePlan(Graph graph, CompileOptions options) {
            compiles.incrementAndGet();
            CompiledProgram program = PreviewTestGraphs.COMPILER.compile(graph, options);
            return CompiledPlan.of(breakShaders ? PreviewControllerTest.brokenInNode(program, "n1") : program);
        }
    };

    private static Set<String> threadsNamed(String prefix) {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(n -> n.startsWith(prefix + "-")).collect(Collectors.toSet());
    }

    private static <T> T next(BlockingQueue<T> queue, String what) throws InterruptedException {
        T item = queue.poll(60, TimeUnit.SECONDS);
        assertNotNull(item, "no " + what + " within 60 s");
        return item;
    }

    @Test
    void oneContextOneCompilePerRevisionForEverySubscriberAndNothingLeftAfterClose() throws Exception {
        GraphGpu gpu = GraphGpu.start("graph-gpu-test", compiler);
        BlockingQueue<GraphGpu.Revision> preview = new LinkedBlockingQueue<>();
        BlockingQueue<GraphGpu.Revision> thumbnails = new LinkedBlockingQueue<>();
        BlockingQueue<List<Diagnostic>> problems = new LinkedBlockingQueue<>();
        gpu.setProblemSink(problems::add);
        GlThread gl = gpu.gl().get(60, TimeUnit.SECONDS);
        assertEquals(List.of("graph-gpu-test-gl"), GlThread.liveContextNames().stream()
                .filter(n -> n.startsWith("graph-gpu-test")).toList(), "one context");
        assertEquals(Set.of("graph-gpu-test-gl", "graph-gpu-test-compile"), threadsNamed("graph-gpu-test"),
                "one GL thread and one compile worker");

        gpu.subscribe(preview::add);
        gpu.subscribe(thumbnails::add);
        GraphGpu.Revision last = null;
        for (int i = 1; i <= 3; i++) {
            gpu.showGraph(PreviewTestGraphs.mountains(100 * i), CompileOptions.DEFAULT);
            GraphGpu.Revision a = next(preview, "revision");
            GraphGpu.Revision b = next(thumbnails, "revision");
            assertTrue(a == b && a.ready() && a.number() == i, "both subscribers get revision " + i + ": " + a);
            assertEquals(List.of(), next(problems, "problems"), "a valid graph has no problems");
            last = a;
        }
        String hash = last.plan().finalProgram().structuralHash();
        assertTrue(gl.submit(c -> c.evaluator().contains(hash)).get(60, TimeUnit.SECONDS),
                "the problem check built the program the preview asks for next (one build per structure)");
        assertEquals(3, compiles.get(), "one compile per revision, whatever the number of subscribers");

        // A late subscriber gets the latest revision at once, without another compile.
        BlockingQueue<GraphGpu.Revision> late = new LinkedBlockingQueue<>();
        gpu.subscribe(late::add);
        assertEquals(3, next(late, "latest revision").number());
        assertEquals(3, compiles.get());

        breakShaders = true;
        gpu.showGraph(PreviewTestGraphs.mountains(500), CompileOptions.DEFAULT);
        List<Diagnostic> driver = next(problems, "driver problems");
        assertTrue(driver.stream().anyMatch(d -> d.severity() == Severity.ERROR && "n1".equals(d.nodeId())
                && d.code().startsWith("compile.")), "the driver's error is on node n1: " + driver);

        gpu.close();
        assertEquals(List.of(), GlThread.liveContextNames().stream().filter(n -> n.startsWith("graph-gpu-test"))
                .toList(), "the context is destroyed");
        assertEquals(Set.of(), threadsNamed("graph-gpu-test"), "both threads have ended");
        gpu.showGraph(PreviewTestGraphs.mountains(600), CompileOptions.DEFAULT); // ignored once closed
        assertEquals(4, compiles.get());
    }

    /**
     * A revision that changes only parameter values gets the previous plan with the new values, made without
     * compiling (the stage the change does not reach is the same object), equal to a compile's; other
     * options compile without looking at the plan before.
     */
    @Test
    void aParameterChangeReusesThePreviousPlanWithItsNewValues() throws Exception {
        AtomicInteger recompiles = new AtomicInteger();
        ProgramSource counted = new ProgramSource() {
            @Override
            public CompiledProgram compile(Graph graph, CompileOptions options) {
                throw new AssertionError("the preview compiles plans");
            }

            @Override
            public CompiledPlan compilePlan(Graph graph, CompileOptions options) {
                compiles.incrementAndGet();
                return PreviewTestGraphs.COMPILER.compilePlan(graph, options);
            }

            @Override
            public CompiledPlan recompilePlan(Graph before, CompiledPlan plan, Graph after, CompileOptions options) {
                recompiles.incrementAndGet();
                return PreviewTestGraphs.COMPILER.recompilePlan(before, plan, after, options);
            }
        };
        try (GraphGpu gpu = GraphGpu.start("graph-gpu-values", counted)) {
            BlockingQueue<GraphGpu.Revision> revisions = new LinkedBlockingQueue<>();
            gpu.subscribe(revisions::add);
            gpu.showGraph(PreviewTestGraphs.mountains(300, "mask.curvature"), CompileOptions.DEFAULT);
            CompiledPlan first = next(revisions, "revision").plan();
            assertEquals(2, first.stages().size(), "terrain, then the curvature mask");
            assertEquals(List.of(1, 0), List.of(compiles.get(), recompiles.get()));

            Graph steeper = PreviewTestGraphs.mountains(300, "mask.curvature").withNode(PreviewTestGraphs.mountains(300, "mask.curvature")
                    .requireNode("s1").withParameter("step", new ParameterValue.NumberValue(9.0)));
            gpu.showGraph(steeper, CompileOptions.DEFAULT);
            CompiledPlan second = next(revisions, "revision").plan();
            assertEquals(List.of(1, 1), List.of(compiles.get(), recompiles.get()));
            assertSame(first.stages().get(0), second.stages().get(0), "the terrain stage is the plan's before");
            assertEquals(PreviewTestGraphs.COMPILER.compilePlan(steeper, CompileOptions.DEFAULT), second);

            // Another structure: the compiler's plan (the source compiles it); other options: compiled outright.
            gpu.showGraph(PreviewTestGraphs.ridges(), CompileOptions.DEFAULT);
            assertEquals(PreviewTestGraphs.COMPILER.compilePlan(PreviewTestGraphs.ridges(), CompileOptions.DEFAULT),
                    next(revisions, "revision").plan());
            gpu.showGraph(PreviewTestGraphs.ridges(), CompileOptions.DEFAULT.withStageBudget(4));
            next(revisions, "revision");
            assertEquals(List.of(2, 2), List.of(compiles.get(), recompiles.get()));
        }
    }
}
