package org.orogen.editor;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.Orientation;
import javafx.scene.Parent;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.orogen.editor.canvas.GraphCanvas;
import org.orogen.editor.paint.BrushSettings;
import org.orogen.editor.paint.BrushToolbar;
import org.orogen.editor.paint.PaintMode;
import org.orogen.editor.inspector.Inspector;
import org.orogen.editor.palette.NodeLibrary;
import org.orogen.editor.palette.NodePalette;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.GraphValidator;
import org.orogen.graph.validation.Severity;
import org.orogen.preview.GraphGpu;
import org.orogen.preview.PreviewPane;
import org.orogen.preview.ProgramSource;
import org.orogen.shader.GraphCompiler;

/**
 * The main window's content: menus and toolbar on top, node library on the left, the graph
 * canvas in the centre (with the palette and help overlays over it), on the right the terrain
 * preview (at least 40 % of the window's width; it can be maximised to the whole window) above
 * the inspector, problems and status bar at the bottom. It connects the session's graph to every
 * view: each change redraws the canvas, refreshes the inspector and re-validates.
 *
 * <p>The window owns one {@link GraphGpu}: one GL thread (one context) and one compile worker, which
 * compiles each graph revision once for the preview, the node thumbnails and the problems list. Closing
 * the window (or {@link #dispose()}) releases it with every GL object and thread.
 */
public final class EditorWindow {
    private final EditorSession session;
    private final BorderPane root = new BorderPane();
    private final StatusBar status = new StatusBar();
    private final PreviewSlot preview = new PreviewSlot();
    private final NodePalette palette = new NodePalette();
    private final Pane paletteLayer = new Pane(palette);
    private final HelpOverlay help = new HelpOverlay();
    private final GraphCanvas canvas;
    private final Inspector inspector;
    private final ProblemsView problems;
    private final CanvasEditing canvasEditing;
    private final NodeLibrary library;
    private final ParameterEditing parameterEditing;
    /** Numbers the windows, so each window's threads have names of their own. */
    private static final java.util.concurrent.atomic.AtomicInteger WINDOWS = new java.util.concurrent.atomic.AtomicInteger();
    private final GraphGpu gpu;
    private org.orogen.editor.thumbnails.NodeThumbnails thumbnails;
    private boolean disposed;
    /** Whether the window showing this content is open; held so the listener below stays registered. */
    private final javafx.beans.value.ObservableValue<Boolean> windowShowing = root.sceneProperty()
            .flatMap(javafx.scene.Scene::windowProperty).flatMap(javafx.stage.Window::showingProperty);
    private final Map<String, List<Diagnostic>> extraDiagnostics = new java.util.TreeMap<>();
    private final SplitPane main = new SplitPane();
    private final SplitPane right = new SplitPane();
    private final SplitPane vertical = new SplitPane();
    private boolean previewMaximised;
    private double[] savedMain;
    private double[] savedCentre;
    private double[] savedBottom;
    private PreviewPane previewPane;
    /** This window's brush: kept while the window is open, across paint mode on and off. */
    private final BrushSettings brush = new BrushSettings();
    private PaintMode paint;

    public EditorWindow(EditorSession session) {
        this(session, ProgramSource.of(GraphCompiler.standard()));
    }

    /** A window compiling with {@code compiler} (tests count or slow down compiles). */
    public EditorWindow(EditorSession session, ProgramSource compiler) {
        this.session = session;
        this.gpu = GraphGpu.start("orogen-window-" + WINDOWS.incrementAndGet(), compiler);
        gpu.setProblemSink(d -> javafx.application.Platform.runLater(() -> {
            if (!disposed) showProblems("compile", d);
        }));
        session.setStatusSink(status::showMessage);
        canvasEditing = new CanvasEditing(session, palette, paletteLayer);
        canvas = new GraphCanvas(session.selection(), canvasEditing);
        canvasEditing.attach(canvas);
        parameterEditing = new ParameterEditing(session);
        inspector = new Inspector(parameterEditing::forNode, session::execute, session::report);
        problems = new ProblemsView(this::selectAndFrame);
        library = new NodeLibrary(d -> {
            javafx.geometry.Point2D centre = canvas.toGraph(new javafx.geometry.Point2D(canvas.getWidth() / 2,
                    canvas.getHeight() / 2));
            canvasEditing.add(d.id(), new org.orogen.graph.Position(centre.getX(), centre.getY()));
        });
        library.setDefinitions(session.catalog().definitions().stream()
                .filter(d -> !d.id().equals(org.orogen.graph.ModelNodeTypes.SUBGRAPH)).toList());
        layout();
        installPreview();
        session.graphProperty().addListener((o, a, g) -> refresh(g));
        session.selection().ids().addListener((javafx.collections.SetChangeListener<String>) c -> refreshInspector());
        canvas.viewport().scaleProperty().addListener((o, a, s) -> status.showZoom(s.doubleValue()));
        status.showZoom(1);
        windowShowing.addListener((o, was, showing) -> {
            if (Boolean.TRUE.equals(was) && !Boolean.TRUE.equals(showing)) {
                dispose();
            }
        });
        refresh(session.graph());
    }

    private void layout() {
        paletteLayer.setPickOnBounds(false);
        StackPane canvasArea = new StackPane(canvas, paletteLayer, help);
        canvasArea.setId("canvas-area");
        canvasArea.setMinSize(0, 0); // the help overlay's height must not squeeze the other panes
        right.getItems().setAll(preview, inspector);
        right.setOrientation(Orientation.VERTICAL);
        right.setId("right-split");
        main.getItems().setAll(library, canvasArea, right);
        main.setId("main-split");
        SplitPane.setResizableWithParent(library, false);
        vertical.getItems().setAll(main, problems);
        vertical.setOrientation(Orientation.VERTICAL);
        SplitPane.setResizableWithParent(problems, false);
        applyLayout(org.orogen.editor.files.WindowLayout.defaults(0, 0));
        root.setCenter(vertical);
        root.setBottom(status);
    }

    /** Sets the split positions (the window size is the stage's business). */
    public void applyLayout(org.orogen.editor.files.WindowLayout layout) {
        main.setDividerPositions(layout.main());
        right.setDividerPositions(layout.centre());
        vertical.setDividerPositions(layout.bottom());
    }

    /** The current split positions in a layout of the given window size. */
    public org.orogen.editor.files.WindowLayout currentLayout(double width, double height, boolean maximized) {
        if (previewMaximised) {
            return new org.orogen.editor.files.WindowLayout(width, height, maximized, savedMain, savedCentre,
                    savedBottom);
        }
        return new org.orogen.editor.files.WindowLayout(width, height, maximized, main.getDividerPositions(),
                right.getDividerPositions(), vertical.getDividerPositions());
    }

    /**
     * Shows the preview alone in the whole window (F11 or the toolbar button), or puts it back in
     * its split with the positions it had.
     */
    public void setPreviewMaximised(boolean maximise) {
        if (maximise == previewMaximised) return;
        if (maximise) {
            savedMain = main.getDividerPositions();
            savedCentre = right.getDividerPositions();
            savedBottom = vertical.getDividerPositions();
            right.getItems().remove(preview);
            root.setCenter(preview);
        } else {
            root.setCenter(vertical);
            right.getItems().addFirst(preview);
            main.setDividerPositions(savedMain);
            right.setDividerPositions(savedCentre);
            vertical.setDividerPositions(savedBottom);
        }
        previewMaximised = maximise;
        status.showMessage(maximise ? "Preview maximised: F11 or the toolbar button brings the graph back"
                : "Graph and preview side by side again");
    }

    public boolean isPreviewMaximised() {
        return previewMaximised;
    }

    public void togglePreviewMaximised() {
        setPreviewMaximised(!previewMaximised);
    }

    /** Turns on per-node thumbnails, drawn from the window's compiles on its GL thread. */
    public void enableThumbnails() {
        if (thumbnails == null && !disposed) {
            thumbnails = new org.orogen.editor.thumbnails.NodeThumbnails(gpu, session::types, canvas::setThumbnail,
                    status::showMessage);
        }
    }

    /** Folder of the graph's file (image inputs resolve against it), or null when not saved yet. */
    private java.nio.file.Path graphFolder() {
        java.nio.file.Path file = session.file();
        return file == null ? null : file.toAbsolutePath().getParent();
    }

    /**
     * Stops background work and releases the window's GL context, GL objects and threads (window
     * closing; also when the window hides). Returns at once: the GPU closes in the background, after
     * the preview has released its objects. Calling it again does nothing.
     */
    public void dispose() {
        if (disposed) return;
        disposed = true;
        if (thumbnails != null) thumbnails.close();
        previewPane().close().thenRunAsync(gpu::close, task -> {
            Thread t = new Thread(task, "orogen-window-close");
            t.setDaemon(true);
            t.start();
        });
    }

    /** The window's GL thread and compile worker (shared by the preview and the thumbnails). */
    public GraphGpu gpu() {
        return gpu;
    }

    /** Installs the top bar (menus + toolbar), built by the caller that owns the file actions. */
    public void setTop(Parent top) {
        root.setTop(top);
    }

    /** Redraws everything from the current graph (after the node types changed). */
    public void redraw() {
        refresh(session.graph());
    }

    private void refresh(Graph g) {
        try {
            canvas.show(g, session.types());
        } catch (RuntimeException e) {
            // A broken graph must never take the editor down: show what went wrong instead.
            status.showMessage("Could not draw the graph: " + e);
        }
        status.showCounts(g.nodes().size(), g.edges().size());
        showOnGpu(g);
        refreshInspector();
        revalidate(g);
    }

    private void refreshInspector() {
        int count = session.selection().ids().size();
        inspector.show(session.graph(), session.types(), count == 1 ? session.selection().last() : null, count);
    }

    /** Validation runs on every change (it is fast); compile problems arrive via {@link #showCompileProblems}. */
    private void revalidate(Graph g) {
        List<Diagnostic> found;
        try {
            found = new GraphValidator(session.types()).validate(g);
        } catch (RuntimeException e) {
            found = List.of(Diagnostic.error("editor.validator-failed", null, null,
                    "the validator failed on this graph (" + e + "); please report it with the file"));
        }
        List<Diagnostic> all = new java.util.ArrayList<>(found);
        extraDiagnostics.values().forEach(all::addAll);
        problems.show(all);
        showBadges(all);
    }

    /**
     * Shows diagnostics from another source ({@code "file"}: reading the file, {@code "compile"}:
     * the shader compiler) next to the validation problems, replacing that source's previous ones.
     */
    public void showProblems(String source, List<Diagnostic> diagnostics) {
        extraDiagnostics.put(source, List.copyOf(diagnostics));
        revalidate(session.graph());
    }

    private void showBadges(List<Diagnostic> all) {
        Map<String, List<Diagnostic>> byNode = new HashMap<>();
        for (Diagnostic d : all) {
            if (d.nodeId() != null) byNode.computeIfAbsent(d.nodeId(), k -> new java.util.ArrayList<>()).add(d);
        }
        for (var view : canvas.nodeViews()) {
            List<Diagnostic> mine = byNode.getOrDefault(view.nodeId(), List.of());
            boolean error = mine.stream().anyMatch(d -> d.severity() == Severity.ERROR);
            long shown = mine.stream().filter(d -> d.severity() != Severity.INFO).count();
            view.showProblems((int) shown, error,
                    String.join("\n", mine.stream().map(Diagnostic::message).toList()));
        }
    }

    private void selectAndFrame(String nodeId) {
        if (!session.graph().hasNode(nodeId)) return;
        session.selection().set(java.util.Set.of(nodeId));
        canvas.frameSelection();
    }

    public Parent root() {
        return root;
    }

    public EditorSession session() {
        return session;
    }

    public GraphCanvas canvas() {
        return canvas;
    }

    public Inspector inspector() {
        return inspector;
    }

    public ProblemsView problems() {
        return problems;
    }

    public StatusBar status() {
        return status;
    }

    public NodePalette palette() {
        return palette;
    }

    public HelpOverlay help() {
        return help;
    }

    public PreviewSlot preview() {
        return preview;
    }

    /** The live 3D preview in the preview slot. */
    public PreviewPane previewPane() {
        return previewPane;
    }

    /** Painting on the selected paint layer from the preview (toolbar toggle, P). */
    public PaintMode paint() {
        return paint;
    }

    /**
     * Puts the live 3D preview ({@code org.orogen.preview}) in its slot; it shows the revisions the
     * window's {@link GraphGpu} compiles, renders on its GL thread and stops when the window closes.
     */
    private void installPreview() {
        previewPane = new PreviewPane(gpu, null);
        // A simulation's problems (clamped parameters, non-finite input) are warnings on its node.
        previewPane.setSimulationProblemSink(d -> showProblems("simulation", d));
        // A stroke being drawn goes to the GPU as a graph of its own, outside the undo history.
        paint = new PaintMode(session, previewPane.paintOverlay(), brush, this::showOnGpu);
        BrushToolbar brushBar = new BrushToolbar(brush);
        brushBar.visibleProperty().bind(paint.activeProperty());
        brushBar.managedProperty().bind(paint.activeProperty());
        paint.strokeCountProperty().addListener((o, a, n) -> brushBar.showStrokeCount(n.intValue()));
        brushBar.showStrokeCount(paint.strokeCountProperty().get());
        BorderPane content = new BorderPane(previewPane);
        content.setTop(brushBar);
        content.setMinSize(0, 0);
        preview.setContent(content);
        session.fileProperty().addListener((o, a, f) -> showOnGpu(session.graph())); // images resolve anew
    }

    /**
     * Hands the graph to the window's compile worker: one compile per change, for the preview, the
     * thumbnails and the problems list (also after the node types change, e.g. a subgraph resolved).
     */
    private void showOnGpu(Graph g) {
        gpu.setGraphFolder(graphFolder()); // image inputs
        gpu.showGraph(g, session.types() instanceof org.orogen.graph.subgraph.SubgraphResolution r
                ? org.orogen.shader.CompileOptions.DEFAULT.withSubgraphs(org.orogen.shader.SubgraphSource.of(r))
                : org.orogen.shader.CompileOptions.DEFAULT);
    }

    CanvasEditing canvasEditing() {
        return canvasEditing;
    }

    /** Selected nodes in the current graph (stable ids). */
    public List<Node> selectedNodes() {
        return session.selection().ids().stream().map(id -> session.graph().node(id)).flatMap(java.util.Optional::stream)
                .toList();
    }
}
