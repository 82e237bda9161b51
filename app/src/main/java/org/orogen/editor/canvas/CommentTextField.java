package org.orogen.editor.canvas;

import javafx.geometry.Point2D;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;

/**
 * In-place editor for a comment frame's text over its title bar: Enter or losing focus
 * commits, Escape cancels (same behaviour as the node {@link RenameField}).
 */
final class CommentTextField {
    private final GraphCanvas canvas;
    private final CanvasActions actions;

    CommentTextField(GraphCanvas canvas, CanvasActions actions) {
        this.canvas = canvas;
        this.actions = actions;
    }

    void open(CommentView view) {
        TextField field = new TextField(view.comment().text());
        field.setId("comment-text-field");
        Point2D at = canvas.toLocal(new Point2D(view.getLayoutX(), view.getLayoutY()));
        field.relocate(at.getX(), at.getY());
        field.setPrefWidth(Math.max(160, view.width() * canvas.viewport().scale()));
        boolean[] done = {false};
        Runnable commit = () -> {
            done[0] = true;
            canvas.overlay().getChildren().remove(field);
            canvas.requestFocus();
            if (!field.getText().strip().equals(view.comment().text())) {
                actions.editCommentText(view.commentId(), field.getText().strip());
            }
        };
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                commit.run();
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                done[0] = true;
                canvas.overlay().getChildren().remove(field);
                canvas.requestFocus();
                e.consume();
            }
        });
        field.focusedProperty().addListener((o, was, is) -> {
            if (!is && !done[0]) commit.run();
        });
        canvas.overlay().getChildren().add(field);
        field.requestFocus();
        field.selectAll();
    }
}
