package org.orogen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.gl.GlThread;

/** The GL context {@code main} begins for an export before the arguments are parsed. */
class EarlyGlThreadTest {

    @Test
    void onlyAnExportThatBakesBeginsAContextInMain() {
        assertTrue(EarlyGlThread.needsContext(List.of("export", "a.graph", "--size", "65")));
        assertFalse(EarlyGlThread.needsContext(List.of()));
        assertFalse(EarlyGlThread.needsContext(List.of("render", "a.graph")));
        assertFalse(EarlyGlThread.needsContext(List.of("validate", "export")));
        assertFalse(EarlyGlThread.needsContext(List.of("export", "--help")));
        assertFalse(EarlyGlThread.needsContext(List.of("export", "a.graph", "-h")));
        assertFalse(EarlyGlThread.needsContext(List.of("export", "a.graph", "--measure-range-only", "-o", "x")));
    }

    @Test
    void theExportClaimsTheContextBegunInMainAndClosesIt(@TempDir Path dir) throws IOException {
        Path hills = CliTest.writeHills(dir);
        List<String> before = GlThread.liveContextNames();
        String[] args = {hills.toString(), "--size", "33", "-q", "-o", dir.resolve("maps").toString()};
        EarlyGlThread.prestartFor(withExport(args));
        assertTrue(EarlyGlThread.prestarted());
        CliTest.Run run = CliTest.export(args);
        assertEquals(0, run.code(), run.err());
        assertFalse(EarlyGlThread.prestarted(), "the export took the context begun in main");
        assertEquals(before, GlThread.liveContextNames(), "and closed it");
        assertTrue(Files.exists(dir.resolve("maps")));
    }

    @Test
    void aRangeOnlyShardClosesTheContextBegunForIt(@TempDir Path dir) throws IOException {
        Path hills = CliTest.writeHills(dir);
        List<String> before = GlThread.liveContextNames();
        // As if a profile, not the arguments main looked at, asked for the range only.
        EarlyGlThread.prestartFor(new String[] {"export", hills.toString()});
        CliTest.Run run = CliTest.export(hills.toString(), "--size", "33", "--measure-range-only", "-q", "-o",
                dir.resolve("range").toString());
        assertEquals(0, run.code(), run.err());
        assertFalse(EarlyGlThread.prestarted());
        assertEquals(before, GlThread.liveContextNames(), "the context begun in main is closed, not left running");
    }

    private static String[] withExport(String[] args) {
        String[] all = new String[args.length + 1];
        all[0] = "export";
        System.arraycopy(args, 0, all, 1, args.length);
        return all;
    }
}
