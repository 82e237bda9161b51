package org.orogen.editor.paint;

import java.util.function.Consumer;
import javafx.animation.PauseTransition;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.SetChangeListener;
import javafx.util.Duration;
import org.orogen.editor.EditorSession;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.edit.EditStrokes;
import org.orogen.graph.paint.BrushKind;
import org.orogen.graph.paint.Stroke;
import org.orogen.preview.PaintOverlay;

/**
 * Paint mode of one editor window. It is available while exactly one paint layer is selected in a
 * plane graph (never on a sphere: {@link #SPHERE_REASON});
 * while {@link #activeProperty() active}, drags on the preview's map and 3D view record a stroke
 * with the window's {@link BrushSettings}. The stroke shows live while drawn (the preview re-bakes
 * the graph with the unfinished stroke at most every {@value #LIVE_PREVIEW_MILLIS} ms, outside the
 * undo history) and becomes one undoable edit on release. Erase last and clear are one edit each.
 * FX thread only.
 */
public final class PaintMode {
    /** The type id of paint layer nodes. */
    public static final String LAYER_TYPE = "paint.layer";
    /** The shortest interval between two live previews of a stroke being drawn, milliseconds. */
    public static final int LIVE_PREVIEW_MILLIS = 80;

    private final EditorSession session;
    private final PaintOverlay overlay;
    private final BrushSettings brush;
    private final Consumer<Graph> preview;
    private final BooleanProperty active = new SimpleBooleanProperty(this, "active", false);
    private final ReadOnlyStringWrapper layer = new ReadOnlyStringWrapper(this, "layer");
    private final ReadOnlyIntegerWrapper strokeCount = new ReadOnlyIntegerWrapper(this, "strokeCount");
    private final javafx.beans.property.ReadOnlyBooleanWrapper onSphere =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "onSphere", false);
    private final PauseTransition throttle = new PauseTransition(Duration.millis(LIVE_PREVIEW_MILLIS));
    private StrokeRecorder recorder;
    private String recordingLayer;
    private double levelHeight;
    private boolean previewPending;

    /**
     * @param preview shows a graph in the preview without making it an edit (the live stroke)
     */
    public PaintMode(EditorSession session, PaintOverlay overlay, BrushSettings brush, Consumer<Graph> preview) {
        this.session = session;
        this.overlay = overlay;
        this.brush = brush;
        this.preview = preview;
        throttle.setOnFinished(e -> {
            if (previewPending) {
                showLive();
            }
        });
        overlay.setGestures(new PaintOverlay.Gestures() {
            @Override
            public void pressed(double x, double y, double pressure) {
                begin(x, y, pressure);
            }

            @Override
            public void dragged(double x, double y, double pressure) {
                extend(x, y, pressure);
            }

            @Override
            public void released() {
                finish();
            }
        });
        session.selection().ids().addListener((SetChangeListener<String>) c -> refresh());
        session.graphProperty().addListener((o, a, g) -> refresh());
        active.addListener((o, a, on) -> {
            overlay.setEnabled(on);
            session.report(on ? "Paint mode: drag on the map or the 3D view to paint on '" + layer.get()
                    + "' (Alt + drag orbits); P leaves it" : "Paint mode off");
        });
        brush.innerProperty().addListener((o, a, b) -> showRadii());
        brush.outerProperty().addListener((o, a, b) -> showRadii());
        showRadii();
        refresh();
    }

    private void showRadii() {
        overlay.setRadii(brush.innerProperty().get(), brush.outerProperty().get());
    }

    /** Follows the selection: exactly one paint layer makes painting available, anything else ends it. */
    private void refresh() {
        String id = session.selection().ids().size() == 1 ? session.selection().last() : null;
        Node node = id == null ? null : session.graph().node(id).orElse(null);
        boolean paintable = node != null && node.typeId().equals(LAYER_TYPE);
        layer.set(paintable ? id : null);
        strokeCount.set(paintable ? EditStrokes.strokesOf(node).strokes().size() : 0);
        onSphere.set(session.graph().metadata().domain().isSphere());
        if (!paintable || onSphere.get()) {
            active.set(false);
        }
    }

    /** Whether painting is on (only possible while {@link #layerProperty()} names a layer). */
    public BooleanProperty activeProperty() {
        return active;
    }

    /** Turns paint mode on or off; says why when no single paint layer is selected. */
    public void toggle() {
        if (onSphere.get()) {
            session.report(SPHERE_REASON);
            active.set(false);
            return;
        }
        if (layer.get() == null) {
            session.report("Paint mode needs exactly one Paint layer node selected");
            active.set(false);
            return;
        }
        active.set(!active.get());
    }

    /** Why painting is off in a sphere graph (the paint tool's tooltip and the status line say it). */
    public static final String SPHERE_REASON = "Painting works on plane graphs only: strokes are placed in metres on"
            + " the plane, and a sphere graph has no plane (paint layers report an error there). Set the domain to"
            + " Plane in the graph settings to paint";

    /** True while the graph is on a sphere, where painting is off ({@link #SPHERE_REASON}). */
    public javafx.beans.property.ReadOnlyBooleanProperty onSphereProperty() {
        return onSphere.getReadOnlyProperty();
    }

    /** The selected paint layer's node id, or null when the selection is not exactly one paint layer. */
    public ReadOnlyStringProperty layerProperty() {
        return layer.getReadOnlyProperty();
    }

    /** How many strokes the selected paint layer holds (0 when none is selected). */
    public ReadOnlyIntegerProperty strokeCountProperty() {
        return strokeCount.getReadOnlyProperty();
    }

    public BrushSettings brush() {
        return brush;
    }

    /** Removes the selected layer's last stroke (one undo step). */
    public boolean eraseLastStroke() {
        return layer.get() != null && session.execute(EditStrokes.eraseLast(layer.get()));
    }

    /** Removes all strokes of the selected layer (one undo step). */
    public boolean clearLayer() {
        return layer.get() != null && session.execute(EditStrokes.clear(layer.get()));
    }

    private void begin(double x, double y, double pressure) {
        if (!active.get() || layer.get() == null) {
            return;
        }
        levelHeight = Double.NaN;
        if (brush.kindProperty().get() == BrushKind.LEVEL) {
            var under = overlay.heightAt(x, y);
            if (under.isEmpty()) {
                session.report("Level brush: the terrain's heights are not known yet; wait for the preview and"
                        + " paint again");
                return;
            }
            levelHeight = under.get();
        }
        recordingLayer = layer.get();
        recorder = new StrokeRecorder(brush.spacing());
        recorder.add(x, y, pressure);
        showLive();
    }

    private void extend(double x, double y, double pressure) {
        if (recorder != null && recorder.add(x, y, pressure)) {
            if (throttle.getStatus() == javafx.animation.Animation.Status.RUNNING) {
                previewPending = true;
            } else {
                showLive();
            }
        }
    }

    private void finish() {
        if (recorder == null) {
            return;
        }
        Stroke stroke = brush.stroke(recorder.points(), levelHeight);
        String target = recordingLayer;
        recorder = null;
        recordingLayer = null;
        throttle.stop();
        previewPending = false;
        if (session.execute(EditStrokes.add(target, stroke))) {
            session.report("Painted a stroke of " + stroke.points().size() + " points on '" + target
                    + "' (Ctrl+Z takes it back)");
        } else {
            preview.accept(session.graph()); // the refused stroke must not stay in the preview
        }
    }

    /** Shows the graph with the unfinished stroke in the preview, then waits before the next one. */
    private void showLive() {
        previewPending = false;
        Graph graph = session.graph();
        graph.node(recordingLayer).ifPresent(node -> {
            Stroke unfinished = brush.stroke(recorder.points(), levelHeight);
            preview.accept(graph.withNode(node.withParameter(EditStrokes.PARAMETER,
                    EditStrokes.strokesOf(node).plus(unfinished))));
        });
        throttle.playFromStart();
    }

    /** Whether a stroke is being drawn. */
    public boolean isDrawing() {
        return recorder != null;
    }
}
