package org.orogen.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import org.orogen.shader.CompileBudget;
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

    @Option(names = "--max-nodes", paramLabel = "N", description = "Most nodes the graph may evaluate with its "
            + "subgraphs expanded (default 20000, or the system property orogen.maxNodes); raise it only for files "
            + "you trust.")
    Long maxNodes;

    @Option(names = "--max-source-chars", paramLabel = "N", description = "Most characters of generated GLSL "
            + "(default 4000000, or the system property orogen.maxSourceChars); raise it only for files you trust.")
    Long maxSourceChars;

    /** Reads, resolves, overrides and validates the graph. */
    LoadedGraph load() throws CliFailure {
        List<ParameterOverride> overrides = new ArrayList<>();
        for (String s : sets) {
            overrides.add(ParameterOverride.parse(s));
        }
        return LoadedGraph.load(file, overrides, seed, budget());
    }

    /** The compile limits: the options where given, else the system properties or defaults. */
    CompileBudget budget() throws CliFailure {
        CompileBudget budget;
        try {
            budget = CompileBudget.standard();
        } catch (IllegalArgumentException e) {
            throw new CliFailure(ExitCodes.USAGE, e.getMessage());
        }
        if (maxNodes != null) {
            budget = budget.withMaxNodes(positive("--max-nodes", maxNodes));
        }
        if (maxSourceChars != null) {
            budget = budget.withMaxSourceChars(positive("--max-source-chars", maxSourceChars));
        }
        return budget;
    }

    private static long positive(String option, long value) throws CliFailure {
        if (value < 1) {
            throw new CliFailure(ExitCodes.USAGE, option + " must be at least 1, got " + value);
        }
        return value;
    }
}
