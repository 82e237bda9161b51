package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An export's files replace an earlier export's all at once or not at all: when one of the new files
 * cannot take its name, the earlier files keep their bytes and no temporary or backup file stays.
 */
class PublishGroupTest {
    @TempDir
    Path dir;

    /** The earlier export: a height map in two formats and its sidecar. */
    private Map<String, byte[]> earlierExport() throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("terrain.png", "old png".getBytes(StandardCharsets.UTF_8));
        files.put("terrain.r16", "old r16".getBytes(StandardCharsets.UTF_8));
        files.put("terrain.json", "{\"old\": true}".getBytes(StandardCharsets.UTF_8));
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Files.write(dir.resolve(f.getKey()), f.getValue());
        }
        return files;
    }

    /** A group with one complete file per name, in order (the sidecar last, as an export writes it). */
    private PublishGroup newExport(List<String> names) throws IOException {
        PublishGroup group = new PublishGroup();
        for (String name : names) {
            AtomicOutputFile file = AtomicOutputFile.create(dir.resolve(name), group);
            file.stream().write(("new " + name).getBytes(StandardCharsets.UTF_8));
            file.commit();
        }
        return group;
    }

    private static final List<String> NEW_EXPORT =
            List.of("terrain.png", "terrain.r16", "terrain_normal.png", "terrain.json");

    @Test
    void aFolderInTheWayOfAMapLeavesTheEarlierExportAsItWas() throws IOException {
        Map<String, byte[]> earlier = earlierExport();
        Files.createDirectory(dir.resolve("terrain_normal.png"));
        try (PublishGroup group = newExport(NEW_EXPORT)) {
            IOException e = assertThrows(IOException.class, group::publish);
            assertTrue(e.getMessage().contains("terrain_normal.png is a folder"), e.getMessage());
        }
        assertUnchanged(earlier);
        assertTrue(Files.isDirectory(dir.resolve("terrain_normal.png")));
        assertEquals(0, hiddenFiles(), "no temporary or backup file stays");
    }

    @Test
    void aFolderInTheWayOfTheSidecarLeavesTheEarlierMapsAsTheyWere() throws IOException {
        Map<String, byte[]> earlier = earlierExport();
        Files.delete(dir.resolve("terrain.json"));
        earlier.remove("terrain.json");
        Files.createDirectory(dir.resolve("terrain.json"));
        try (PublishGroup group = newExport(NEW_EXPORT)) {
            assertThrows(IOException.class, group::publish);
        }
        assertUnchanged(earlier);
        assertFalse(Files.exists(dir.resolve("terrain_normal.png")), "no new map appears");
        assertEquals(0, hiddenFiles(), "no temporary or backup file stays");
    }

    @Test
    void aRenameThatFailsPartwayPutsBackTheFilesAlreadyReplaced() throws IOException {
        Map<String, byte[]> earlier = earlierExport();
        try (PublishGroup group = newExport(NEW_EXPORT)) {
            // The third file's temporary file goes missing: its rename fails after two renames succeeded.
            try (Stream<Path> s = Files.list(dir)) {
                for (Path temp : s.filter(p -> p.getFileName().toString().startsWith(".terrain_normal.png.")).toList()) {
                    Files.delete(temp);
                }
            }
            assertThrows(IOException.class, group::publish);
        }
        assertUnchanged(earlier);
        assertFalse(Files.exists(dir.resolve("terrain_normal.png")), "the new map that was renamed goes again");
        assertEquals(0, hiddenFiles(), "no temporary or backup file stays");
    }

    @Test
    void aPublishedExportReplacesTheEarlierFilesAndKeepsNoBackup() throws IOException {
        earlierExport();
        try (PublishGroup group = newExport(NEW_EXPORT)) {
            assertEquals(NEW_EXPORT.stream().map(dir::resolve).toList(), group.publish());
        }
        for (String name : NEW_EXPORT) {
            assertEquals("new " + name, Files.readString(dir.resolve(name)));
        }
        assertEquals(0, hiddenFiles(), "no temporary or backup file stays");
    }

    private void assertUnchanged(Map<String, byte[]> earlier) throws IOException {
        for (Map.Entry<String, byte[]> f : earlier.entrySet()) {
            assertArrayEquals(f.getValue(), Files.readAllBytes(dir.resolve(f.getKey())), f.getKey());
        }
    }

    /** Temporary files and backups of earlier files: every hidden file. */
    private long hiddenFiles() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().startsWith(".")).count();
        }
    }
}
