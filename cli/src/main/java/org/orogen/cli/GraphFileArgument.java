package org.orogen.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** The graph file named on a command line: what is wrong with it before it is read, said in one place. */
public final class GraphFileArgument {

    private GraphFileArgument() {
    }

    /** Why {@code file} cannot be opened as a graph (it is missing, or a folder), or empty when it is a file. */
    public static Optional<String> problem(Path file) {
        if (Files.isRegularFile(file)) {
            return Optional.empty();
        }
        String what = Files.isDirectory(file) ? file.toAbsolutePath() + " is a folder, not a graph file"
                : "No such graph file: " + file.toAbsolutePath();
        return Optional.of(what + ". Give the path of a .graph file (the bundled ones are in samples/).");
    }
}
