package org.orogen.samples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The sample graphs: every {@code *.graph} file at the root of the {@code samples} module. */
final class SampleFiles {

    /** The module root (tests run with the module folder as working directory). */
    static final Path FOLDER = Path.of("").toAbsolutePath();

    private SampleFiles() {
    }

    /** Every sample, sorted by file name. */
    static List<Path> all() {
        try (Stream<Path> files = Files.list(FOLDER)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".graph")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list the samples in " + FOLDER, e);
        }
    }

    /** A sample's name: its file name without {@code .graph}. */
    static String name(Path file) {
        return file.getFileName().toString().replaceFirst("\\.graph$", "");
    }
}
