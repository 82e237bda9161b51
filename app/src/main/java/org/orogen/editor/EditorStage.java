package org.orogen.editor;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.TransferMode;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.orogen.editor.export.ExportDialog;
import org.orogen.editor.files.Autosave;
import org.orogen.editor.files.AutosaveTimer;
import org.orogen.editor.files.EditorSettings;
import org.orogen.editor.files.FileActions;
import org.orogen.editor.files.FxPrompts;
import org.orogen.editor.files.UserPrompts;
import org.orogen.editor.files.WindowLayout;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeCatalog;
import org.orogen.graph.edit.RemoveNodes;

/**
 * One editor window on a {@link Stage}: the {@link EditorWindow} content with menus, file
 * actions, autosave, clipboard and subgraph actions, the title with a dirty marker
 * ("• name — Orogen"), the unsaved-changes question on close and opening a {@code .graph}
 * dropped on the window.
 */
public final class EditorStage {
    /** How often unsaved work is autosaved. */
    public static final Duration AUTOSAVE_INTERVAL = Duration.seconds(30);

    private final Stage stage;
    private final EditorSession session;
    private final EditorWindow window;
    private final EditorSettings settings;
    private final UserPrompts prompts;
    private final ExecutorService io;
    private final AutosaveTimer autosave;
    private final FileActions files;
    private final ClipboardActions clipboard;
    private final SubgraphActions subgraphs;
    private ExportDialog exportDialog;

    /**
     * Builds the window on {@code stage} (not shown yet).
     *
     * @param prompts the dialogs to use, or null for the JavaFX ones
     */
    public EditorStage(Stage stage, NodeCatalog catalog, EditorSettings settings, UserPrompts prompts) {
        this.stage = stage;
        this.settings = settings;
        this.session = new EditorSession(catalog, FileActions.starterGraph());
        this.window = new EditorWindow(session);
        this.prompts = prompts != null ? prompts : new FxPrompts(stage);
        this.io = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "orogen-editor-io");
            t.setDaemon(true);
            return t;
        });
        this.autosave = new AutosaveTimer(new Autosave(settings), AUTOSAVE_INTERVAL, session::graph, session::file,
                session::isModified, io);
        this.files = new FileActions(session, settings, this.prompts, io, autosave,
                d -> window.showProblems("file", d));
        // A freshly opened document is framed, as in Houdini or Gaea; runLater: after the node views' layout.
        files.setOnDocumentShown(() -> Platform.runLater(() -> window.canvas().frameAll()));
        this.clipboard = new ClipboardActions(session, window.canvas());
        this.subgraphs = new SubgraphActions(this);
        window.canvasEditing().setOnOpen(id -> {
            if (session.graph().node(id).map(n -> n.typeId().equals(org.orogen.graph.ModelNodeTypes.SUBGRAPH))
                    .orElse(false)) {
                session.selection().set(java.util.Set.of(id));
                subgraphs.openSelected();
            }
        });
        window.inspector().setNamePrompt(this.prompts::askText);
        window.setTop(new EditorMenus(this).build());
        window.enableThumbnails();

        // Opens at 90 % of the screen (the terrain needs room), or as the artist left it last time.
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        Optional<WindowLayout> remembered = WindowLayout.read(settings.folder());
        remembered.ifPresent(window::applyLayout);
        double width = Math.min(screen.getWidth(), remembered.map(WindowLayout::width).orElse(screen.getWidth() * 0.9));
        double height = Math.min(screen.getHeight(),
                remembered.map(WindowLayout::height).orElse(screen.getHeight() * 0.9));
        stage.setMaximized(remembered.map(WindowLayout::maximized).orElse(false));
        Scene scene = new Scene(window.root(), width, height);
        scene.getStylesheets().add(EditorStage.class.getResource("editor.css").toExternalForm());
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::bareKeys);
        scene.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles() && graphFile(e.getDragboard().getFiles()).isPresent()) {
                e.acceptTransferModes(TransferMode.COPY);
                e.consume();
            }
        });
        scene.setOnDragDropped(e -> {
            graphFile(e.getDragboard().getFiles()).ifPresent(files::open);
            e.setDropCompleted(true);
            e.consume();
        });
        stage.setScene(scene);
        Runnable showFile = () -> window.status().showFile((session.file() == null ? "not saved yet"
                : session.file().toString()) + (session.isModified() ? " • unsaved changes" : ""));
        session.modifiedProperty().addListener(o -> showFile.run());
        session.fileProperty().addListener(o -> showFile.run());
        showFile.run();
        stage.titleProperty().bind(Bindings.createStringBinding(
                () -> (session.isModified() ? "• " : "") + files.documentName() + " — Orogen",
                session.modifiedProperty(), session.fileProperty()));
        stage.setOnCloseRequest(e -> {
            // Always consume: the window closes itself once it is allowed to (maybe after a save).
            e.consume();
            requestClose();
        });
        autosave.start();
    }

    private static Optional<Path> graphFile(List<java.io.File> dropped) {
        return dropped == null ? Optional.empty() : dropped.stream().map(java.io.File::toPath)
                .filter(p -> p.toString().endsWith(".graph") && Files.isRegularFile(p)).findFirst();
    }

    /**
     * Undo and redo always mean the graph's history, even while a text field has focus (text
     * fields would otherwise swallow Ctrl+Z for their own text undo): after typing a value and
     * pressing Enter, Ctrl+Z must undo that value, as in Blender and Houdini. Delete, Backspace
     * and '?' act on the canvas only when it has focus.
     */
    private void bareKeys(KeyEvent e) {
        if (e.isShortcutDown() && (e.getCode() == KeyCode.Z || e.getCode() == KeyCode.Y)) {
            // Commit a half-typed value first (focus leaves the field), then undo it like any edit.
            window.canvas().requestFocus();
            if (e.getCode() == KeyCode.Y || e.isShiftDown()) {
                session.redo();
            } else {
                session.undo();
            }
            e.consume();
            return;
        }
        if (!window.canvas().isFocused()) return;
        if (e.getCode() == KeyCode.BACK_SPACE || e.getCode() == KeyCode.DELETE) {
            deleteSelection();
            e.consume();
        } else if ("?".equals(e.getText())) {
            window.help().toggle();
            e.consume();
        }
    }

    /** Shows the window and offers any autosave a crashed session left behind. */
    public void show() {
        stage.show();
        window.canvas().requestFocus();
        Platform.runLater(() -> window.canvas().frameAll());
    }

    /** Offers recovery of autosaves left by crashed sessions; returns true when one was restored. */
    public boolean offerRecovery() {
        List<Autosave.Recovered> found = Autosave.findRecoverable(settings);
        if (found.isEmpty()) return false;
        Optional<Autosave.Recovered> chosen = prompts.askRecover(found);
        if (chosen.isPresent()) {
            files.restore(chosen.get());
            found.stream().filter(r -> r != chosen.get()).forEach(Autosave::discard);
            Platform.runLater(() -> window.canvas().frameAll());
            return true;
        }
        found.forEach(Autosave::discard);
        return false;
    }

    /** Asks about unsaved changes and closes the window when allowed. */
    public void requestClose() {
        files.closeWhenAllowed(() -> {
            shutDown();
            stage.close();
        });
    }

    private void shutDown() {
        window.currentLayout(stage.getWidth(), stage.getHeight(), stage.isMaximized()).write(settings.folder());
        if (exportDialog != null) exportDialog.cancelRunning();
        window.dispose();
        autosave.stop();
        autosave.clear();
        io.shutdown();
    }

    /** Deletes the selected comment frame when one is selected (frames are selected alone), else the nodes. */
    void deleteSelection() {
        String comment = window.canvas().selectedComment();
        if (comment != null) {
            session.execute(new org.orogen.graph.edit.RemoveComment(comment));
            return;
        }
        var ids = session.selection().snapshot();
        if (!ids.isEmpty()) session.execute(new RemoveNodes(ids));
    }

    /**
     * Adds a comment frame around the selected nodes' boxes (key C, Graph menu) and selects it;
     * with nothing selected it says so in the status bar.
     */
    void addCommentAroundSelection() {
        var canvas = window.canvas();
        java.util.List<org.orogen.graph.Position> corners = new java.util.ArrayList<>();
        for (String id : session.selection().snapshot()) {
            canvas.nodeView(id).ifPresent(v -> {
                var box = org.orogen.editor.canvas.GraphCanvas.boxOf(v);
                corners.add(new org.orogen.graph.Position(box.getMinX(), box.getMinY()));
                corners.add(new org.orogen.graph.Position(box.getMaxX(), box.getMaxY()));
            });
        }
        if (corners.isEmpty()) {
            session.report("Select the nodes to frame first, then add the comment");
            return;
        }
        // Corners of the node boxes, so the frame size needs no node size of its own.
        var add = org.orogen.graph.edit.AddComment.around(session.graph(), corners, 0, 0, "Comment");
        if (session.execute(add)) {
            session.selection().clear();
            canvas.selectComment(add.comment().id());
            session.report("Added a comment frame; double-click its title to edit the text");
        }
    }

    void renameSelected() {
        String id = session.selection().last();
        if (id != null) window.canvas().startRename(id);
    }

    void selectAll() {
        session.selection().set(session.graph().nodeIds());
    }

    void openPaletteAtCentre() {
        var c = window.canvas();
        Point2D centre = new Point2D(c.getWidth() / 2, c.getHeight() / 2);
        window.canvasEditing().openPalette(c.toGraph(centre), centre, null);
    }

    /** File ▸ Export… (Ctrl+E): one export dialog per window, shown again when already open. */
    public ExportDialog openExport() {
        if (exportDialog == null) {
            exportDialog = new ExportDialog(stage, session, files::save);
        }
        exportDialog.show();
        return exportDialog;
    }

    void groupSelection() {
        subgraphs.groupSelection();
    }

    void openSelectedSubgraph() {
        subgraphs.openSelected();
    }

    public Stage stage() {
        return stage;
    }

    public EditorSession session() {
        return session;
    }

    public EditorWindow window() {
        return window;
    }

    public FileActions files() {
        return files;
    }

    ClipboardActions clipboard() {
        return clipboard;
    }

    UserPrompts prompts() {
        return prompts;
    }

    EditorSettings settings() {
        return settings;
    }

    /** Writes the autosave now (normally every {@link #AUTOSAVE_INTERVAL}). */
    public java.util.concurrent.CompletableFuture<Void> autosaveNow() {
        return autosave.writeNow();
    }

    /** The current graph (convenience for tests and the launcher). */
    public Graph graph() {
        return session.graph();
    }
}
