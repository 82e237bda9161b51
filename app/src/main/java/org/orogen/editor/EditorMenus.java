package org.orogen.editor;

import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.VBox;

/**
 * The menu bar and toolbar, with the keyboard shortcuts listed in {@link HelpOverlay}. Bare-key
 * shortcuts (F, A, Delete...) are ignored while a text field has focus, so typing a name never
 * frames the view or deletes nodes.
 */
final class EditorMenus {
    private final EditorStage stage;
    private final Menu recent = new Menu("Open Recent");
    private final MenuItem undo = item("Undo", new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN), null);
    private final MenuItem redo = item("Redo", new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_DOWN), null);

    EditorMenus(EditorStage stage) {
        this.stage = stage;
    }

    VBox build() {
        MenuBar bar = new MenuBar(fileMenu(), editMenu(), viewMenu(), graphMenu(), paintMenu(), helpMenu());
        bar.setId("menu-bar");
        ToolBar tools = new ToolBar(
                tool(Icons.NEW, "New (Ctrl+N)", stage.files()::newGraph),
                tool(Icons.OPEN, "Open (Ctrl+O)", stage.files()::open),
                tool(Icons.SAVE, "Save (Ctrl+S)", stage.files()::save),
                new javafx.scene.control.Separator(),
                tool(Icons.UNDO, "Undo (Ctrl+Z)", () -> stage.session().undo()),
                tool(Icons.REDO, "Redo (Ctrl+Shift+Z)", () -> stage.session().redo()),
                new javafx.scene.control.Separator(),
                tool(Icons.ADD, "Add node (Tab)", stage::openPaletteAtCentre),
                tool(Icons.SUBGRAPH, "Group into subgraph (Ctrl+G)", stage::groupSelection),
                tool(Icons.FRAME, "Frame all (A)", () -> stage.window().canvas().frameAll()),
                maximiseTool(),
                paintTool(),
                tool(Icons.HELP, "Keyboard shortcuts (F1)", () -> stage.window().help().toggle()));
        tools.setId("tool-bar");
        stage.session().history().addListener(c -> refreshUndo());
        refreshUndo();
        return new VBox(bar, tools);
    }

    private Menu fileMenu() {
        recent.setOnShowing(e -> refreshRecent());
        refreshRecent();
        return new Menu("File", null,
                item("New", shortcut(KeyCode.N), stage.files()::newGraph),
                item("Open…", shortcut(KeyCode.O), stage.files()::open),
                recent,
                new SeparatorMenuItem(),
                item("Save", shortcut(KeyCode.S), stage.files()::save),
                item("Save As…", new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN,
                        KeyCombination.SHIFT_DOWN), stage.files()::saveAs),
                new SeparatorMenuItem(),
                item("Export…", shortcut(KeyCode.E), stage::openExport),
                new SeparatorMenuItem(),
                item("Close Window", shortcut(KeyCode.W), stage::requestClose));
    }

    private void refreshRecent() {
        recent.getItems().clear();
        for (Path p : stage.files().recentFiles()) {
            recent.getItems().add(item(p.getFileName() + "  —  " + p.getParent(), null, () -> stage.files().open(p)));
        }
        if (recent.getItems().isEmpty()) {
            MenuItem none = new MenuItem("No recent files");
            none.setDisable(true);
            recent.getItems().add(none);
        }
    }

    private Menu editMenu() {
        undo.setOnAction(e -> stage.session().undo());
        redo.setOnAction(e -> stage.session().redo());
        MenuItem redoY = item("Redo (Ctrl+Y)", shortcut(KeyCode.Y), () -> stage.session().redo());
        return new Menu("Edit", null, undo, redo, redoY, new SeparatorMenuItem(),
                item("Cut", shortcut(KeyCode.X), guarded(stage.clipboard()::cut)),
                item("Copy", shortcut(KeyCode.C), guarded(stage.clipboard()::copy)),
                item("Paste", shortcut(KeyCode.V), guarded(stage.clipboard()::paste)),
                item("Duplicate", shortcut(KeyCode.D), guarded(stage.clipboard()::duplicate)),
                item("Delete", new KeyCodeCombination(KeyCode.DELETE), guarded(stage::deleteSelection)),
                new SeparatorMenuItem(),
                item("Rename", new KeyCodeCombination(KeyCode.F2), guarded(stage::renameSelected)),
                item("Select All", shortcut(KeyCode.A), guarded(stage::selectAll)));
    }

    private Menu viewMenu() {
        return new Menu("View", null,
                item("Frame All", new KeyCodeCombination(KeyCode.A), guarded(() -> stage.window().canvas().frameAll())),
                item("Frame Selection", new KeyCodeCombination(KeyCode.F),
                        guarded(() -> stage.window().canvas().frameSelection())),
                item("Zoom In", shortcut(KeyCode.EQUALS), () -> zoom(1.25)),
                item("Zoom Out", shortcut(KeyCode.MINUS), () -> zoom(0.8)),
                item("Actual Size", shortcut(KeyCode.DIGIT0), () -> zoom(1 / stage.window().canvas().viewport().scale())),
                new SeparatorMenuItem(),
                item("Maximise Preview / Restore", new KeyCodeCombination(KeyCode.F11),
                        () -> stage.window().togglePreviewMaximised()));
    }

    private void zoom(double factor) {
        var c = stage.window().canvas();
        c.viewport().zoomAt(factor, c.getWidth() / 2, c.getHeight() / 2);
    }

    private Menu graphMenu() {
        return new Menu("Graph", null,
                item("Add Node…", null, stage::openPaletteAtCentre),
                item("Group into Subgraph…", shortcut(KeyCode.G), guarded(stage::groupSelection)),
                item("Add Comment Around Selection", new KeyCodeCombination(KeyCode.C),
                        guarded(stage::addCommentAroundSelection)),
                item("Open Subgraph", null, stage::openSelectedSubgraph));
    }

    /** Painting on the selected paint layer: the mode and the two stroke commands, each one undo step. */
    private Menu paintMenu() {
        var paint = stage.window().paint();
        CheckMenuItem mode = new CheckMenuItem("Paint Mode");
        mode.setAccelerator(new KeyCodeCombination(KeyCode.P));
        mode.setOnAction(e -> {
            mode.setSelected(paint.activeProperty().get()); // the mode decides, the item only asks
            guarded(paint::toggle).run();
        });
        paint.activeProperty().addListener((o, a, on) -> mode.setSelected(on));
        mode.disableProperty().bind(paint.layerProperty().isNull().or(paint.onSphereProperty()));
        MenuItem erase = item("Erase Last Stroke", new KeyCodeCombination(KeyCode.E, KeyCombination.SHIFT_DOWN),
                guarded(paint::eraseLastStroke));
        MenuItem clear = item("Clear Paint Layer", new KeyCodeCombination(KeyCode.E, KeyCombination.SHORTCUT_DOWN,
                KeyCombination.SHIFT_DOWN), () -> paint.clearLayer());
        erase.disableProperty().bind(paint.strokeCountProperty().isEqualTo(0));
        clear.disableProperty().bind(paint.strokeCountProperty().isEqualTo(0));
        erase.setId("menu-erase-last-stroke");
        clear.setId("menu-clear-paint-layer");
        return new Menu("Paint", null, mode, new SeparatorMenuItem(), erase, clear);
    }

    private Menu helpMenu() {
        return new Menu("Help", null,
                item("Keyboard Shortcuts", new KeyCodeCombination(KeyCode.F1), () -> stage.window().help().toggle()));
    }

    private void refreshUndo() {
        var h = stage.session().history();
        undo.setText(h.undoDescription().map(d -> "Undo " + d).orElse("Undo"));
        redo.setText(h.redoDescription().map(d -> "Redo " + d).orElse("Redo"));
        undo.setDisable(!h.canUndo());
        redo.setDisable(!h.canRedo());
    }

    /** Runs the action unless a text field has the keyboard (its own copy/paste/delete win). */
    private Runnable guarded(Runnable action) {
        return () -> {
            Node focus = stage.window().root().getScene() == null ? null : stage.window().root().getScene().getFocusOwner();
            if (!(focus instanceof TextInputControl)) action.run();
        };
    }

    private static KeyCombination shortcut(KeyCode code) {
        return new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN);
    }

    private static MenuItem item(String text, KeyCombination keys, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (keys != null) item.setAccelerator(keys);
        if (action != null) item.setOnAction(e -> action.run());
        return item;
    }

    /** The toolbar's maximise-preview toggle (F11). */
    private Button maximiseTool() {
        Button b = tool(Icons.MAXIMISE, "Maximise the preview / restore (F11)",
                () -> stage.window().togglePreviewMaximised());
        b.setId("maximise-preview");
        return b;
    }

    /**
     * The toolbar's paint-mode toggle (P): enabled while exactly one paint layer is selected in a plane
     * graph. The tooltip sits on a wrapper, so it also shows (saying why) while the button is disabled.
     */
    private javafx.scene.Node paintTool() {
        var paint = stage.window().paint();
        ToggleButton b = new ToggleButton("Paint", Icons.BRUSH.create());
        b.setId("paint-mode");
        b.getStyleClass().addAll("flat", "button-icon");
        b.selectedProperty().bindBidirectional(paint.activeProperty());
        b.disableProperty().bind(paint.layerProperty().isNull().or(paint.onSphereProperty()));
        javafx.scene.layout.StackPane wrapper = new javafx.scene.layout.StackPane(b);
        wrapper.setId("paint-mode-slot");
        Tooltip tip = new Tooltip();
        tip.setWrapText(true);
        tip.setMaxWidth(360);
        tip.textProperty().bind(javafx.beans.binding.Bindings.when(paint.onSphereProperty())
                .then(org.orogen.editor.paint.PaintMode.SPHERE_REASON)
                .otherwise("Paint on the selected paint layer in the preview (P)"));
        Tooltip.install(wrapper, tip);
        return wrapper;
    }

    private static Button tool(Icons icon, String tip, Runnable action) {
        Button b = new Button(null, icon.create());
        b.getStyleClass().addAll("flat", "button-icon");
        b.setTooltip(new Tooltip(tip));
        b.setOnAction(e -> action.run());
        return b;
    }
}
