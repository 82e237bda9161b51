package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file that appears complete or not at all, forced to disk early while it is written. */
class AtomicOutputFileTest {
    @TempDir
    Path dir;

    private static byte[] bytes(int n) {
        byte[] b = new byte[n];
        new Random(3).nextBytes(b);
        return b;
    }

    @Test
    void earlyWriteBacksLeaveTheBytesAsWrittenAndTheFileAppearsOnCommit() throws IOException {
        Path target = dir.resolve("big.bin");
        byte[] data = bytes(5 << 20);
        try (AtomicOutputFile file = AtomicOutputFile.create(target, null, 1 << 20)) {
            OutputStream out = file.stream();
            for (int at = 0; at < data.length; at += 300_001) { // pieces that straddle the write-back marks
                out.write(data, at, Math.min(300_001, data.length - at));
            }
            assertFalse(Files.exists(target), "not before the commit");
            // At most one is in flight at a time: later marks passed while it ran are not queued.
            assertTrue(file.writebacks() >= 1, "write-backs asked for: " + file.writebacks());
            file.commit();
        }
        assertArrayEquals(data, Files.readAllBytes(target));
        assertEquals(0, temporaries(), "no temporary file left");
    }

    @Test
    void anAbandonedFileWithAWriteBackInFlightLeavesNothing() throws IOException {
        Path target = dir.resolve("abandoned.bin");
        try (AtomicOutputFile file = AtomicOutputFile.create(target, null, 1 << 16)) {
            file.stream().write(bytes(1 << 20));
            assertTrue(file.writebacks() >= 1);
        }
        assertFalse(Files.exists(target));
        assertEquals(0, temporaries(), "the temporary file is deleted");
    }

    @Test
    void smallFilesAreForcedOnlyAtTheCommit() throws IOException {
        Path target = dir.resolve("small.bin");
        try (AtomicOutputFile file = AtomicOutputFile.create(target)) {
            file.stream().write(bytes(1000));
            assertEquals(0, file.writebacks());
            file.commit();
        }
        assertEquals(1000, Files.size(target));
    }

    private long temporaries() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(AtomicOutputFile.TEMP_SUFFIX)).count();
        }
    }
}
