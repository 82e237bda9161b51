package org.orogen.editor;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The bottom status bar: a transient message on the left (last action, refusal reasons) and
 * persistent facts on the right (node count, zoom, file state).
 */
public final class StatusBar extends HBox {
    private final Label message = new Label("Ready");
    private final Label counts = new Label();
    private final Label zoom = new Label();
    private final Label file = new Label();

    public StatusBar() {
        getStyleClass().add("status-bar");
        setPadding(new Insets(3, 10, 3, 10));
        setSpacing(16);
        message.setId("status-message");
        file.setId("status-file");
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        getChildren().addAll(message, spring, counts, zoom, file);
    }

    /** Shows a transient message (replaces the previous one). */
    public void showMessage(String text) {
        message.setText(text);
    }

    public String message() {
        return message.getText();
    }

    public void showCounts(int nodes, int edges) {
        counts.setText(nodes + " nodes · " + edges + " wires");
    }

    public void showZoom(double scale) {
        zoom.setText(Math.round(scale * 100) + " %");
    }

    public void showFile(String text) {
        file.setText(text);
    }
}
