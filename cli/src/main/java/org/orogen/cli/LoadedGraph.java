package org.orogen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.orogen.export.ExportJob;
import org.orogen.export.StartupTrace;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeCatalog;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.graph.subgraph.SubgraphDefinition;
import org.orogen.graph.subgraph.SubgraphResolution;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.GraphValidator;
import org.orogen.shader.CompileBudget;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.SubgraphSource;

/**
 * A graph file opened for a command: the graph with overrides and seed applied, its subgraphs,
 * every diagnostic (reading, subgraphs, validation after overrides), and the file's SHA-256 for
 * the export sidecar.
 */
record LoadedGraph(Path file, Graph graph, SubgraphResolution resolution, List<Diagnostic> diagnostics,
                   String sha256, Map<String, String> overrides, CompileBudget budget) {

    /** Where the problems that {@code --set} values caused are located (the diagnostics' location). */
    private static final String OVERRIDES = "--set";

    /** The node library every command uses. */
    static final GraphCompiler COMPILER = GraphCompiler.standard();

    /**
     * Opens {@code file}.
     *
     * @throws CliFailure usage code when the file does not exist or an override is wrong; a graph
     *                    that cannot be read at all gives the invalid-graph code
     */
    static LoadedGraph load(Path file, List<ParameterOverride> overrides, Long seed, CompileBudget budget)
            throws CliFailure {
        Optional<String> problem = GraphFileArgument.problem(file);
        if (problem.isPresent()) {
            throw new CliFailure(ExitCodes.USAGE, problem.get());
        }
        NodeCatalog catalog = COMPILER.library().catalog();
        StartupTrace.mark("catalog loaded");
        GraphLoader.OpenedGraph opened = new GraphLoader(catalog).open(file);
        StartupTrace.mark("graph loaded");
        if (opened.graph().isEmpty()) {
            throw new CliFailure(ExitCodes.INVALID_GRAPH, file + " cannot be read as a graph.",
                    opened.diagnostics());
        }
        Graph graph = opened.graph().get();
        Map<String, String> applied = new LinkedHashMap<>();
        for (ParameterOverride o : overrides) {
            graph = o.applyTo(graph, opened.resolution());
            applied.put(o.key(), o.text());
        }
        if (seed != null) {
            graph = graph.withSeed(seed);
        }
        List<Diagnostic> diagnostics = new ArrayList<>(opened.diagnostics());
        if (!overrides.isEmpty()) {
            // An override can put a value out of range: validate the changed graph too.
            for (Diagnostic d : new GraphValidator(opened.resolution()).validate(graph)) {
                boolean known = opened.diagnostics().stream().anyMatch(o -> o.code().equals(d.code())
                        && java.util.Objects.equals(o.nodeId(), d.nodeId()) && o.message().equals(d.message()));
                if (!known) {
                    diagnostics.add(d.in(file.toString(), OVERRIDES));
                }
            }
        }
        return new LoadedGraph(file, graph, opened.resolution(), diagnostics, sha256(file, opened.resolution()),
                applied, budget);
    }

    boolean hasErrors() {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    /**
     * Prints the graph's warnings (an override the subgraph ignores, a path outside the graph's folder, a broken
     * export profile): what {@code validate} says, so that an export or render on a farm does not change the
     * terrain without a word.
     */
    void printWarnings(PrintStream out) {
        List<Diagnostic> warnings = diagnostics.stream().filter(d -> !d.isError()).toList();
        if (!warnings.isEmpty()) {
            new DiagnosticReport().addModel(warnings).printText(out);
        }
    }

    /**
     * Fails when the graph has errors: with the usage code when only {@code --set} values caused them (the file
     * is fine, the value typed is what to change), otherwise with the invalid-graph code and {@code message}.
     */
    void requireNoErrors(String message) throws CliFailure {
        if (!hasErrors()) {
            return;
        }
        boolean onlyOverrides = diagnostics.stream().filter(Diagnostic::isError)
                .allMatch(d -> OVERRIDES.equals(d.location()));
        throw onlyOverrides ? new CliFailure(ExitCodes.USAGE, "A --set value is not valid for its parameter (see "
                + "above); the graph file itself has no errors. Change the value.", diagnostics)
                : new CliFailure(ExitCodes.INVALID_GRAPH, message, diagnostics);
    }

    /** Whether the height output's gradient may be approximate (see {@link ExportJob#heightGradientApproximate}). */
    boolean heightGradientApproximate() {
        return ExportJob.heightGradientApproximate(graph, resolution);
    }

    /** Compiles the graph (with its subgraphs) into a pass plan (one program unless it has neighbourhood nodes). */
    CompiledPlan compilePlan() {
        return compilePlan(graph);
    }

    /** Compiles {@code variant} (this graph with nodes left out) with this graph's subgraphs and overrides. */
    CompiledPlan compilePlan(Graph variant) {
        return COMPILER.compilePlan(variant, options());
    }

    /** Compiles the graph (with its subgraphs) to GLSL. */
    CompiledProgram compile() {
        return COMPILER.compile(graph, options());
    }

    private CompileOptions options() {
        return CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(resolution)).withBudget(budget);
    }

    /**
     * The SHA-256 of the graph file, or, for a graph that uses subgraphs, of the file followed by the SHA-256s of
     * every subgraph file it uses (nested ones too, each file once), in sorted order: a sidecar's
     * {@code graphSha256}, which {@code tiles check} compares between shards, then also changes when a subgraph
     * file does, and does not depend on where the files lie (farm machines may mount them elsewhere).
     */
    private static String sha256(Path file, SubgraphResolution resolution) throws CliFailure {
        SortedSet<Path> subgraphs = new TreeSet<>();
        collectFiles(resolution, subgraphs);
        Path reading = file;
        try {
            byte[] graph = Files.readAllBytes(file);
            if (subgraphs.isEmpty()) {
                return HexFormat.of().formatHex(newDigest().digest(graph));
            }
            SortedSet<String> parts = new TreeSet<>();
            for (Path subgraph : subgraphs) {
                reading = subgraph;
                parts.add(HexFormat.of().formatHex(newDigest().digest(Files.readAllBytes(subgraph))));
            }
            MessageDigest digest = newDigest();
            digest.update(graph);
            parts.forEach(part -> digest.update(part.getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
            return HexFormat.of().formatHex(digest.digest());
        } catch (IOException e) {
            throw new CliFailure(ExitCodes.IO, "Cannot read " + reading + ": " + e.getMessage(), e);
        }
    }

    private static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every JDK has SHA-256", e);
        }
    }

    private static void collectFiles(SubgraphResolution resolution, SortedSet<Path> into) {
        if (resolution == null) {
            return;
        }
        for (SubgraphDefinition d : resolution.byNode().values()) {
            if (into.add(d.file().toAbsolutePath().normalize())) {
                collectFiles(d.inner(), into);
            }
        }
    }
}
