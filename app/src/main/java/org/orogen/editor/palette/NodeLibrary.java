package org.orogen.editor.palette;

import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.orogen.editor.canvas.GraphCanvas;
import org.orogen.graph.catalog.NodeDefinition;

/**
 * The docked node library on the left: every node type grouped by category, filtered by the
 * same fuzzy search as the palette. Drag an entry onto the canvas to place it there, or
 * double-click it to add it in the middle of the view.
 */
public final class NodeLibrary extends VBox {
    private final TextField search = new TextField();
    private final ListView<NodeDefinition> list = new ListView<>();
    private List<NodeDefinition> all = List.of();

    public NodeLibrary(Consumer<NodeDefinition> onAdd) {
        setId("node-library");
        setPadding(new Insets(8));
        setSpacing(6);
        setPrefWidth(210);
        search.setPromptText("Filter nodes…");
        search.setId("library-search");
        list.setId("library-list");
        VBox.setVgrow(list, Priority.ALWAYS);
        list.setCellFactory(v -> new ListCell<>() {
            {
                setOnDragDetected(e -> {
                    if (getItem() == null) return;
                    Dragboard db = startDragAndDrop(TransferMode.COPY);
                    ClipboardContent content = new ClipboardContent();
                    content.putString(GraphCanvas.NODE_TYPE_DRAG_PREFIX + getItem().id());
                    db.setContent(content);
                    e.consume();
                });
                setOnMouseClicked(e -> {
                    if (e.getClickCount() == 2 && getItem() != null) onAdd.accept(getItem());
                });
            }

            @Override
            protected void updateItem(NodeDefinition item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.category() + " / " + item.displayName());
                setTooltip(empty || item == null || item.documentation().isEmpty() ? null
                        : new Tooltip(item.documentation()));
            }
        });
        search.textProperty().addListener((o, a, b) -> refilter());
        getChildren().addAll(search, list);
    }

    public void setDefinitions(List<NodeDefinition> definitions) {
        all = definitions.stream().sorted(Comparator.comparing(NodeDefinition::category)
                .thenComparing(NodeDefinition::displayName)).toList();
        refilter();
    }

    private void refilter() {
        String q = search.getText();
        if (q == null || q.isBlank()) {
            list.getItems().setAll(all);
            return;
        }
        list.getItems().setAll(all.stream()
                .filter(d -> FuzzyMatcher.score(q, d.displayName(), d.category(), d.documentation()) > 0)
                .sorted(Comparator.comparingInt(d -> -FuzzyMatcher.score(q, d.displayName(), d.category(),
                        d.documentation())))
                .toList());
    }
}
