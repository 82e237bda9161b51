package org.orogen.preview;

import java.util.Optional;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.image.ImageView;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Ellipse;
import javafx.scene.shape.Polyline;
import javafx.scene.shape.Shape;
import org.joml.Matrix4f;
import org.joml.Vector3d;
import org.joml.Vector4f;
import org.orogen.graph.WorldExtent;

/**
 * Painting on the preview: while {@link #setEnabled enabled}, the primary button draws in the 2D
 * map and in the 3D view (Alt + drag still orbits, the other buttons pan) and the brush's inner
 * and outer radius follow the mouse as two rings: circles on the map, rings laid on the displaced
 * surface in 3D (the mouse ray is cast onto the preview's baked heights, {@link SurfaceRay}).
 * Gestures go to the {@link Gestures} as world points in metres. FX thread only.
 */
public final class PaintOverlay {

    /** Receives paint gestures in world metres (x east, y north). */
    public interface Gestures {
        void pressed(double x, double y, double pressure);

        void dragged(double x, double y, double pressure);

        void released();
    }

    /** JavaFX reports no pen pressure on mouse events: every point gets full pressure. */
    public static final double PRESSURE = 1.0;
    private static final int RING_POINTS = 72;

    private final PreviewPane pane;
    private final Pane view3d = overlayPane("paint-overlay-3d");
    private final Pane map = overlayPane("paint-overlay-map");
    private final ImageView mapImage;
    private Gestures gestures = new Gestures() {
        @Override
        public void pressed(double x, double y, double pressure) {
        }

        @Override
        public void dragged(double x, double y, double pressure) {
        }

        @Override
        public void released() {
        }
    };
    private boolean enabled;
    private boolean drawing;
    private double inner = 40;
    private double outer = 120;
    private WorldExtent extent;
    private HeightGrid heights;
    private boolean heightsRequested;
    /** The controller's bake count when the heights were requested (-1: never). */
    private long heightsOfBake = -1;
    /** The last cursor position in world metres, or null while the mouse is off the terrain. */
    private double[] cursor;

    PaintOverlay(PreviewPane pane, Pane viewport, Pane mapArea, ImageView mapImage) {
        this.pane = pane;
        this.mapImage = mapImage;
        viewport.getChildren().add(view3d);
        mapArea.getChildren().add(map);
        install(viewport, true);
        install(mapArea, false);
    }

    private static Pane overlayPane(String id) {
        Pane p = new Pane();
        p.setId(id);
        p.setMouseTransparent(true);
        p.setMinSize(0, 0);
        return p;
    }

    private void install(Node area, boolean in3d) {
        area.addEventFilter(MouseEvent.ANY, e -> {
            if (!enabled) {
                return;
            }
            var type = e.getEventType();
            if (type == MouseEvent.MOUSE_MOVED || type == MouseEvent.MOUSE_DRAGGED
                    || type == MouseEvent.MOUSE_PRESSED) {
                cursor = worldPoint(in3d, e.getX(), e.getY()).orElse(null);
                showRings();
            } else if (type == MouseEvent.MOUSE_EXITED && !drawing) {
                cursor = null;
                showRings();
            }
            boolean paintButton = e.getButton() == MouseButton.PRIMARY && !e.isAltDown();
            if (type == MouseEvent.MOUSE_PRESSED && paintButton && cursor != null) {
                drawing = true;
                gestures.pressed(cursor[0], cursor[1], PRESSURE);
                e.consume();
            } else if (type == MouseEvent.MOUSE_DRAGGED && drawing) {
                if (cursor != null) {
                    gestures.dragged(cursor[0], cursor[1], PRESSURE);
                }
                e.consume();
            } else if (type == MouseEvent.MOUSE_RELEASED && drawing && e.getButton() == MouseButton.PRIMARY) {
                drawing = false;
                gestures.released();
                e.consume();
            } else if (type == MouseEvent.MOUSE_CLICKED && e.getButton() == MouseButton.PRIMARY && !e.isAltDown()) {
                e.consume(); // no double-click reset of the camera while painting
            }
        });
    }

    /** Where painting goes. */
    public void setGestures(Gestures gestures) {
        this.gestures = gestures;
    }

    /** Turns painting (and the cursor rings) on or off; off ends a stroke in progress. */
    public void setEnabled(boolean on) {
        if (enabled && !on && drawing) {
            drawing = false;
            gestures.released();
        }
        enabled = on;
        if (on) {
            refreshHeights();
        } else {
            cursor = null;
        }
        showRings();
    }

    public boolean isEnabled() {
        return enabled;
    }

    /** Whether a stroke is being drawn (button down). */
    public boolean isDrawing() {
        return drawing;
    }

    /** The brush's radii in metres, drawn as the cursor's rings. */
    public void setRadii(double innerRadius, double outerRadius) {
        inner = innerRadius;
        outer = outerRadius;
        showRings();
    }

    /**
     * The preview's baked height under a world point (metres), once the heights have been read
     * back after a bake while painting is on; empty before or outside the terrain.
     */
    public Optional<Double> heightAt(double x, double y) {
        return heights != null && heights.contains(x, y) ? Optional.of(heights.heightAt(x, y)) : Optional.empty();
    }

    /** The heights the cursor is cast onto, or null before they were read. */
    public HeightGrid heights() {
        return heights;
    }

    /** Called by the pane for every frame shown (a new bake makes the heights stale). */
    void frameShown(WorldExtent frameExtent) {
        extent = frameExtent;
        if (enabled) {
            refreshHeights();
        }
        showRings();
    }

    /** Reads the latest bake's heights back (one request at a time; a newer bake asks again). */
    private void refreshHeights() {
        PreviewController controller = pane.controller();
        if (controller == null || heightsRequested || controller.bakeCount() == heightsOfBake) {
            return;
        }
        heightsRequested = true;
        heightsOfBake = controller.bakeCount();
        controller.bakedHeights().whenComplete((grid, error) -> Platform.runLater(() -> {
            heightsRequested = false;
            if (grid != null) {
                heights = grid;
                showRings();
            }
            if (enabled) {
                refreshHeights(); // a bake finished meanwhile: read again
            }
        }));
    }

    /** The world point under the mouse: on the map directly, in 3D where the ray meets the surface. */
    private Optional<double[]> worldPoint(boolean in3d, double x, double y) {
        if (extent == null) {
            return Optional.empty();
        }
        if (!in3d) {
            Bounds b = mapImage.getBoundsInParent();
            double fx = (x - b.getMinX()) / b.getWidth();
            double fy = (y - b.getMinY()) / b.getHeight();
            if (!(fx >= 0 && fx <= 1 && fy >= 0 && fy <= 1)) {
                return Optional.empty();
            }
            return Optional.of(new double[] {extent.originX() + fx * extent.width(),
                    extent.originY() + (1 - fy) * extent.height()}); // north at the top
        }
        if (heights == null || view3d.getWidth() < 1 || view3d.getHeight() < 1) {
            return Optional.empty();
        }
        SurfaceRay ray = SurfaceRay.through(pane.camera(), heights.extent(), view3d.getWidth(), view3d.getHeight(), x, y);
        return ray.hit(heights, PreviewStyle.DEFAULT.exaggeration()).map(p -> new double[] {p.x, p.y});
    }

    private void showRings() {
        map.getChildren().clear();
        view3d.getChildren().clear();
        if (!enabled || cursor == null || extent == null) {
            return;
        }
        for (double r : new double[] {inner, outer}) {
            mapRing(r).ifPresent(map.getChildren()::add);
            surfaceRing(r).ifPresent(view3d.getChildren()::add);
        }
    }

    private Optional<Shape> mapRing(double radius) {
        Bounds b = mapImage.getBoundsInParent();
        if (b.getWidth() <= 0) {
            return Optional.empty();
        }
        double cx = b.getMinX() + (cursor[0] - extent.originX()) / extent.width() * b.getWidth();
        double cy = b.getMinY() + (1 - (cursor[1] - extent.originY()) / extent.height()) * b.getHeight();
        Ellipse ring = new Ellipse(cx, cy, radius / extent.width() * b.getWidth(),
                radius / extent.height() * b.getHeight());
        return Optional.of(style(ring, radius == inner));
    }

    /** The ring of {@code radius} around the cursor laid on the surface, projected into the 3D view. */
    private Optional<Shape> surfaceRing(double radius) {
        if (heights == null || view3d.getWidth() < 1) {
            return Optional.empty();
        }
        double w = view3d.getWidth();
        double h = view3d.getHeight();
        Matrix4f m = pane.camera().viewProjection((int) Math.round(w), (int) Math.round(h), true);
        WorldExtent e = heights.extent();
        double cx = e.originX() + e.width() / 2;
        double cy = e.originY() + e.height() / 2;
        double exaggeration = PreviewStyle.DEFAULT.exaggeration();
        Polyline ring = new Polyline();
        Vector4f p = new Vector4f();
        for (int k = 0; k <= RING_POINTS; k++) {
            double a = 2 * Math.PI * k / RING_POINTS;
            double x = cursor[0] + radius * Math.cos(a);
            double y = cursor[1] + radius * Math.sin(a);
            p.set((float) (x - cx), (float) (y - cy), (float) (heights.heightAt(x, y) * exaggeration), 1f);
            m.transform(p);
            if (p.w <= 0) {
                return Optional.empty(); // part of the ring is behind the camera
            }
            ring.getPoints().addAll((p.x / p.w + 1) / 2 * w, (p.y / p.w + 1) / 2 * h);
        }
        return Optional.of(style(ring, radius == inner));
    }

    private static Shape style(Shape ring, boolean innerRing) {
        ring.setFill(null);
        ring.setStroke(innerRing ? Color.rgb(255, 255, 255, 0.9) : Color.rgb(255, 210, 90, 0.9));
        ring.setStrokeWidth(innerRing ? 1.5 : 1.2);
        if (!innerRing) {
            ring.getStrokeDashArray().setAll(6.0, 4.0);
        }
        ring.setManaged(false);
        return ring;
    }

    /** The cursor's world position (metres), or empty while the mouse is not over the terrain. */
    public Optional<Vector3d> cursor() {
        return cursor == null ? Optional.empty()
                : Optional.of(new Vector3d(cursor[0], cursor[1], heightAt(cursor[0], cursor[1]).orElse(0.0)));
    }
}
