package org.orogen.editor;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.edit.EditCommand;
import org.orogen.graph.edit.EditRejectedException;
import org.orogen.graph.io.GraphFiles;
import org.orogen.graph.subgraph.Grouping;
import org.orogen.graph.subgraph.SubgraphResolution;
import org.orogen.graph.subgraph.SubgraphResolver;

/**
 * Subgraphs in the editor: group the selection into a new {@code .graph} file used through a
 * {@code graph.subgraph} node, open a subgraph in its own window, and keep the node types of
 * subgraph nodes resolved (their ports and exposed parameters come from the referenced files;
 * overrides show as the node's own values in the inspector). Resolution reads files, so it runs
 * on the I/O thread whenever the subgraph nodes or the document's file change.
 */
final class SubgraphActions {
    private final EditorStage owner;
    private Map<String, String> resolvedPaths = Map.of();
    private Path resolvedFor;

    SubgraphActions(EditorStage owner) {
        this.owner = owner;
        owner.session().graphProperty().addListener((o, a, g) -> resolveIfNeeded(g));
        owner.session().fileProperty().addListener((o, a, f) -> resolveIfNeeded(owner.session().graph()));
    }

    /**
     * Re-resolves when the subgraph nodes or any file path (subgraphs, images), or the file,
     * changed: resolving also warns about paths that leave the graph's folder.
     */
    private void resolveIfNeeded(Graph g) {
        Map<String, String> paths = filePaths(g, owner.session().catalog());
        Path file = owner.session().file();
        if (paths.equals(resolvedPaths) && java.util.Objects.equals(file, resolvedFor)) return;
        resolvedPaths = paths;
        resolvedFor = file;
        resolve(g, file);
    }

    /** Resolves subgraph files again (e.g. after one was edited in another window). */
    CompletableFuture<Void> resolve(Graph g, Path file) {
        NodeTypes catalog = owner.session().catalog();
        return CompletableFuture.supplyAsync(() -> new SubgraphResolver(catalog).resolve(g, file))
                .thenAcceptAsync(this::install, Platform::runLater);
    }

    private void install(SubgraphResolution resolution) {
        owner.session().setTypes(resolution);
        owner.window().showProblems("subgraph", resolution.diagnostics());
        owner.window().redraw();
    }

    /** Every subgraph node's path and every other PATH parameter, by {@code node.parameter}. */
    private static Map<String, String> filePaths(Graph g, NodeTypes catalog) {
        Map<String, String> paths = new TreeMap<>();
        for (Node n : g.nodes().values()) {
            List<String> names = n.typeId().equals(ModelNodeTypes.SUBGRAPH) ? List.of(ModelNodeTypes.SUBGRAPH_PATH)
                    : catalog.definitionOf(n).map(d -> d.parameters().stream()
                            .filter(p -> p.type() == org.orogen.graph.catalog.ParameterType.PATH)
                            .map(org.orogen.graph.catalog.ParameterDefinition::name).toList()).orElse(List.of());
            for (String name : names) {
                paths.put(n.id() + "." + name, n.parameter(name)
                        .map(v -> v instanceof ParameterValue.TextValue t ? t.value() : "").orElse(""));
            }
        }
        return paths;
    }

    /**
     * Moves the selected nodes into a new subgraph file (next to this graph, chosen by the
     * user) and replaces them with one node using it, as one undo step. The file is written
     * first; if writing fails nothing changes.
     */
    void groupSelection() {
        EditorSession session = owner.session();
        Set<String> selection = session.selection().snapshot();
        if (selection.isEmpty()) {
            session.report("Select the nodes to group first");
            return;
        }
        if (session.file() == null) {
            session.report("Save the graph first: the subgraph file is stored next to it, by relative path");
            return;
        }
        Path folder = session.file().toAbsolutePath().getParent();
        Optional<Path> target = owner.prompts().chooseFileToSave(folder, "group.graph");
        if (target.isEmpty()) return;
        Path chosen = target.get().toAbsolutePath().normalize();
        String relative = folder.relativize(chosen).toString().replace('\\', '/');
        Grouping.Result result;
        try {
            result = Grouping.group(session.graph(), session.types(), selection, relative);
        } catch (EditRejectedException | IllegalArgumentException e) {
            session.report("Cannot group: " + e.getMessage());
            return;
        }
        Graph before = session.graph();
        CompletableFuture.runAsync(() -> {
            try {
                GraphFiles.save(chosen, result.subgraph());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).whenCompleteAsync((ok, failure) -> {
            if (failure != null) {
                session.report("Cannot write " + chosen.getFileName() + ": " + failure.getCause().getMessage());
                return;
            }
            if (session.graph() != before) {
                session.report("The graph changed while the subgraph was written; group again");
                return;
            }
            resolvedPaths = Map.of(); // force resolution of the new node
            session.execute(new ReplaceGraph("Group into Subgraph", result.parent()));
            session.selection().set(Set.of(result.subgraphNodeId()));
            session.report("Grouped " + selection.size() + " node(s) into " + relative);
        }, Platform::runLater);
    }

    /** Opens the selected subgraph node's file in a new editor window. */
    void openSelected() {
        EditorSession session = owner.session();
        String id = session.selection().last();
        Optional<Node> node = id == null ? Optional.empty() : session.graph().node(id);
        if (node.isEmpty() || !node.get().typeId().equals(ModelNodeTypes.SUBGRAPH)) {
            session.report("Select a subgraph node to open it");
            return;
        }
        Optional<SubgraphResolution> resolution = session.types() instanceof SubgraphResolution r
                ? Optional.of(r) : Optional.empty();
        Optional<Path> file = resolution.flatMap(r -> r.subgraphOf(id)).map(d -> d.file());
        if (file.isEmpty()) {
            session.report("The subgraph of '" + id + "' did not resolve; see the problems list");
            return;
        }
        EditorStage other = new EditorStage(new Stage(), session.catalog(), owner.settings(), null);
        other.show();
        other.files().open(file.get());
    }

    /** Replaces the graph as one undo step (the grouping result is computed by the model). */
    private record ReplaceGraph(String description, Graph graph) implements EditCommand {
        @Override
        public Graph apply(Graph old, NodeTypes types) {
            return graph;
        }
    }
}
