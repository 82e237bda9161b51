package org.orogen.editor;

import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The keyboard-shortcut cheat sheet, shown over the canvas with F1 or {@code ?} and dismissed
 * by any key or click. The list is the single source of the shortcut documentation: the
 * README's shortcut table is copied from {@link #SHORTCUTS}.
 */
public final class HelpOverlay extends StackPane {
    /** Gesture, action: the editor's bindings. */
    public static final List<String[]> SHORTCUTS = List.of(
            new String[] {"Tab / Space (tap)", "Add node at the cursor (searchable palette)"},
            new String[] {"Middle drag / Space + drag", "Pan"},
            new String[] {"Wheel", "Zoom at the cursor"},
            new String[] {"F / A", "Frame selection / frame all"},
            new String[] {"Drag port → port", "Connect (red wire + reason when refused)"},
            new String[] {"Drop wire on empty space", "Palette of compatible nodes, auto-connect"},
            new String[] {"Drag wire end off an input", "Disconnect (or re-route)"},
            new String[] {"Alt + click input / wire", "Disconnect"},
            new String[] {"Drop node on a wire", "Insert it into the wire"},
            new String[] {"Click / Shift / Ctrl + click", "Select / add / toggle"},
            new String[] {"Drag on empty space", "Box select"},
            new String[] {"Delete / Backspace", "Delete selection (or the selected frame)"},
            new String[] {"Ctrl + D", "Duplicate"},
            new String[] {"Ctrl + C / X / V", "Copy / cut / paste (.graph JSON text)"},
            new String[] {"F2 / double-click title", "Rename node"},
            new String[] {"Ctrl + G", "Group selection into a subgraph file"},
            new String[] {"C", "Comment frame around the selection"},
            new String[] {"Drag frame title / corner", "Move frame with its nodes / resize"},
            new String[] {"Double-click frame title", "Edit the comment text"},
            new String[] {"Ctrl + A", "Select all"},
            new String[] {"Ctrl + = / - / 0", "Zoom in / out / 100 %"},
            new String[] {"Ctrl + Z", "Undo"},
            new String[] {"Ctrl + Shift + Z / Ctrl + Y", "Redo"},
            new String[] {"Ctrl + N / O / S / Shift + S", "New / open / save / save as"},
            new String[] {"Ctrl + E", "Export maps (shows the equivalent orogen export command)"},
            new String[] {"F11", "Maximise the preview / restore"},
            new String[] {"P", "Paint mode (one paint layer selected): drag on the map or 3D view paints"},
            new String[] {"Alt + drag (paint mode)", "Orbit the 3D view instead of painting"},
            new String[] {"Shift + E / Ctrl + Shift + E", "Erase the last stroke / clear the paint layer"},
            new String[] {"F1 / ?", "This help"});

    public HelpOverlay() {
        setId("help-overlay");
        getStyleClass().add("help-overlay");
        GridPane table = new GridPane();
        table.setHgap(24);
        table.setVgap(4);
        for (int i = 0; i < SHORTCUTS.size(); i++) {
            Label key = new Label(SHORTCUTS.get(i)[0]);
            key.getStyleClass().add("help-key");
            table.add(key, 0, i);
            table.add(new Label(SHORTCUTS.get(i)[1]), 1, i);
        }
        Label title = new Label("Keyboard and mouse");
        title.getStyleClass().add("title-3");
        Label hint = new Label("Press any key or click to close");
        hint.getStyleClass().add("text-muted");
        VBox card = new VBox(12, title, table, hint);
        card.getStyleClass().add("help-card");
        card.setPadding(new Insets(20));
        card.setMaxSize(USE_PREF_SIZE, USE_PREF_SIZE);
        setAlignment(Pos.CENTER);
        getChildren().add(card);
        setVisible(false);
        setOnMouseClicked(e -> setVisible(false));
        setOnKeyPressed(e -> {
            setVisible(false);
            e.consume();
        });
    }

    /** Shows or hides the overlay. */
    public void toggle() {
        setVisible(!isVisible());
        if (isVisible()) requestFocus();
    }
}
