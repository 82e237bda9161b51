package org.orogen.graph.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.graph.Graph;
import org.orogen.graph.SampleGraphs;

class AtomicFileTest {
    @TempDir
    Path dir;

    private static final byte[] OLD = "old content\n".getBytes(StandardCharsets.UTF_8);

    @Test
    void saveReplacesTheFileAndLeavesNoTemporaryFile() throws IOException {
        Path file = dir.resolve("ridge.graph");
        Files.write(file, OLD);
        GraphFiles.save(file, SampleGraphs.ridge());
        assertArrayEquals(GraphWriter.write(SampleGraphs.ridge()), Files.readAllBytes(file));
        assertEquals(List.of(file), listDir());
        assertEquals(SampleGraphs.ridge(), GraphReader.read(file).orElseThrow());
    }

    @Test
    void failedWriteHalfwayLeavesThePreviousFileIntact() throws IOException {
        Path file = dir.resolve("ridge.graph");
        Files.write(file, OLD);
        AtomicFile failing = new AtomicFile((channel, bytes) -> {
            ByteBuffer half = bytes.slice(0, bytes.remaining() / 2);
            channel.write(half); // part of the new content reaches the disk, then the disk "fills up"
            throw new IOException("No space left on device");
        }, (temp, target) -> Files.move(temp, target));
        IOException e = assertThrows(IOException.class,
                () -> failing.replace(file, GraphWriter.write(SampleGraphs.ridge())));
        assertEquals("No space left on device", e.getMessage());
        assertArrayEquals(OLD, Files.readAllBytes(file));
        assertEquals(List.of(file), listDir(), "the temporary file is removed");
    }

    @Test
    void failedRenameLeavesThePreviousFileIntact() throws IOException {
        Path file = dir.resolve("ridge.graph");
        Files.write(file, OLD);
        Path[] seenTemp = new Path[1];
        AtomicFile failing = new AtomicFile((channel, bytes) -> channel.write(bytes), (temp, target) -> {
            seenTemp[0] = temp;
            assertTrue(Files.size(temp) > 0, "the complete new content was written before the rename");
            throw new IOException("rename failed");
        });
        assertThrows(IOException.class, () -> failing.replace(file, GraphWriter.write(SampleGraphs.ridge())));
        assertArrayEquals(OLD, Files.readAllBytes(file));
        assertTrue(seenTemp[0].getFileName().toString().endsWith(AtomicFile.TEMP_SUFFIX));
        assertEquals(dir, seenTemp[0].getParent(), "the temporary file is in the same folder (same file system)");
        assertEquals(List.of(file), listDir());
    }

    @Test
    void saveIntoAMissingFolderFailsWithAMessageNamingTheFile() {
        Path file = dir.resolve("missing/ridge.graph");
        IOException e = assertThrows(IOException.class, () -> GraphFiles.save(file, Graph.empty()));
        assertTrue(e.getMessage().contains("could not save " + file), e.getMessage());
    }

    private List<Path> listDir() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }
}
