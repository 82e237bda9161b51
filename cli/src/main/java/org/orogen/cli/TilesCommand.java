package org.orogen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.orogen.export.TileSetCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code orogen tiles}: commands on tiled exports, written by one process or by many shards. */
@Command(name = "tiles", mixinStandardHelpOptions = true,
        description = "Commands on tiled exports (see docs/farm.md).",
        subcommands = TilesCommand.Check.class)
public final class TilesCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        System.err.println("orogen tiles: give a command, e.g. `orogen tiles check DIR`.");
        return ExitCodes.USAGE;
    }

    /** {@code orogen tiles check DIR}. */
    @Command(name = "check", mixinStandardHelpOptions = true,
            description = {"Check that DIR holds a complete, consistent tiled export: all shards' sidecars agree"
                    + " (graph hash, seed, overrides, height range, size, tiles, formats), every tile of every map"
                    + " is present with the right size, and neighbouring tiles are equal on their shared pixels."},
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:complete and consistent", "2:bad arguments", "5:cannot read DIR",
                "7:problems found (each printed as FILE: problem)"})
    public static final class Check implements Callable<Integer> {

        @Parameters(index = "0", paramLabel = "DIR", description = "The export's output folder.")
        Path folder;

        private final PrintStream stdout;
        private final PrintStream stderr;

        public Check() {
            this(System.out, System.err);
        }

        Check(PrintStream stdout, PrintStream stderr) {
            this.stdout = stdout;
            this.stderr = stderr;
        }

        @Override
        public Integer call() {
            if (!Files.isDirectory(folder)) {
                stderr.println("orogen tiles check: " + folder.toAbsolutePath() + " is not a folder. Give the --out "
                        + "folder of the export.");
                return ExitCodes.USAGE;
            }
            TileSetCheck.Report report;
            try {
                report = TileSetCheck.check(folder);
            } catch (IOException e) {
                stderr.println("orogen tiles check: cannot read " + folder.toAbsolutePath() + ": " + e.getMessage());
                return ExitCodes.IO;
            }
            report.problems().forEach(stderr::println);
            if (!report.ok()) {
                stderr.println("orogen tiles check: " + report.problems().size() + " problem(s) in "
                        + folder.toAbsolutePath());
                return ExitCodes.CHECK_FAILED;
            }
            stdout.println("OK: " + report.files() + " tile file(s), " + report.sidecars() + " sidecar(s), "
                    + report.edges() + " shared edge(s) equal in " + folder.toAbsolutePath());
            return ExitCodes.OK;
        }
    }
}
