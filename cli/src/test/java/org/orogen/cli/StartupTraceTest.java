package org.orogen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.app.Main;
import org.orogen.export.StartupTrace;
import org.orogen.gl.GlThread;

/**
 * The start-up of {@code orogen export}: the trace's phases in a JVM of their own, and the GL context
 * that export creates while the graph loads, which no outcome may leave behind.
 */
class StartupTraceTest {

    private static final Pattern MARK = Pattern.compile("orogen: startup +(\\d+) ms (.+?)(?: \\(\\+\\d+ ms\\))? \\[(.+)]");

    @TempDir
    static Path shared;

    static Path hills;

    @BeforeAll
    static void writeGraph() throws IOException {
        hills = CliTest.writeHills(shared);
    }

    /** What a JVM of its own printed. */
    record Output(int code, String out, String err) {
    }

    private static Output orogen(Path dir, List<String> jvmOptions, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> !a.startsWith("-agentlib:jdwp")).forEach(command::add);
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        int code = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start().waitFor();
        return new Output(code, Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void theTraceMarksEveryPhaseInOrderOnStderrOnly(@TempDir Path dir) throws Exception {
        Path maps = dir.resolve("maps");
        String[] args = {"export", hills.toString(), "--size", "65", "--format", "png16,normal-png16", "-q", "-o",
            maps.toString()};
        Output traced = orogen(dir, List.of("-D" + StartupTrace.PROPERTY + "=true"), args);
        assertEquals(0, traced.code(), traced.err());
        Output plain = orogen(dir, List.of(), args);
        assertEquals(0, plain.code(), plain.err());
        assertEquals(plain.out(), traced.out(), "the trace changes nothing on stdout");
        assertEquals("", plain.err(), "no trace without the property");

        List<String> phases = new ArrayList<>();
        long previous = -1;
        for (String line : traced.err().lines().toList()) {
            Matcher m = MARK.matcher(line);
            assertTrue(m.matches(), "only trace lines on stderr with -q: " + line);
            if (m.group(3).equals("main")) {
                long ms = Long.parseLong(m.group(1));
                assertTrue(ms >= previous, "time stamps of one thread never go back: " + traced.err());
                previous = ms;
                phases.add(m.group(2));
            } else {
                phases.add(m.group(2) + " [" + m.group(3) + "]");
            }
        }
        List<String> mainThread = phases.stream().filter(p -> !p.contains(" [")).toList();
        assertEquals(List.of("main entered", "arguments parsed", "catalog loaded", "graph loaded", "compiled",
                "programs built", "first band (measuring height range)", "height range measured", "bands allocated",
                "first band baked", "files opened", "first band (baking)", "last band", "files published", "exiting"),
                mainThread.stream().filter(p -> !p.equals("GL context ready")).toList());
        int glReady = phases.indexOf("GL context ready") >= 0 ? phases.indexOf("GL context ready")
                : phases.indexOf("GL context ready [orogen-gl]");
        assertTrue(glReady >= 0 && glReady < phases.indexOf("programs built"),
                "the context is created (begun in main) before the programs are built: " + phases);
    }

    @Test
    void theProcessEndsAtOnceWithTheCommandsCodeAndAllItsOutput(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken.graph");
        Files.writeString(broken, "{ not a graph");
        String[] args = {"export", broken.toString(), "-o", dir.resolve("bad").toString()};
        String trace = "-D" + StartupTrace.PROPERTY + "=true";
        Output immediate = orogen(dir, List.of(trace), args);
        assertEquals(ExitCodes.INVALID_GRAPH, immediate.code(), immediate.err());
        assertTrue(immediate.err().contains("cannot be read as a graph"), "stderr flushed before the exit: "
                + immediate.err());
        assertFalse(immediate.err().contains("shutdown hooks run"), "ended by _exit: " + immediate.err());

        Output normal = orogen(dir, List.of(trace, "-Dorogen.exit.immediate=false"), args);
        assertEquals(ExitCodes.INVALID_GRAPH, normal.code(), normal.err());
        assertTrue(normal.err().contains("shutdown hooks run"), "the JVM's own exit: " + normal.err());
        assertEquals(immediate.out(), normal.out());
        assertFalse(Files.exists(dir.resolve("bad")));
    }

    @Test
    void exportsLeaveNoGlContextWhateverTheOutcome(@TempDir Path dir) throws IOException {
        List<String> before = GlThread.liveContextNames();
        CliTest.Run done = CliTest.export(hills.toString(), "--size", "33", "-q", "-o", dir.resolve("ok").toString());
        assertEquals(0, done.code(), done.err());
        assertEquals(before, GlThread.liveContextNames());

        Path broken = dir.resolve("broken.graph");
        Files.writeString(broken, "{ not a graph");
        CliTest.Run invalid = CliTest.export(broken.toString(), "-q", "-o", dir.resolve("bad").toString());
        assertEquals(ExitCodes.INVALID_GRAPH, invalid.code());
        assertTrue(invalid.err().contains("cannot be read as a graph"), invalid.err());
        assertEquals(before, GlThread.liveContextNames());
        assertFalse(Files.exists(dir.resolve("bad")), "nothing written for an invalid graph");
    }
}
