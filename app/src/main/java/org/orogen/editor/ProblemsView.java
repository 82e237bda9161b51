package org.orogen.editor;

import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.Severity;

/**
 * The problems list under the canvas: validation and compile diagnostics, errors first. Clicking
 * a problem that names a node selects that node and frames it.
 */
public final class ProblemsView extends ListView<Diagnostic> {
    public ProblemsView(Consumer<String> selectNode) {
        setId("problems");
        getStyleClass().add("problems");
        setPrefHeight(110);
        setPlaceholder(new javafx.scene.control.Label("No problems"));
        setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Diagnostic d, boolean empty) {
                super.updateItem(d, empty);
                getStyleClass().removeAll("error", "warning");
                if (empty || d == null) {
                    setText(null);
                    return;
                }
                String where = d.nodeId() == null ? "" : d.nodeId() + (d.port() == null ? "" : "." + d.port()) + ": ";
                setText((d.severity() == Severity.ERROR ? "✖ " : d.severity() == Severity.WARNING ? "⚠ " : "ℹ ")
                        + where + d.message());
                if (d.severity() == Severity.ERROR) getStyleClass().add("error");
                if (d.severity() == Severity.WARNING) getStyleClass().add("warning");
            }
        });
        getSelectionModel().selectedItemProperty().addListener((o, a, d) -> {
            if (d != null && d.nodeId() != null) selectNode.accept(d.nodeId());
        });
    }

    /** Shows these problems, errors first, then by node id. */
    public void show(List<Diagnostic> problems) {
        getItems().setAll(problems.stream()
                .sorted(Comparator.comparing((Diagnostic d) -> -d.severity().ordinal())
                        .thenComparing(d -> d.nodeId() == null ? "" : d.nodeId()))
                .toList());
    }
}
