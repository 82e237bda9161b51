package org.orogen.editor.files;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.orogen.graph.Graph;
import org.orogen.graph.io.AtomicFile;
import org.orogen.graph.io.GraphReader;
import org.orogen.graph.io.GraphWriter;
import org.orogen.graph.io.ReadResult;

/**
 * Crash-recovery copies of unsaved work. Each editor window writes its graph to
 * {@code <settings>/autosave/<key>.graph} (atomically, off the JavaFX thread) with a sidecar
 * {@code <key>.properties} naming the original file and the writing process. Saving, closing
 * cleanly or discarding deletes them; after a crash or kill they stay, and the next start
 * offers them ({@link #findRecoverable}). Autosaves of processes still running (another
 * editor instance) are never offered.
 *
 * <p>This class does file work only and may be called from any thread; scheduling lives in
 * {@link AutosaveTimer}.
 */
public final class Autosave {
    private static final AtomicLong COUNTER = new AtomicLong();

    /** A recoverable autosave: the graph, the file it belonged to (or null: never saved) and when. */
    public record Recovered(Path autosaveFile, Path original, Instant time, Graph graph) {
        /** "name (time)" for the recovery prompt. */
        public String describe() {
            return (original == null ? "Untitled graph" : original.getFileName().toString()) + " — autosaved " + time;
        }
    }

    private final Path folder;
    private final String key;

    public Autosave(EditorSettings settings) {
        this.folder = settings.autosaveFolder();
        this.key = "session-" + ProcessHandle.current().pid() + "-" + COUNTER.incrementAndGet();
    }

    /** Writes the autosave for this window. */
    public void write(Graph graph, Path original) throws IOException {
        Files.createDirectories(folder);
        AtomicFile.write(folder.resolve(key + ".graph"), GraphWriter.write(graph));
        Properties p = new Properties();
        p.setProperty("original", original == null ? "" : original.toAbsolutePath().toString());
        p.setProperty("pid", Long.toString(ProcessHandle.current().pid()));
        p.setProperty("time", Instant.now().toString());
        StringWriter text = new StringWriter();
        p.store(text, "Orogen autosave: recovery data for " + key + ".graph");
        AtomicFile.write(folder.resolve(key + ".properties"), text.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** Deletes this window's autosave (after a save or a clean close). */
    public void delete() {
        try {
            Files.deleteIfExists(folder.resolve(key + ".graph"));
            Files.deleteIfExists(folder.resolve(key + ".properties"));
        } catch (IOException e) {
            // A leftover autosave is offered once at the next start; harmless.
        }
    }

    /**
     * Autosaves left by processes that are no longer running, newest first. Unreadable ones are
     * skipped (a damaged autosave must not stop the editor from starting).
     */
    public static List<Recovered> findRecoverable(EditorSettings settings) {
        Path dir = settings.autosaveFolder();
        List<Recovered> found = new ArrayList<>();
        if (!Files.isDirectory(dir)) return found;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.properties")) {
            for (Path sidecar : files) {
                readOne(sidecar).ifPresent(found::add);
            }
        } catch (IOException e) {
            return found;
        }
        found.sort(Comparator.comparing(Recovered::time).reversed());
        return found;
    }

    private static Optional<Recovered> readOne(Path sidecar) {
        try {
            Properties p = new Properties();
            p.load(new StringReader(Files.readString(sidecar, StandardCharsets.UTF_8)));
            long pid = Long.parseLong(p.getProperty("pid", "-1"));
            if (pid == ProcessHandle.current().pid() || ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
                return Optional.empty();
            }
            String name = sidecar.getFileName().toString().replace(".properties", ".graph");
            Path graphFile = sidecar.resolveSibling(name);
            ReadResult<Graph> read = GraphReader.read(graphFile);
            if (read.value().isEmpty()) return Optional.empty();
            String original = p.getProperty("original", "");
            return Optional.of(new Recovered(graphFile, original.isEmpty() ? null : Path.of(original),
                    Instant.parse(p.getProperty("time", Instant.EPOCH.toString())), read.value().get()));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Removes a recovered (or declined) autosave and its sidecar. */
    public static void discard(Recovered r) {
        try {
            Files.deleteIfExists(r.autosaveFile());
            Files.deleteIfExists(r.autosaveFile().resolveSibling(
                    r.autosaveFile().getFileName().toString().replace(".graph", ".properties")));
        } catch (IOException e) {
            // Offered again next time; harmless.
        }
    }
}
