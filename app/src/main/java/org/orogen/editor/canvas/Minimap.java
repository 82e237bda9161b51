package org.orogen.editor.canvas;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/**
 * Overview of the whole graph in the canvas corner: every node as a small rectangle in its
 * category colour, and the visible area as a frame. Click or drag in it to move the view there.
 * Drawn into one {@link Canvas}, so 300 nodes cost 300 rectangle fills.
 */
final class Minimap extends Region {
    static final double WIDTH = 180;
    static final double HEIGHT = 120;

    private final GraphCanvas owner;
    private final Canvas canvas = new Canvas(WIDTH, HEIGHT);
    private Bounds world = new BoundingBox(0, 0, 1, 1);
    private double mapScale = 1;
    private double mapX;
    private double mapY;

    Minimap(GraphCanvas owner) {
        this.owner = owner;
        setId("minimap");
        getStyleClass().add("minimap");
        getChildren().add(canvas);
        owner.viewport().scaleProperty().addListener(o -> redraw());
        owner.viewport().offsetXProperty().addListener(o -> redraw());
        owner.viewport().offsetYProperty().addListener(o -> redraw());
        owner.widthProperty().addListener(o -> redraw());
        owner.heightProperty().addListener(o -> redraw());
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::centreOn);
        addEventHandler(MouseEvent.MOUSE_DRAGGED, this::centreOn);
    }

    /** Moves the main view so the clicked overview point is in its centre. */
    private void centreOn(MouseEvent e) {
        e.consume();
        Point2D g = new Point2D((e.getX() - mapX) / mapScale, (e.getY() - mapY) / mapScale);
        Viewport v = owner.viewport();
        v.offsetXProperty().set(owner.getWidth() / 2 - g.getX() * v.scale());
        v.offsetYProperty().set(owner.getHeight() / 2 - g.getY() * v.scale());
    }

    void redraw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, WIDTH, HEIGHT);
        Bounds content = owner.contentBounds();
        Viewport v = owner.viewport();
        Point2D a = v.toGraph(0, 0);
        Point2D b = v.toGraph(owner.getWidth(), owner.getHeight());
        Bounds visible = new BoundingBox(a.getX(), a.getY(), b.getX() - a.getX(), b.getY() - a.getY());
        world = content == null ? visible : union(content, visible);
        mapScale = Math.min((WIDTH - 8) / Math.max(1, world.getWidth()), (HEIGHT - 8) / Math.max(1, world.getHeight()));
        mapX = (WIDTH - world.getWidth() * mapScale) / 2 - world.getMinX() * mapScale;
        mapY = (HEIGHT - world.getHeight() * mapScale) / 2 - world.getMinY() * mapScale;
        for (NodeView n : owner.nodeViews()) {
            Color c = n.definition() == null ? Color.web("#b33d3d") : CategoryColors.of(n.definition().category());
            g.setFill(owner.selection().contains(n.nodeId()) ? Color.web("#f0b429") : c);
            g.fillRect(mapX + n.getLayoutX() * mapScale, mapY + n.getLayoutY() * mapScale,
                    Math.max(2, NodeView.WIDTH * mapScale), Math.max(2, n.height() * mapScale));
        }
        g.setStroke(Color.web("#e6e6e6", 0.8));
        g.setLineWidth(1);
        g.strokeRect(mapX + visible.getMinX() * mapScale, mapY + visible.getMinY() * mapScale,
                visible.getWidth() * mapScale, visible.getHeight() * mapScale);
    }

    private static Bounds union(Bounds p, Bounds q) {
        double minX = Math.min(p.getMinX(), q.getMinX());
        double minY = Math.min(p.getMinY(), q.getMinY());
        return new BoundingBox(minX, minY, Math.max(p.getMaxX(), q.getMaxX()) - minX,
                Math.max(p.getMaxY(), q.getMaxY()) - minY);
    }
}
