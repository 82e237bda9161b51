package org.orogen.editor;

import javafx.scene.Node;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.SVGPath;

/**
 * The editor's toolbar and menu icons, drawn as small vector paths on a 16×16 grid so they
 * stay crisp at any UI scale and take their colour from the theme (style class
 * {@code icon}).
 */
public enum Icons {
    NEW("M3 1h7l4 4v10H3z M10 1v4h4"),
    OPEN("M1 4h5l2 2h7v8H1z"),
    SAVE("M2 2h10l2 2v10H2z M5 2v4h6V2 M5 14v-5h6v5"),
    UNDO("M6 3L2 7l4 4 M2 7h8a4 4 0 0 1 0 8H7"),
    REDO("M10 3l4 4-4 4 M14 7H6a4 4 0 0 0 0 8h3"),
    FRAME("M1 5V1h4 M11 1h4v4 M15 11v4h-4 M5 15H1v-4 M5 5h6v6H5z"),
    ADD("M8 2v12 M2 8h12"),
    HELP("M8 1a7 7 0 1 0 0.01 0z M6 6a2 2 0 1 1 3 1.7c-.8.5-1 1-1 2 M8 12v1.5"),
    COMMENT("M1 2h14v9H6l-3 3v-3H1z"),
    SUBGRAPH("M1 1h6v6H1z M9 9h6v6H9z M7 4h4v5"),
    MAXIMISE("M1 2h14v12H1z M1 5h14 M9 8h3v3"),
    BRUSH("M14 1L7 8 M7 8l1 1 M6 9a2.5 2.5 0 0 0-2.5 2.5c0 1.5-1.5 2.5-2.5 3c3 0.5 6-0.5 6-3.5z");

    private final String path;

    Icons(String path) {
        this.path = path;
    }

    /** A fresh icon node (scene-graph nodes cannot be shared between parents). */
    public Node create() {
        SVGPath svg = new SVGPath();
        svg.setContent(path);
        svg.getStyleClass().add("icon");
        StackPane box = new StackPane(svg);
        box.setMinSize(16, 16);
        box.setPrefSize(16, 16);
        box.setMaxSize(16, 16);
        return box;
    }
}
