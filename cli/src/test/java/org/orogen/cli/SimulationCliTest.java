package org.orogen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.io.GraphFiles;
import picocli.CommandLine;

/**
 * {@code export} and {@code render} of graphs with simulations: progress on stderr, Ctrl-C (through
 * the commands' interrupt hook, as a signal would trigger it) during the simulation leaves no file,
 * and a simulation's problems are printed as warnings naming the node.
 */
class SimulationCliTest {

    @TempDir
    Path dir;

    private static Node number(Node n, String parameter, double value) {
        return n.withParameter(parameter, new ParameterValue.NumberValue(value));
    }

    /** fBm hills times {@code scale}, into simulation node 's' with {@code parameters}. */
    private Path graph(String name, double scale, String type, Map<String, Double> parameters) throws IOException {
        Node fbm = number(number(Node.of("n", "fractal.fbm"), "scale", 300), "amplitude", 300);
        Node times = number(Node.of("k", "combine.scale_offset"), "scale", scale);
        Node sim = number(Node.of("s", type), "cellSize", 8);
        for (Map.Entry<String, Double> e : parameters.entrySet()) {
            sim = number(sim, e.getKey(), e.getValue());
        }
        Graph g = Graph.of(List.of(fbm, times, sim, Node.of("out", "output.height")),
                List.of(Edge.of("n", "value", "k", "value"), Edge.of("k", "result", "s", "height"),
                        Edge.of("s", "height", "out", "input")),
                GraphMetadata.EMPTY.withExtent(new WorldExtent(0, 0, 1024, 1024)), 5, List.of());
        Path file = dir.resolve(name + ".graph");
        GraphFiles.save(file, g);
        return file;
    }

    private record Started(CompletableFuture<Integer> code, ByteArrayOutputStream err, InterruptHook hook) {
        String stderr() {
            return err.toString(StandardCharsets.UTF_8);
        }
    }

    /** Runs a command on its own thread with a manual interrupt hook. */
    private static Started start(BiFunction<PrintStream, PrintStream, Callable<Integer>> make,
                                 String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        PrintStream o = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        InterruptHook hook = InterruptHook.manual();
        Callable<Integer> command = make.apply(o, e);
        if (command instanceof ExportCommand export) {
            export.interrupts = name -> hook;
        } else if (command instanceof RenderCommand render) {
            render.interrupts = name -> hook;
        }
        CommandLine line = new CommandLine(command);
        line.setErr(new java.io.PrintWriter(e, true));
        return new Started(CompletableFuture.supplyAsync(() -> line.execute(args)), err, hook);
    }

    /** Waits until stderr shows the simulation under way, then presses "Ctrl-C". */
    private static void interruptWhileSimulating(Started run) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!run.stderr().contains("simulating erosion.hydraulic 's' 10%") && System.nanoTime() < end
                && !run.code().isDone()) {
            Thread.sleep(20);
        }
        assertFalse(run.code().isDone(), "still simulating when interrupted: " + run.stderr());
        run.hook().interrupt();
    }

    @Test
    void ctrlCDuringAnExportsSimulationLeavesNoFile() throws Exception {
        Path file = graph("slow", 1, "erosion.hydraulic", Map.of("duration", 4.0));
        Path out = dir.resolve("out");
        Started run = start(ExportCommand::new, file.toString(), "--out", out.toString(), "--size", "129",
                "--format", "exr");
        interruptWhileSimulating(run);
        assertEquals(ExitCodes.CANCELLED, run.code().get(120, TimeUnit.SECONDS), run.stderr());
        assertTrue(run.stderr().contains("orogen: simulating erosion.hydraulic 's' 0%"), run.stderr());
        assertFalse(run.stderr().contains("simulating erosion.hydraulic 's' 100%"), run.stderr());
        assertFalse(Files.exists(out), "the output folder the export made is gone, with everything in it");
    }

    @Test
    void ctrlCDuringARendersSimulationWritesNoPicture() throws Exception {
        Path file = graph("slow", 1, "erosion.hydraulic", Map.of("duration", 4.0));
        Path png = dir.resolve("slow.png");
        Started run = start(RenderCommand::new, file.toString(), "--out", png.toString(), "--size",
                "64x48", "--bake", "64", "--mesh", "32");
        interruptWhileSimulating(run);
        assertEquals(ExitCodes.CANCELLED, run.code().get(120, TimeUnit.SECONDS), run.stderr());
        assertTrue(run.stderr().contains("Render cancelled; no file was written."), run.stderr());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "no picture and no temporary file");
        }
    }

    @Test
    void nonFiniteSimulationInputIsAWarningOnTheNodeAndTheFilesAreWritten() throws Exception {
        // 300 m hills times 1e38 overflow float: infinite heights reach the simulation.
        Path file = graph("overflow", 1e38, "erosion.thermal", Map.of("duration", 0.05));
        Path out = dir.resolve("warned");
        Started export = start(ExportCommand::new, file.toString(), "--out", out.toString(), "--size", "65",
                "--format", "exr", "--height-range", "0,1");
        assertEquals(ExitCodes.OK, export.code().get(120, TimeUnit.SECONDS), export.stderr());
        assertTrue(export.stderr().contains(file + ": warning [simulation.problem] node s: erosion.thermal: the input "
                + "height is NaN or infinite in "), export.stderr());
        assertTrue(Files.exists(out.resolve("overflow.exr")), "the export still wrote its file");

        Started render = start(RenderCommand::new, file.toString(), "--out",
                dir.resolve("overflow.png").toString(), "--size", "64x48", "--bake", "64", "--mesh", "32", "-q");
        assertEquals(ExitCodes.OK, render.code().get(120, TimeUnit.SECONDS), render.stderr());
        assertTrue(render.stderr().contains("warning [simulation.problem] node s:"), render.stderr());
        assertFalse(render.stderr().contains("simulating"), "--quiet: no progress");
    }
}
