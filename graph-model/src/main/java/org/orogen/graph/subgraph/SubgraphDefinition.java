package org.orogen.graph.subgraph;

import java.nio.file.Path;
import java.util.List;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.validation.Diagnostic;

/**
 * A {@code .graph} file as used by {@code graph.subgraph} nodes. One instance per file, shared
 * by every node that uses it (edit the file once, every use changes).
 *
 * @param file       the file, absolute and normalized
 * @param graph      its content
 * @param definition the node interface it offers: inputs from its {@code graph.input} nodes,
 *                   output {@code height} plus one mask output per {@code output.mask}, and its
 *                   exposed parameters (plus {@code path})
 * @param inner      how its own subgraph nodes resolved (for the compiler, which inlines them)
 * @param problems   the file's own diagnostics (reading, validation, nested subgraphs)
 */
public record SubgraphDefinition(Path file, Graph graph, NodeDefinition definition, SubgraphResolution inner,
                                 List<Diagnostic> problems) {
    public SubgraphDefinition {
        problems = List.copyOf(problems);
    }

    public boolean hasErrors() {
        return problems.stream().anyMatch(Diagnostic::isError);
    }
}
