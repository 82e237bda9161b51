package org.orogen.graph.subgraph;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.io.GraphReader;
import org.orogen.graph.io.ReadResult;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.GraphValidator;

/**
 * Opens a {@code .graph} file the way the editor and the CLI need it: read, resolve subgraphs,
 * validate — with every diagnostic naming the file, the location ({@code /nodes/3} for node
 * problems) and the node.
 */
public final class GraphLoader {
    /**
     * The outcome of opening a file.
     *
     * @param graph       empty only when the file could not be read at all
     * @param resolution  subgraph definitions; use it as the {@link NodeTypes} for this graph
     * @param diagnostics reading, subgraph and validation problems, in that order
     */
    public record OpenedGraph(Optional<Graph> graph, SubgraphResolution resolution, List<Diagnostic> diagnostics) {
        public OpenedGraph {
            diagnostics = List.copyOf(diagnostics);
        }

        public boolean hasErrors() {
            return diagnostics.stream().anyMatch(Diagnostic::isError);
        }
    }

    private final NodeTypes catalog;

    public GraphLoader(NodeTypes catalog) {
        this.catalog = catalog;
    }

    /** Opens a file; never throws for bad content or missing files. */
    public OpenedGraph open(Path file) {
        ReadResult<Graph> read = GraphReader.read(file);
        List<Diagnostic> all = new ArrayList<>(read.diagnostics());
        if (read.value().isEmpty()) {
            return new OpenedGraph(Optional.empty(), new SubgraphResolution(catalog, java.util.Map.of(), List.of()), all);
        }
        Graph graph = read.value().get();
        SubgraphResolution resolution = new SubgraphResolver(catalog).resolve(graph, file);
        String name = file.toString();
        for (Diagnostic d : resolution.diagnostics()) {
            all.add(locate(d, name, read));
        }
        for (Diagnostic d : new GraphValidator(resolution).validate(graph)) {
            all.add(locate(d, name, read));
        }
        return new OpenedGraph(Optional.of(graph), resolution, all);
    }

    private static Diagnostic locate(Diagnostic d, String file, ReadResult<Graph> read) {
        String location = d.nodeId() == null ? "" : read.locationOf(d.nodeId()).orElse("");
        return d.in(file, location);
    }
}
