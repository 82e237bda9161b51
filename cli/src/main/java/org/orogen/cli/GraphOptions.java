package org.orogen.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The graph file and the per-run changes to it, shared by export, validate and compile. */
public final class GraphOptions {

    @Parameters(index = "0", paramLabel = "GRAPH", description = "The .graph file.")
    Path file;

    @Option(names = "--set", paramLabel = "NODE.PARAM=VALUE",
            description = "Override a parameter for this run (repeatable), e.g. --set n1.scale=300.")
    List<String> sets = new ArrayList<>();

    @Option(names = "--seed", paramLabel = "N", description = "Global seed (default: the graph's).")
    Long seed;

    /** Reads, resolves, overrides and validates the graph. */
    LoadedGraph load() throws CliFailure {
        List<ParameterOverride> overrides = new ArrayList<>();
        for (String s : sets) {
            overrides.add(ParameterOverride.parse(s));
        }
        return LoadedGraph.load(file, overrides, seed);
    }
}
