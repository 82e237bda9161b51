package org.orogen.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** When the command line may end its process at once (the process itself: StartupTraceTest). */
class ImmediateExitTest {

    @Test
    void theJvmsOwnWorkAtExitKeepsTheNormalExit() {
        assertTrue(ImmediateExit.allowed(List.of("--enable-native-access=ALL-UNNAMED", "-Xmx2g",
                "-XX:AOTCache=/home/u/.cache/orogen/export.aot")), "using the cache leaves nothing to do at exit");
        assertFalse(ImmediateExit.allowed(List.of("-XX:AOTMode=record", "-XX:AOTConfiguration=x.aotconf")));
        assertFalse(ImmediateExit.allowed(List.of("-XX:AOTCacheOutput=x.aot")));
        assertFalse(ImmediateExit.allowed(List.of("-XX:ArchiveClassesAtExit=x.jsa")));
        assertFalse(ImmediateExit.allowed(List.of("-XX:StartFlightRecording:filename=x.jfr")));
    }
}
