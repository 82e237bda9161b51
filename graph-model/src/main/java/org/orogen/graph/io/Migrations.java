package org.orogen.graph.io;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;

/**
 * The chain of {@link GraphMigration} steps, applied in order from a file's version up to
 * {@link GraphFormat#CURRENT_VERSION}. Adding a format version = adding one step here.
 */
public final class Migrations {
    /** Steps ordered by {@link GraphMigration#fromVersion()}, one per version below the current. */
    static final List<GraphMigration> STEPS = List.of(new MigrationV0ToV1());

    private Migrations() {
    }

    /** The migrated tree, or empty after reporting to {@code errors} when no path exists. */
    static Optional<ObjectNode> migrate(ObjectNode root, int fromVersion, JsonProblems notes, JsonProblems errors) {
        ObjectNode tree = root;
        for (int v = fromVersion; v < GraphFormat.CURRENT_VERSION; v++) {
            final int version = v;
            Optional<GraphMigration> step = STEPS.stream().filter(s -> s.fromVersion() == version).findFirst();
            if (step.isEmpty()) {
                errors.report("/version", "format version " + version + " is too old to migrate (no step from "
                        + version + " to " + (version + 1) + "); open it with an older Orogen and save it again");
                return Optional.empty();
            }
            tree = step.get().migrate(tree, notes, errors);
            notes.report("/version", "migrated from format version " + version + " to " + (version + 1)
                    + "; saving writes version " + GraphFormat.CURRENT_VERSION);
        }
        return Optional.of(tree);
    }
}
