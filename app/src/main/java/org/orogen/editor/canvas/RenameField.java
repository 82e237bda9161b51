package org.orogen.editor.canvas;

import javafx.geometry.Point2D;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;

/**
 * In-place editor for a node's label over its title bar: Enter commits, Escape or losing focus
 * cancels / commits like Houdini's rename field. An empty name restores the type's name.
 */
final class RenameField {
    private final GraphCanvas canvas;
    private final CanvasActions actions;

    RenameField(GraphCanvas canvas, CanvasActions actions) {
        this.canvas = canvas;
        this.actions = actions;
    }

    void open(NodeView view) {
        TextField field = new TextField(view.titleLabel().getText());
        field.setId("rename-field");
        Point2D at = canvas.toLocal(new Point2D(view.getLayoutX(), view.getLayoutY()));
        field.relocate(at.getX(), at.getY());
        field.setPrefWidth(NodeView.WIDTH * canvas.viewport().scale());
        boolean[] done = {false};
        Runnable close = () -> {
            done[0] = true;
            canvas.overlay().getChildren().remove(field);
            canvas.requestFocus();
        };
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                String text = field.getText().strip();
                close.run();
                actions.rename(view.nodeId(), text);
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                close.run();
                e.consume();
            }
        });
        field.focusedProperty().addListener((o, was, is) -> {
            if (!is && !done[0]) {
                String text = field.getText().strip();
                close.run();
                actions.rename(view.nodeId(), text);
            }
        });
        canvas.overlay().getChildren().add(field);
        field.requestFocus();
        field.selectAll();
    }
}
