package org.orogen.editor.canvas;

import javafx.scene.Group;
import javafx.scene.control.Label;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import org.orogen.graph.Comment;

/**
 * A comment frame on the canvas: a translucent rectangle behind the nodes with a title bar
 * showing the comment's text and a resize handle at the bottom-right corner. It is mouse
 * transparent; the canvas hit-tests frames by geometry ({@link GraphCanvas#commentTitleAt}),
 * like nodes, so a click inside the body still starts a box selection.
 */
public final class CommentView extends Group {
    /** Height of the title bar (graph units): the part that is dragged and double-clicked. */
    public static final double TITLE_HEIGHT = 28;
    /** Side of the square resize handle in the bottom-right corner (graph units). */
    public static final double HANDLE = 16;
    /** The smallest frame a resize leaves (graph units). */
    public static final double MIN_WIDTH = 120;
    public static final double MIN_HEIGHT = TITLE_HEIGHT + 24;
    private static final Color DEFAULT_TINT = Color.web("#7f9cc7");

    private final Rectangle body = new Rectangle();
    private final Rectangle titleBar = new Rectangle();
    private final Rectangle handle = new Rectangle(HANDLE, HANDLE);
    private final Label title = new Label();
    private Comment comment;

    public CommentView(Comment comment) {
        getStyleClass().add("comment-frame");
        setId("comment-" + comment.id());
        body.setArcWidth(10);
        body.setArcHeight(10);
        body.setStrokeWidth(1.5);
        title.getStyleClass().add("comment-title");
        title.setTextFill(Color.web("#f2f3f5"));
        title.setLayoutX(10);
        title.setLayoutY(5);
        title.setStyle("-fx-font-weight: bold; -fx-font-size: 13px;");
        getChildren().addAll(body, titleBar, handle, title);
        setMouseTransparent(true);
        update(comment);
    }

    /** Shows a new version of the comment (text, bounds, colour). */
    public void update(Comment c) {
        this.comment = c;
        title.setText(c.text().isEmpty() ? "Comment" : c.text());
        Color tint = c.colour() == null ? DEFAULT_TINT : Color.web(c.colour());
        body.setFill(tint.deriveColor(0, 1, 1, 0.12));
        titleBar.setFill(tint.deriveColor(0, 1, 0.8, 0.55));
        handle.setFill(tint.deriveColor(0, 1, 1, 0.5));
        setBounds(c.x(), c.y(), c.width(), c.height());
        setSelected(isSelected());
    }

    /** Places the frame (live during a drag; the model follows on release). */
    public void setBounds(double x, double y, double width, double height) {
        setLayoutX(x);
        setLayoutY(y);
        body.setWidth(width);
        body.setHeight(height);
        titleBar.setWidth(width);
        titleBar.setHeight(TITLE_HEIGHT);
        handle.setX(width - HANDLE);
        handle.setY(height - HANDLE);
        title.setMaxWidth(Math.max(0, width - 20));
    }

    public void setSelected(boolean selected) {
        pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("selected"), selected);
        Color tint = comment.colour() == null ? DEFAULT_TINT : Color.web(comment.colour());
        body.setStroke(selected ? Color.web("#f0b429") : tint.deriveColor(0, 1, 1, 0.7));
        body.setStrokeWidth(selected ? 2.5 : 1.5);
    }

    public boolean isSelected() {
        return getPseudoClassStates().contains(javafx.css.PseudoClass.getPseudoClass("selected"));
    }

    public Comment comment() {
        return comment;
    }

    public String commentId() {
        return comment.id();
    }

    public Label titleLabel() {
        return title;
    }

    /** Current width and height (the live ones during a resize). */
    public double width() {
        return body.getWidth();
    }

    public double height() {
        return body.getHeight();
    }
}
