package org.orogen.app;

import java.util.Set;
import org.orogen.export.StartupTrace;
import org.orogen.shader.library.NodeLibrary;

/**
 * Reads the standard node catalog on a background thread while the command line is parsed, for the
 * commands that need it: reading some seventy definition files is the longest step before a graph can
 * load, and it depends on nothing the arguments say. The command asks {@link NodeLibrary#standard()}
 * as before and waits there for the read in progress; a broken catalog is left for that call to
 * report, so messages and exit codes do not change.
 */
final class CatalogPreload {

    /** The commands that read the catalog (all that open a graph or list node types). */
    private static final Set<String> COMMANDS = Set.of("export", "render", "validate", "compile", "nodes");

    private CatalogPreload() {
    }

    /** Starts the read when {@code args} name a command that needs the catalog; returns at once. */
    static void startFor(String[] args) {
        if (args.length == 0 || !COMMANDS.contains(args[0])) {
            return;
        }
        Thread reader = new Thread(CatalogPreload::read, "orogen-catalog");
        reader.setDaemon(true);
        reader.start();
    }

    private static void read() {
        try {
            NodeLibrary.standard();
            StartupTrace.mark("catalog read in the background");
        } catch (RuntimeException broken) {
            // The command reads it again on its own thread and reports the problem there.
        }
    }
}
