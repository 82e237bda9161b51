package org.orogen.preview;

import java.nio.file.Path;

import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import org.orogen.graph.Graph;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.GraphCompiler;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The live terrain preview: a 3D view (drag to orbit, right/middle-drag to pan, scroll to zoom,
 * double-click or "Reset view" to frame the terrain again) beside a 2D map (height, normals or a
 * mask), with an overlay of frame, bake and change-to-pixels times. A sphere graph shows the globe
 * instead (drag turns it, scroll zooms from the whole planet down to a surface patch) and the map
 * shows its six cube faces unfolded as a cross, each labelled ({@link FaceUnfolding}).
 *
 * <p>All rendering happens on the window's GL thread ({@link GraphGpu}, shared with the node
 * thumbnails) through a {@link PreviewController}; frames
 * arrive as BGRA bytes and are copied into {@link PixelBuffer}-backed {@link WritableImage}s with
 * absolute puts (the buffer stays at position 0, which the ES2 pipeline needs). The JavaFX
 * thread never waits for GL. Without OpenGL the pane says why and stays empty. FX thread only.
 *
 * <pre>{@code
 * PreviewPane preview = new PreviewPane();
 * preview.showGraph(graph, CompileOptions.DEFAULT);   // on every change; cheap, coalesced
 * }</pre>
 */
public final class PreviewPane extends BorderPane {

    private static final int MAX_MAP = 512;
    private static final int MIN_VIEW = 16;

    private final ImageView view3d = new ImageView();
    private final ImageView mapView = new ImageView();
    private final StackPane viewport = new StackPane();
    private final StackPane mapArea = new StackPane();
    private final Label overlay = new Label("Starting OpenGL…");
    private final Label message = new Label();
    /** "simulating erosion.hydraulic 'n12' 43 %", a bar and a cancel button while a simulation runs. */
    private final Label simulationText = new Label();
    private final javafx.scene.control.ProgressBar simulationBar = new javafx.scene.control.ProgressBar(0);
    private final Button cancelSimulation = new Button("Cancel");
    private final javafx.scene.layout.HBox simulationBox = new javafx.scene.layout.HBox(6, simulationText,
            simulationBar, cancelSimulation);
    private final ChoiceBox<String> layer = new ChoiceBox<>();
    private final CheckBox wireframe = new CheckBox("Wireframe");
    private final CheckBox contours = new CheckBox("Contours");
    private final CheckBox water = new CheckBox("Water");
    private final CheckBox shadows = new CheckBox("Shadows");
    /** Water level as a fraction of the baked height range (so it stays meaningful when heights change). */
    private final javafx.scene.control.Slider waterLevel = new javafx.scene.control.Slider(0, 1, 0.3);
    private final List<String> maskNames = new ArrayList<>();
    private OrbitCamera camera = new OrbitCamera(WorldExtent.DEFAULT.width(), WorldExtent.DEFAULT.height(), 0, 0);
    /** The camera of a sphere graph's globe. */
    private final GlobeCamera globe = new GlobeCamera();
    /** Whether the last frame showed a sphere graph (the globe and the unfolded faces). */
    private final javafx.beans.property.ReadOnlyBooleanWrapper showingGlobe =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "showingGlobe", false);
    /** The faces' names over the unfolded map (sphere graphs only). */
    private final Pane faceLabels = new Pane();
    private WorldExtent framedExtent;
    private boolean framedWithHeights;
    private float heightMin;
    private float heightMax;
    private PreviewController controller;
    /** The window's GL thread and compile worker; closed with the pane only when {@link #ownsGpu}. */
    private final GraphGpu gpu;
    private final boolean ownsGpu;
    /** Completes once the pane has let go of the GPU ({@link #close()}); null while open. */
    private CompletableFuture<Void> closing;
    private PixelBuffer<ByteBuffer> pixels;
    private PixelBuffer<ByteBuffer> mapPixels;
    private FrameStats lastStats;
    private long framesShown;
    private double pressX;
    private double pressY;
    private Consumer<List<CompileDiagnostic>> problemSink = d -> { };
    private Consumer<List<org.orogen.graph.validation.Diagnostic>> simulationProblemSink = d -> { };
    /** Slow-compile threshold set before the controller started (0: the controller's default). */
    private long slowAfterMillis;
    /** Painting on the map and the 3D view (off until the editor turns it on). */
    private final PaintOverlay paint;

    /** Code of the warning sent to the problem sink while a compile is slow. */
    public static final String SLOW_COMPILE = "preview.slow-compile";
    /** Whether the pane's window is showing; held so the listener below stays registered. */
    private final javafx.beans.value.ObservableValue<Boolean> windowShowing =
            sceneProperty().flatMap(javafx.scene.Scene::windowProperty).flatMap(javafx.stage.Window::showingProperty);

    /** A pane with a GL thread and compile worker of its own, started in the background. */
    public PreviewPane() {
        this(null);
    }

    /**
     * A pane rendering with {@code quality} (null: chosen by renderer). The GL thread starts in
     * the background; until then (or when it cannot start) the pane shows a message.
     */
    public PreviewPane(PreviewQuality quality) {
        this(quality, ProgramSource.of(GraphCompiler.standard()));
    }

    /**
     * A pane compiling with {@code compiler} (tests inject slow or failing compilers). Compiles and
     * links run off the JavaFX thread; one slower than {@link #setSlowAfterMillis} is reported.
     */
    public PreviewPane(PreviewQuality quality, ProgramSource compiler) {
        this(GraphGpu.start("orogen-preview", compiler), true, quality);
    }

    /**
     * A pane showing the graphs {@code gpu} compiles (an editor window's, shared with its thumbnails);
     * {@link #showGraph} hands graphs to it. The pane does not close {@code gpu}.
     */
    public PreviewPane(GraphGpu gpu, PreviewQuality quality) {
        this(gpu, false, quality);
    }

    private PreviewPane(GraphGpu gpu, boolean ownsGpu, PreviewQuality quality) {
        this.gpu = gpu;
        this.ownsGpu = ownsGpu;
        getStyleClass().add("preview-pane");
        setId("preview-pane");
        buildLayout();
        installGestures();
        paint = new PaintOverlay(this, viewport, mapArea, mapView);
        // A preview whose window has closed stops rendering and gives its GL thread back.
        windowShowing.addListener((o, was, showing) -> {
            if (Boolean.TRUE.equals(was) && !Boolean.TRUE.equals(showing)) {
                close();
            }
        });
        gpu.gl().whenComplete((gl, error) -> Platform.runLater(() -> {
                    if (error != null) {
                        Throwable cause = error.getCause() != null ? error.getCause() : error;
                        overlay.setText("");
                        message.setText("No 3D preview: OpenGL 3.3 is unavailable (" + cause.getMessage() + ")");
                        return;
                    }
                    start(quality);
                }));
    }

    private void start(PreviewQuality quality) {
        if (closing != null) {
            return;
        }
        controller = new PreviewController(gpu, ownsGpu, quality, Platform::runLater,
                new PreviewController.Listener() {
                    @Override
                    public void frameReady(PreviewFrame frame) {
                        showFrame(frame);
                    }

                    @Override
                    public void previewFailed(String text, List<CompileDiagnostic> diagnostics) {
                        showFailure(text, diagnostics);
                    }

                    @Override
                    public void previewRecovered() {
                        message.setText("");
                        problemSink.accept(List.of());
                    }

                    @Override
                    public void simulationProgress(String what, double fraction) {
                        showSimulation(what, fraction);
                    }

                    @Override
                    public void simulationEnded(boolean cancelled) {
                        simulationBox.setVisible(false);
                        if (cancelled) {
                            message.setText("Simulation cancelled: showing the last complete preview; edit the graph"
                                    + " to simulate again");
                        }
                    }

                    @Override
                    public void simulationProblems(List<org.orogen.graph.validation.Diagnostic> warnings) {
                        simulationProblemSink.accept(warnings);
                    }

                    @Override
                    public void previewSlow(String text) {
                        message.setText(text);
                        problemSink.accept(List.of(CompileDiagnostic.warning("", "", SLOW_COMPILE, text)));
                    }
                });
        if (slowAfterMillis > 0) {
            controller.setSlowAfterMillis(slowAfterMillis);
        }
        overlay.setText("");
        pushView();
    }

    private void buildLayout() {
        view3d.setManaged(false);
        view3d.setPreserveRatio(false);
        viewport.getChildren().addAll(new Pane(view3d), overlay, message, simulationBox);
        StackPane.setAlignment(simulationBox, Pos.TOP_RIGHT);
        simulationBox.setId("preview-simulation");
        simulationBox.setAlignment(Pos.CENTER_RIGHT);
        simulationBox.setMaxSize(javafx.scene.layout.Region.USE_PREF_SIZE, javafx.scene.layout.Region.USE_PREF_SIZE);
        simulationBox.setStyle("-fx-background-color: rgba(0,0,0,0.6); -fx-padding: 3 6 3 6;");
        simulationBox.setVisible(false);
        simulationText.setId("preview-simulation-text");
        simulationText.setStyle("-fx-text-fill: white; -fx-font-size: 11px;");
        simulationBar.setPrefWidth(90);
        cancelSimulation.setId("preview-simulation-cancel");
        cancelSimulation.setTooltip(new Tooltip("Stop the simulation; the preview keeps its last complete picture"));
        cancelSimulation.setOnAction(e -> {
            if (controller != null) {
                controller.cancelSimulation();
            }
        });
        viewport.setMinSize(0, 0);
        viewport.setStyle("-fx-background-color: #1e2328;");
        StackPane.setAlignment(overlay, Pos.TOP_LEFT);
        StackPane.setAlignment(message, Pos.BOTTOM_LEFT);
        overlay.setId("preview-overlay");
        overlay.setStyle("-fx-text-fill: white; -fx-background-color: rgba(0,0,0,0.45); -fx-padding: 2 6 2 6;"
                + " -fx-font-size: 11px;");
        overlay.setMouseTransparent(true);
        message.setId("preview-message");
        message.setWrapText(true);
        message.setStyle("-fx-text-fill: #ffb4a8; -fx-background-color: rgba(0,0,0,0.6); -fx-padding: 3 6 3 6;");
        message.setMouseTransparent(true);
        viewport.widthProperty().addListener((o, a, b) -> resized());
        viewport.heightProperty().addListener((o, a, b) -> resized());

        mapView.setPreserveRatio(true);
        mapView.setSmooth(true);
        buildFaceLabels();
        mapArea.getChildren().addAll(mapView, faceLabels);
        mapArea.setMinSize(0, 0);
        mapArea.setId("preview-map");
        mapArea.setStyle("-fx-background-color: #1e2328;");
        mapArea.widthProperty().addListener((o, a, b) -> resized());
        mapArea.heightProperty().addListener((o, a, b) -> resized());

        SplitPane split = new SplitPane(viewport, mapArea);
        split.setDividerPositions(0.7);
        split.setMinSize(0, 0);
        setCenter(split);

        layer.getItems().setAll("Height", "Normals");
        layer.setValue("Height");
        layer.setTooltip(new Tooltip("What the 2D map shows"));
        layer.valueProperty().addListener((o, a, b) -> pushView());
        Button reset = new Button("Reset view");
        reset.setId("preview-reset");
        reset.setOnAction(e -> resetView());
        shadows.setSelected(true);
        for (CheckBox box : List.of(wireframe, contours, water, shadows)) {
            box.selectedProperty().addListener((o, a, b) -> pushView());
        }
        waterLevel.setId("preview-water-level");
        waterLevel.setPrefWidth(90);
        waterLevel.setTooltip(new Tooltip("Water level, from the lowest to the highest point"));
        waterLevel.disableProperty().bind(water.selectedProperty().not());
        waterLevel.valueProperty().addListener((o, a, b) -> pushView());
        // A wrapping bar: the pane must never force its slot wider than the editor's layout gives it.
        FlowPane bar = new FlowPane(8, 4, reset, wireframe, contours, water, waterLevel, shadows, layer);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(3, 6, 3, 6));
        bar.setMinWidth(0);
        bar.setPrefWrapLength(200);
        setTop(bar);
        setMinSize(0, 0);
    }

    /** One label per cube face at its cell of the unfolded map ({@link FaceUnfolding}), following the image. */
    private void buildFaceLabels() {
        faceLabels.setId("preview-face-labels");
        faceLabels.setMouseTransparent(true);
        faceLabels.setManaged(true);
        faceLabels.setVisible(false);
        for (org.orogen.shader.planet.CubeFace face : org.orogen.shader.planet.CubeFace.values()) {
            Label label = new Label(FaceUnfolding.label(face) + " · " + face.label());
            label.setId("preview-face-" + face.label());
            label.setStyle("-fx-text-fill: white; -fx-background-color: rgba(0,0,0,0.45); -fx-padding: 0 3 0 3;"
                    + " -fx-font-size: 10px;");
            label.setUserData(face);
            faceLabels.getChildren().add(label);
        }
        mapView.boundsInParentProperty().addListener((o, a, b) -> placeFaceLabels());
        faceLabels.widthProperty().addListener((o, a, b) -> placeFaceLabels());
    }

    private void placeFaceLabels() {
        javafx.geometry.Bounds image = mapView.getBoundsInParent();
        for (javafx.scene.Node node : faceLabels.getChildren()) {
            Label label = (Label) node;
            double[] centre = FaceUnfolding.labelCentre((org.orogen.shader.planet.CubeFace) label.getUserData());
            double w = label.prefWidth(-1);
            double h = label.prefHeight(-1);
            // Near the top-left corner of the face's cell, so the face itself stays visible.
            double cellLeft = image.getMinX() + (centre[0] - FaceUnfolding.CELL / 2) * image.getWidth();
            double cellTop = image.getMinY() + (centre[1] - FaceUnfolding.CELL / 2) * image.getHeight();
            label.resizeRelocate(cellLeft + 2, cellTop + 2, w, h);
        }
    }

    private void installGestures() {
        viewport.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            pressX = e.getX();
            pressY = e.getY();
        });
        viewport.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            double dx = e.getX() - pressX;
            double dy = e.getY() - pressY;
            pressX = e.getX();
            pressY = e.getY();
            double h = Math.max(1, viewport.getHeight());
            if (showingGlobe.get()) {
                globe.orbit(-dx * 0.4, dy * 0.4); // the globe turns under the camera with any button
            } else if (e.getButton() == MouseButton.PRIMARY && !e.isShiftDown()) {
                camera.orbit(-dx * 0.4, dy * 0.4);
            } else {
                camera.pan(-dx / h, dy / h);
            }
            pushView();
        });
        viewport.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getClickCount() == 2 && e.getButton() == MouseButton.PRIMARY) {
                resetView();
            }
        });
        viewport.addEventHandler(ScrollEvent.SCROLL, e -> {
            double factor = Math.pow(1.0015, -e.getDeltaY());
            if (showingGlobe.get()) {
                globe.zoom(factor);
            } else {
                camera.zoom(factor);
            }
            pushView();
        });
    }

    /**
     * The folder the graph's image inputs resolve against (the open file's), null while unsaved;
     * takes effect with the next {@link #showGraph}.
     */
    public void setGraphFolder(Path folder) {
        gpu.setGraphFolder(folder);
    }

    /**
     * Shows {@code graph}; call on every change. Only the latest graph matters: intermediate ones
     * are dropped if the preview is busy.
     */
    public void showGraph(Graph graph, CompileOptions options) {
        gpu.showGraph(graph, options);
    }

    /**
     * Reports a compile and link of the latest graph that takes longer than {@code millis} (default
     * {@link PreviewController#DEFAULT_SLOW_MILLIS}) in the pane's message and to the problem sink,
     * while the last good frame stays. FX thread.
     */
    public void setSlowAfterMillis(long millis) {
        slowAfterMillis = millis;
        if (controller != null) {
            controller.setSlowAfterMillis(millis);
        }
    }

    /** Whether the pane renders (its GL thread started). FX thread. */
    public boolean isRendering() {
        return controller != null;
    }

    /** Where GLSL errors go (the editor marks the nodes); called with an empty list when fixed. */
    public void setProblemSink(Consumer<List<CompileDiagnostic>> sink) {
        this.problemSink = sink;
    }

    /**
     * Where the simulations' problems go (parameters clamped, non-finite input replaced: warnings on
     * the nodes); called with an empty list when there are none.
     */
    public void setSimulationProblemSink(Consumer<List<org.orogen.graph.validation.Diagnostic>> sink) {
        this.simulationProblemSink = sink;
    }

    /** The simulation progress line ("simulating erosion.hydraulic 'n12' 43 %"), empty when none runs. */
    public String simulationStatus() {
        return simulationBox.isVisible() ? simulationText.getText() : "";
    }

    /** Stops the running simulation, as the overlay's Cancel button does. */
    public void cancelSimulation() {
        cancelSimulation.fire();
    }

    private void showSimulation(String what, double fraction) {
        int percent = (int) Math.floor(100 * fraction);
        simulationText.setText(what + " " + percent + " %");
        simulationBar.setProgress(fraction);
        simulationBox.setVisible(true);
        if (message.getText().startsWith("Simulation cancelled")) {
            message.setText("");
        }
    }

    /** Frames the whole terrain from the default oblique angle (a planet: the whole globe, three-quarter view). */
    public void resetView() {
        WorldExtent extent = framedExtent != null ? framedExtent : WorldExtent.DEFAULT;
        camera.reset(extent.width(), extent.height(), heightMin, heightMax, viewAspect());
        globe.reset(viewAspect());
        pushView();
    }

    /** The globe's camera (sphere graphs; changes take effect with the next gesture or view change). */
    public GlobeCamera globeCamera() {
        return globe;
    }

    /**
     * True while the preview shows a sphere graph: the 3D view is the globe and the map the six faces
     * unfolded. Follows the frames, so it changes once the first frame of the new domain arrives.
     */
    public javafx.beans.property.ReadOnlyBooleanProperty showingGlobeProperty() {
        return showingGlobe.getReadOnlyProperty();
    }

    /** The camera (changes take effect on the next {@link #resetView()} or gesture). */
    public OrbitCamera camera() {
        return camera;
    }

    /** The 3D image (null before the first frame). */
    public WritableImage image() {
        return view3d.getImage() instanceof WritableImage w ? w : null;
    }

    /** The 2D map image (null before the first frame). */
    public WritableImage mapImage() {
        return mapView.getImage() instanceof WritableImage w ? w : null;
    }

    /** Frames shown so far. */
    public long framesShown() {
        return framesShown;
    }

    /** Timings of the last frame shown, or null. */
    public FrameStats lastStats() {
        return lastStats;
    }

    /** Painting on this preview (the cursor rings and the strokes' gestures). */
    public PaintOverlay paintOverlay() {
        return paint;
    }

    /** The controller, once OpenGL has started (null before). */
    public PreviewController controller() {
        return controller;
    }

    private double viewAspect() {
        return viewport.getWidth() > 0 && viewport.getHeight() > 0 ? viewport.getWidth() / viewport.getHeight() : 1;
    }

    private void resized() {
        pushView();
    }

    private void pushView() {
        if (controller == null) {
            return;
        }
        // Render at device pixels (HiDPI screens scale logical pixels), shown at the logical size.
        double scale = getScene() != null && getScene().getWindow() != null
                ? Math.max(1, getScene().getWindow().getOutputScaleX()) : 1;
        int w = Math.max(MIN_VIEW, (int) Math.round(viewport.getWidth() * scale));
        int h = Math.max(MIN_VIEW, (int) Math.round(viewport.getHeight() * scale));
        int mapSide = (int) Math.min(MAX_MAP, Math.min(mapArea.getWidth(), mapArea.getHeight()));
        mapSide = Math.max(MIN_VIEW, mapSide);
        view3d.setFitWidth(viewport.getWidth());
        view3d.setFitHeight(viewport.getHeight());
        mapView.setFitWidth(Math.min(mapArea.getWidth(), mapArea.getHeight()));
        PreviewStyle style = PreviewStyle.DEFAULT.withWireframe(wireframe.isSelected())
                .withContourInterval(contours.isSelected() ? contourInterval() : 0);
        if (water.isSelected()) {
            style = style.withWaterLevel(heightMin + waterLevel.getValue() * (heightMax - heightMin));
        }
        if (!shadows.isSelected()) {
            style = new PreviewStyle(style.sunAzimuth(), style.sunElevation(), style.waterLevel(), style.fog(),
                    style.exaggeration(), style.contourInterval(), style.wireframe(), false);
        }
        String chosen = layer.getValue() == null ? "Height" : layer.getValue();
        MapLayer mapLayer = chosen.equals("Normals") ? MapLayer.NORMALS
                : chosen.startsWith("Mask: ") ? MapLayer.MASK : MapLayer.HEIGHT;
        int maskIndex = mapLayer == MapLayer.MASK ? maskNames.indexOf(chosen.substring("Mask: ".length())) : -1;
        controller.setView(new PreviewView(camera, style, w, h, mapLayer, maskIndex, mapSide, globe));
    }

    /** About 20 lines over the terrain's height range, rounded to a 1-2-5 step. */
    private double contourInterval() {
        double span = Math.max(1, heightMax - heightMin) / 20;
        double magnitude = Math.pow(10, Math.floor(Math.log10(span)));
        double f = span / magnitude;
        return magnitude * (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10);
    }

    private void showFrame(PreviewFrame frame) {
        try {
            boolean extentChanged = !frame.extent().equals(framedExtent);
            heightMin = frame.heightMin();
            heightMax = frame.heightMax();
            pixels = copyInto(pixels, frame.pixels(), frame.width(), frame.height(), view3d);
            if (frame.map() != null) {
                mapPixels = copyInto(mapPixels, frame.map(), frame.mapSize(), frame.mapSize(), mapView);
            }
            lastStats = frame.stats();
            framesShown++;
            if (frame.stats().bakeMillis() > 0 && message.getText().startsWith("Simulation cancelled")) {
                message.setText(""); // a new bake has replaced the picture the cancel kept
            }
            FrameStats stats = frame.stats();
            long stages = stats.stagesReused() + stats.stagesBaked();
            overlay.setText(String.format(Locale.ROOT, "frame %.1f ms · bake %s (%s)%s · change→pixels %.0f ms%s",
                    stats.frameMillis(),
                    stats.bakeMillis() > 0 ? String.format(Locale.ROOT, "%.1f ms", stats.bakeMillis()) : "—",
                    stats.evaluationPath(),
                    stages > 0 ? String.format(Locale.ROOT, " · stages cached %d/%d", stats.stagesReused(), stages) : "",
                    stats.latencyMillis(), stats.compiled() ? " · new program" : ""));
            // Frame the terrain once its extent and heights are known; later frames keep the user's camera.
            if (extentChanged || !framedWithHeights) {
                framedExtent = frame.extent();
                framedWithHeights = true;
                camera.reset(frame.extent().width(), frame.extent().height(), heightMin, heightMax, viewAspect());
                pushView();
            }
            boolean sphere = frame.domain().isSphere();
            if (sphere != showingGlobe.get()) {
                showingGlobe.set(sphere);
                faceLabels.setVisible(sphere);
                // The globe has no wireframe, contours, water plane or ray-marched shadows.
                for (CheckBox box : List.of(wireframe, contours, water, shadows)) {
                    box.setDisable(sphere);
                }
                if (sphere) {
                    globe.reset(viewAspect());
                    pushView();
                }
            }
            refreshMaskChoices(frame.maskNames());
            paint.frameShown(frame.extent());
        } finally {
            frame.release();
        }
    }

    private void refreshMaskChoices(List<String> names) {
        if (names.equals(maskNames)) {
            return;
        }
        maskNames.clear();
        maskNames.addAll(names);
        String selected = layer.getValue();
        List<String> items = new ArrayList<>(List.of("Height", "Normals"));
        names.forEach(n -> items.add("Mask: " + n));
        layer.getItems().setAll(items);
        layer.setValue(items.contains(selected) ? selected : "Height");
    }

    private static PixelBuffer<ByteBuffer> copyInto(PixelBuffer<ByteBuffer> target, ByteBuffer source, int width,
                                                   int height, ImageView view) {
        PixelBuffer<ByteBuffer> buffer = target;
        if (buffer == null || buffer.getWidth() != width || buffer.getHeight() != height) {
            buffer = new PixelBuffer<>(width, height, ByteBuffer.allocateDirect(width * height * 4),
                    PixelFormat.getByteBgraPreInstance());
            view.setImage(new WritableImage(buffer));
        }
        int length = width * height * 4;
        buffer.updateBuffer(b -> {
            // Absolute put: the buffer's position must stay 0 for the ES2 pipeline.
            b.getBuffer().put(0, source, 0, length);
            return null;
        });
        return buffer;
    }

    private void showFailure(String text, List<CompileDiagnostic> diagnostics) {
        List<String> nodes = diagnostics.stream().map(CompileDiagnostic::nodeId).filter(id -> !id.isEmpty())
                .distinct().toList();
        message.setText((nodes.isEmpty() ? "" : "Node " + String.join(", ", nodes) + ": ") + text
                + " (showing the last good frame)");
        problemSink.accept(diagnostics);
    }

    /**
     * Stops rendering and frees the preview's GL objects (and the GPU owner when the pane made its own),
     * in the background (a bake in progress finishes first, which must not hold up the JavaFX thread).
     * The pane shows its last frame afterwards. Calling it again returns the same future.
     *
     * @return completes once everything is released
     */
    public CompletableFuture<Void> close() {
        if (closing != null) {
            return closing;
        }
        PreviewController open = controller;
        controller = null;
        closing = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                if (open != null) {
                    open.close(); // closes the GPU owner too when the pane owns it
                } else if (ownsGpu) {
                    gpu.close();
                }
            } finally {
                closing.complete(null);
            }
        }, "orogen-preview-close");
        t.setDaemon(true);
        t.start();
        return closing;
    }
}
