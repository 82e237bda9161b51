package org.orogen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ProgressReporterTest {

    private static String drive(boolean terminal, boolean quiet) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        ProgressReporter reporter = new ProgressReporter(err, terminal, quiet);
        for (int done = 0; done <= 1000; done += 7) {
            reporter.update(done < 500 ? "measuring height range" : "baking", done, 1000);
        }
        reporter.update("baking", 1000, 1000);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void logsOneLinePerTenPercentWhenNotATerminal() {
        String log = drive(false, false);
        long lines = log.lines().count();
        assertTrue(lines >= 11 && lines <= 13, "about one line per 10 %, got " + lines + ":\n" + log);
        assertTrue(log.lines().allMatch(l -> l.startsWith("orogen: ")), log);
        assertTrue(log.contains("baking 100% (1000/1000 rows)"), log);
        assertTrue(!log.contains("\r"), "no carriage returns in logs");
    }

    @Test
    void redrawsABarOnATerminal() {
        String bar = drive(true, false);
        assertTrue(bar.contains("\r[##############################] 100%"), bar);
        assertTrue(bar.chars().filter(c -> c == '\r').count() > 50, "redrawn in place");
        assertTrue(bar.endsWith(System.lineSeparator()), "the finished bar ends its line");
    }

    @Test
    void quietPrintsNothing() {
        assertEquals("", drive(true, true));
        assertEquals("", drive(false, true));
    }

    private static String simulate(boolean terminal, boolean quiet) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        ProgressReporter reporter = new ProgressReporter(err, terminal, quiet);
        for (int step = 0; step <= 400; step += 16) {
            reporter.simulating("simulating erosion.hydraulic 'n12'", step / 400.0);
        }
        reporter.update("baking", 0, 10);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void simulationProgressNamesTheNodeOnceATenthInLogs() {
        String log = simulate(false, false);
        assertTrue(log.contains("orogen: simulating erosion.hydraulic 'n12' 0%"), log);
        assertTrue(log.contains("orogen: simulating erosion.hydraulic 'n12' 100%"), log);
        long lines = log.lines().filter(l -> l.contains("simulating")).count();
        assertTrue(lines >= 10 && lines <= 12, "one line per 10 %, got " + lines + ":\n" + log);
        assertTrue(log.contains("orogen: baking 0% (0/10 rows)"), "the bake's rows follow: " + log);
    }

    @Test
    void simulationProgressRedrawsTheBarOnATerminalAndQuietHidesIt() {
        String bar = simulate(true, false);
        assertTrue(bar.contains("\r[##############################] 100% simulating erosion.hydraulic 'n12'"), bar);
        assertTrue(bar.contains("\r[------------------------------]   0% baking"), "the bake's bar takes over: " + bar);
        assertEquals("", simulate(true, true));
        assertEquals("", simulate(false, true));
    }
}
