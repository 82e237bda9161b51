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
 * The right-hand panel: the selected node's name, type, documentation and one
 * {@link ParameterRow} per parameter. Controls are rebuilt only when another node (or a
 * changed definition) is shown; otherwise values are refreshed in place, so a drag or a
 * half-typed value is never torn down by the edit it causes.
 */
public final class Inspector extends ScrollPane {
    private final Function<String, ParameterEdits> editsFor;
    private final VBox content = new VBox(8);
    private final Label title = new Label();
    private final Label type = new Label();
    private final Label doc = new Label();
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
        this.graphSettings = new GraphSettingsView(editGraph, refuse);
        setId("inspector");
        getStyleClass().add("inspector");
        setFitToWidth(true);
        title.getStyleClass().add("title-4");
        title.setId("inspector-title");
        type.getStyleClass().add("text-muted");
        doc.getStyleClass().add("node-doc");
        doc.setId("inspector-doc");
        doc.setWrapText(true);
        content.setPadding(new Insets(10));
        content.getChildren().addAll(title, type, doc, new Separator(), rows);
        setContent(content);
        showNothing("Nothing selected", "Select a node to edit its parameters.");
    }

    /** Shows the node the selection designates ({@code nodeId} may be null or stale). */
    public void show(Graph graph, NodeTypes types, String nodeId, int selectedCount) {
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
        parameterRows.forEach(r -> r.show(n));
    }

    private void build(Node node, NodeDefinition def) {
        shownId = node.id();
        shownDefinition = def;
        type.setText(def.displayName() + " · " + def.id() + " · id " + node.id());
        doc.setText(def.documentation());
        ParameterEdits edits = editsFor.apply(node.id());
        parameterRows.clear();
        for (ParameterDefinition p : def.parameters()) {
            parameterRows.add(new ParameterRow(p, edits));
        }
        rows.getChildren().setAll(parameterRows);
        if (parameterRows.isEmpty()) rows.getChildren().add(new Label("This node has no parameters."));
    }

    private void showNothing(String heading, String hint) {
        shownId = null;
        shownDefinition = null;
        title.setText(heading);
        type.setText("");
        doc.setText(hint);
        parameterRows.clear();
        rows.getChildren().clear();
    }
}
