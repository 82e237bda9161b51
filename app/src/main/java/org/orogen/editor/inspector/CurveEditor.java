package org.orogen.editor.inspector;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.ParameterValue.Point;
import org.orogen.graph.catalog.ParameterCheck;
import org.orogen.graph.catalog.ParameterDefinition;

/**
 * A CURVE parameter: control points on a small plot. Drag a point to move it (one undo step
 * per drag; x stays strictly between its neighbours, as the model requires), double-click empty
 * space to add a point (up to {@link ParameterCheck#MAX_CURVE_POINTS}), right-click a point to
 * remove it (at least two remain). The plot shows [0, 1]² widened to include every point.
 */
final class CurveEditor implements ParameterControl {
    static final double WIDTH = 220;
    static final double HEIGHT = 150;
    private static final double PAD = 10;
    private static final double PICK = 7;

    private final ParameterDefinition def;
    private final ParameterEdits edits;
    private final Canvas canvas = new Canvas(WIDTH, HEIGHT);
    private final StackPane box = new StackPane(canvas);
    private List<Point> points = new ArrayList<>();
    private double minX, maxX, minY, maxY;
    private int dragged = -1;
    private boolean moved;

    CurveEditor(ParameterDefinition def, ParameterEdits edits) {
        this.def = def;
        this.edits = edits;
        box.getStyleClass().add("curve-editor");
        box.setId("curve-" + def.name());
        box.setMaxSize(WIDTH, HEIGHT);
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
    }

    @Override
    public Node view() {
        return box;
    }

    @Override
    public void show(ParameterValue value) {
        points = value instanceof ParameterValue.PointsValue p ? new ArrayList<>(p.points()) : new ArrayList<>();
        fitRange();
        draw();
    }

    /** The points currently shown (for tests and the controller). */
    List<Point> points() {
        return List.copyOf(points);
    }

    private void fitRange() {
        minX = 0; maxX = 1; minY = 0; maxY = 1;
        for (Point p : points) {
            minX = Math.min(minX, p.x()); maxX = Math.max(maxX, p.x());
            minY = Math.min(minY, p.y()); maxY = Math.max(maxY, p.y());
        }
    }

    private Point2D toScreen(Point p) {
        return new Point2D(PAD + (p.x() - minX) / (maxX - minX) * (WIDTH - 2 * PAD),
                HEIGHT - PAD - (p.y() - minY) / (maxY - minY) * (HEIGHT - 2 * PAD));
    }

    private Point toCurve(double sx, double sy) {
        double x = minX + (sx - PAD) / (WIDTH - 2 * PAD) * (maxX - minX);
        double y = minY + (HEIGHT - PAD - sy) / (HEIGHT - 2 * PAD) * (maxY - minY);
        return new Point(round(x), round(y));
    }

    private int pointAt(double sx, double sy) {
        for (int i = 0; i < points.size(); i++) {
            if (toScreen(points.get(i)).distance(sx, sy) <= PICK) return i;
        }
        return -1;
    }

    private void pressed(MouseEvent e) {
        int hit = pointAt(e.getX(), e.getY());
        moved = false;
        if (e.getButton() == MouseButton.SECONDARY && hit >= 0 && points.size() > 2) {
            points.remove(hit);
            commit(false);
        } else if (e.getButton() == MouseButton.PRIMARY && hit < 0 && e.getClickCount() == 2
                && points.size() < ParameterCheck.MAX_CURVE_POINTS) {
            Point p = toCurve(e.getX(), e.getY());
            int at = 0;
            while (at < points.size() && points.get(at).x() < p.x()) at++;
            boolean duplicateX = at < points.size() && points.get(at).x() == p.x();
            if (!duplicateX) {
                points.add(at, p);
                commit(false);
            }
        } else if (e.getButton() == MouseButton.PRIMARY) {
            dragged = hit;
        }
        e.consume();
    }

    private void dragged(MouseEvent e) {
        if (dragged < 0) return;
        Point p = toCurve(e.getX(), e.getY());
        // Keep x strictly between the neighbours: the model requires increasing x.
        double lo = dragged > 0 ? points.get(dragged - 1).x() + 1e-3 : -Double.MAX_VALUE;
        double hi = dragged < points.size() - 1 ? points.get(dragged + 1).x() - 1e-3 : Double.MAX_VALUE;
        points.set(dragged, new Point(Math.max(lo, Math.min(hi, p.x())), p.y()));
        moved = true;
        commit(true);
        e.consume();
    }

    private void released(MouseEvent e) {
        if (dragged >= 0 && moved) commit(false);
        dragged = -1;
        fitRange();
        draw();
    }

    private void commit(boolean live) {
        ParameterValue value = ParameterValue.ofPoints(points);
        var problem = ParameterCheck.check(def, value);
        if (problem.isPresent()) {
            edits.refused(def.displayName() + ": " + problem.get());
            return;
        }
        draw();
        edits.set(def.name(), value, live);
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.setFill(Color.web("#1e1f22"));
        g.fillRect(0, 0, WIDTH, HEIGHT);
        g.setStroke(Color.web("#34373c"));
        for (int i = 0; i <= 4; i++) {
            double x = PAD + i * (WIDTH - 2 * PAD) / 4;
            double y = PAD + i * (HEIGHT - 2 * PAD) / 4;
            g.strokeLine(x, PAD, x, HEIGHT - PAD);
            g.strokeLine(PAD, y, WIDTH - PAD, y);
        }
        g.setStroke(Color.web("#58a6ff"));
        g.setLineWidth(2);
        for (int i = 1; i < points.size(); i++) {
            Point2D a = toScreen(points.get(i - 1));
            Point2D b = toScreen(points.get(i));
            g.strokeLine(a.getX(), a.getY(), b.getX(), b.getY());
        }
        g.setLineWidth(1);
        g.setFill(Color.web("#f0b429"));
        for (Point p : points) {
            Point2D s = toScreen(p);
            g.fillOval(s.getX() - 4, s.getY() - 4, 8, 8);
        }
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
