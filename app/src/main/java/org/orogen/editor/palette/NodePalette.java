package org.orogen.editor.palette;

import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;
import org.orogen.graph.catalog.NodeDefinition;

/**
 * The "add node" box that opens at the cursor (Tab, a tap of Space, or a wire dropped on empty
 * space): type to fuzzy-search node types by name, category and description, arrows to move,
 * Enter or click to add, Escape to close. It lives inside the canvas area (not a separate
 * window), so it behaves the same headless and in tests.
 */
public final class NodePalette extends VBox {
    private static final int MAX_VISIBLE = 12;

    private final TextField search = new TextField();
    private final ListView<NodeDefinition> list = new ListView<>();
    private final Label doc = new Label();
    private List<NodeDefinition> all = List.of();
    private Predicate<NodeDefinition> allowed = d -> true;
    private Consumer<NodeDefinition> onChoose = d -> { };
    private Runnable onClose = () -> { };

    public NodePalette() {
        setId("node-palette");
        getStyleClass().add("palette");
        setPadding(new Insets(6));
        setSpacing(6);
        setPrefWidth(300);
        setMaxSize(USE_PREF_SIZE, USE_PREF_SIZE);
        search.setId("palette-search");
        search.setPromptText("Search nodes…");
        list.setId("palette-list");
        list.setPrefHeight(MAX_VISIBLE * 26);
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(NodeDefinition item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.displayName() + "   ·  " + item.category());
            }
        });
        doc.getStyleClass().add("palette-doc");
        doc.setWrapText(true);
        doc.setPrefHeight(48);
        getChildren().addAll(search, list, doc);
        search.textProperty().addListener((o, a, b) -> refilter());
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) ->
                doc.setText(b == null ? "" : b.documentation()));
        search.addEventFilter(KeyEvent.KEY_PRESSED, this::keys);
        list.addEventFilter(KeyEvent.KEY_PRESSED, this::keys);
        list.setOnMouseClicked(e -> {
            if (list.getSelectionModel().getSelectedItem() != null) choose();
        });
        search.focusedProperty().addListener((o, was, is) -> {
            if (!is && !list.isFocused() && isVisible()) close();
        });
        setVisible(false);
    }

    /**
     * Opens with the given node types, showing only those {@code allowed} accepts (all of them
     * for Tab; compatible ones for a dropped wire).
     */
    public void open(List<NodeDefinition> definitions, Predicate<NodeDefinition> allowed,
                     Consumer<NodeDefinition> onChoose, Runnable onClose) {
        this.all = definitions;
        this.allowed = allowed;
        this.onChoose = onChoose;
        this.onClose = onClose;
        search.clear();
        refilter();
        setVisible(true);
        search.requestFocus();
    }

    public boolean isOpen() {
        return isVisible();
    }

    public void close() {
        if (!isVisible()) return;
        setVisible(false);
        onClose.run();
    }

    /** Node types currently listed, best match first. */
    public List<NodeDefinition> shown() {
        return List.copyOf(list.getItems());
    }

    private void refilter() {
        String q = search.getText();
        List<NodeDefinition> matches = all.stream().filter(allowed)
                .map(d -> new Scored(d, FuzzyMatcher.score(q, d.displayName(), d.category(), d.documentation())))
                .filter(s -> s.score > FuzzyMatcher.NO_MATCH)
                .sorted(Comparator.comparingInt((Scored s) -> -s.score)
                        .thenComparing(s -> s.definition.category())
                        .thenComparing(s -> s.definition.displayName()))
                .map(Scored::definition).toList();
        list.getItems().setAll(matches);
        if (!matches.isEmpty()) list.getSelectionModel().select(0);
    }

    private record Scored(NodeDefinition definition, int score) {
    }

    private void keys(KeyEvent e) {
        switch (e.getCode()) {
            case ESCAPE -> { close(); e.consume(); }
            case ENTER -> { choose(); e.consume(); }
            case DOWN -> { move(1); e.consume(); }
            case UP -> { move(-1); e.consume(); }
            default -> { }
        }
    }

    private void move(int by) {
        int i = list.getSelectionModel().getSelectedIndex() + by;
        if (i >= 0 && i < list.getItems().size()) {
            list.getSelectionModel().select(i);
            list.scrollTo(i);
        }
    }

    private void choose() {
        NodeDefinition chosen = list.getSelectionModel().getSelectedItem();
        if (chosen == null) return;
        Consumer<NodeDefinition> target = onChoose;
        setVisible(false);
        onClose.run();
        target.accept(chosen);
    }

    /** For tests and keyboard users: the search field. */
    public TextField searchField() {
        return search;
    }
}
