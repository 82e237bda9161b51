package org.orogen.editor.inspector;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.layout.VBox;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.catalog.ParameterDefinition;

/**
 * The right-hand panel: the selected node's name and type, one {@link ParameterRow} per parameter
 * first (each can be exposed to graphs that use this one as a subgraph), then the node's
 * documentation folded to its first sentence. With nothing selected it shows the graph's settings
 * and its exposed parameters. Controls are rebuilt only when another node (or a
 * changed definition) is shown; otherwise values are refreshed in place, so a drag or a
 * half-typed value is never torn down by the edit it causes.
 */
public final class Inspector extends ScrollPane {
    private final Function<String, ParameterEdits> editsFor;
    private final VBox content = new VBox(8);
    private final Label title = new Label();
    private final Label type = new Label();
    private final Label hint = new Label();
    private final DocumentationView docs = new DocumentationView();
    private final java.util.function.Consumer<org.orogen.graph.edit.EditCommand> editGraph;
    private NamePrompt names = NamePrompt.NONE;
    private Graph shownGraph = Graph.empty();
    private final VBox rows = new VBox(10);
    private final List<ParameterRow> parameterRows = new ArrayList<>();
    private String shownId;
    private NodeDefinition shownDefinition;

    private final GraphSettingsView graphSettings;

    /**
     * @param editsFor  gives the edit sink for a node id
     * @param editGraph runs graph-level edits (settings shown when nothing is selected)
     * @param refuse    reports refused input
     */
    public Inspector(Function<String, ParameterEdits> editsFor,
                     java.util.function.Consumer<org.orogen.graph.edit.EditCommand> editGraph,
                     java.util.function.Consumer<String> refuse) {
        this.editsFor = editsFor;
        this.editGraph = editGraph;
        this.graphSettings = new GraphSettingsView(editGraph, refuse, (t, q, s) -> names.ask(t, q, s));
        setId("inspector");
        getStyleClass().add("inspector");
        setFitToWidth(true);
        title.getStyleClass().add("title-4");
        title.setId("inspector-title");
        type.getStyleClass().add("text-muted");
        hint.getStyleClass().add("text-muted");
        hint.setId("inspector-hint");
        hint.setWrapText(true);
        content.setPadding(new Insets(10));
        content.getChildren().addAll(title, type, hint, new Separator(), rows, docs);
        setContent(content);
        showNothing("Nothing selected", "Select a node to edit its parameters.");
    }

    /** How names are asked for when a parameter is exposed or renamed (a dialog in the editor). */
    public void setNamePrompt(NamePrompt prompt) {
        this.names = prompt == null ? NamePrompt.NONE : prompt;
    }

    /** Shows the node the selection designates ({@code nodeId} may be null or stale). */
    public void show(Graph graph, NodeTypes types, String nodeId, int selectedCount) {
        shownGraph = graph;
        Optional<Node> node = nodeId == null ? Optional.empty() : graph.node(nodeId);
        if (node.isEmpty()) {
            if (selectedCount > 1) {
                showNothing(selectedCount + " nodes selected", "Select a single node to edit its parameters.");
            } else {
                showNothing("Graph", "Settings of the whole graph. Select a node to edit its parameters.");
                graphSettings.show(graph);
                rows.getChildren().setAll(graphSettings);
            }
            return;
        }
        Optional<NodeDefinition> def = types.definitionOf(node.get());
        if (def.isEmpty()) {
            showNothing(node.get().id(), "Unknown node type '" + node.get().typeId()
                    + "'. Its values are kept; install the node library that defines it, or delete the node.");
            return;
        }
        if (!node.get().id().equals(shownId) || def.get() != shownDefinition) {
            build(node.get(), def.get());
        }
        Node n = node.get();
        title.setText(n.label().isEmpty() ? def.get().displayName() : n.label());
        parameterRows.forEach(r -> r.show(n, exposedName(n.id(), r.parameter())));
    }

    private java.util.Optional<String> exposedName(String nodeId, String parameter) {
        return shownGraph.exposedParameters().stream()
                .filter(p -> p.nodeId().equals(nodeId) && p.parameter().equals(parameter))
                .map(org.orogen.graph.ExposedParameter::name).findFirst();
    }

    /** "Expose as…": asks for the name using graphs will see, then exposes (one undo step). */
    private void expose(String nodeId, ParameterDefinition p) {
        if (exposedName(nodeId, p.name()).isPresent()) {
            return;
        }
        names.ask("Expose parameter", "Name that graphs using this one as a subgraph see for '"
                        + p.displayName() + "':", freshName(p.name()))
                .ifPresent(name -> editGraph.accept(new org.orogen.graph.edit.ExposeParameter(name, nodeId, p.name())));
    }

    private void unexpose(String nodeId, ParameterDefinition p) {
        exposedName(nodeId, p.name()).ifPresent(name ->
                editGraph.accept(new org.orogen.graph.edit.RemoveExposedParameter(name)));
    }

    private String freshName(String base) {
        String name = base;
        for (int i = 2; shownGraph.exposedParameter(name).isPresent(); i++) {
            name = base + "_" + i;
        }
        return name;
    }

    private void build(Node node, NodeDefinition def) {
        shownId = node.id();
        shownDefinition = def;
        type.setText(def.displayName() + " · " + def.id() + " · id " + node.id());
        hint.setText("");
        hint.setManaged(false);
        docs.show(def.documentation());
        ParameterEdits edits = editsFor.apply(node.id());
        parameterRows.clear();
        for (ParameterDefinition p : def.parameters()) {
            parameterRows.add(new ParameterRow(p, edits, () -> expose(node.id(), p), () -> unexpose(node.id(), p)));
        }
        rows.getChildren().setAll(parameterRows);
        if (parameterRows.isEmpty()) rows.getChildren().add(new Label("This node has no parameters."));
    }

    private void showNothing(String heading, String hint) {
        shownId = null;
        shownDefinition = null;
        title.setText(heading);
        type.setText("");
        this.hint.setText(hint);
        this.hint.setManaged(true);
        docs.show("");
        parameterRows.clear();
        rows.getChildren().clear();
    }
}
