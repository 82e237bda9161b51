package org.orogen.editor;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;

/**
 * The place in the main window where the 3D/2D terrain preview lives. The preview is a
 * separate component (package {@code org.orogen.preview}); until it is installed with
 * {@link #setContent(Node)} this shows a quiet placeholder.
 */
public final class PreviewSlot extends StackPane {
    public PreviewSlot() {
        setId("preview-slot");
        getStyleClass().add("preview-slot");
        setMinHeight(120);
        getChildren().setAll(new Label("Preview"));
    }

    /** Installs the preview view, replacing the placeholder (or a previous preview). */
    public void setContent(Node preview) {
        getChildren().setAll(preview);
    }
}
