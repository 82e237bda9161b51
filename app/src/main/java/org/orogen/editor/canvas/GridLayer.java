package org.orogen.editor.canvas;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/**
 * The background grid of the graph canvas: minor lines every {@link #CELL} graph units and a
 * major line every {@link #MAJOR} cells. Drawn into one {@link Canvas} sized to the pane
 * (cheap however far the user pans, unlike thousands of line nodes). Minor lines fade out when
 * zoomed far out so the grid never turns into noise.
 */
final class GridLayer extends Region {
    static final double CELL = 20;
    static final int MAJOR = 5;
    private static final Color BACKGROUND = Color.web("#1e1f22");
    private static final Color MINOR = Color.web("#2a2c30");
    private static final Color MAJOR_LINE = Color.web("#34373c");

    private final Canvas canvas = new Canvas();
    private final Viewport viewport;

    GridLayer(Viewport viewport) {
        this.viewport = viewport;
        getChildren().add(canvas);
        setMouseTransparent(true);
        viewport.scaleProperty().addListener(o -> draw());
        viewport.offsetXProperty().addListener(o -> draw());
        viewport.offsetYProperty().addListener(o -> draw());
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            canvas.setWidth(getWidth());
            canvas.setHeight(getHeight());
            draw();
        }
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(BACKGROUND);
        g.fillRect(0, 0, w, h);
        double step = CELL * viewport.scale();
        boolean minorVisible = step >= 6;
        g.setLineWidth(1);
        long firstX = (long) Math.floor(-viewport.offsetXProperty().get() / step);
        long firstY = (long) Math.floor(-viewport.offsetYProperty().get() / step);
        for (long i = firstX; i * step + viewport.offsetXProperty().get() < w; i++) {
            if (!drawLine(g, i, minorVisible)) continue;
            double x = Math.floor(i * step + viewport.offsetXProperty().get()) + 0.5;
            g.strokeLine(x, 0, x, h);
        }
        for (long j = firstY; j * step + viewport.offsetYProperty().get() < h; j++) {
            if (!drawLine(g, j, minorVisible)) continue;
            double y = Math.floor(j * step + viewport.offsetYProperty().get()) + 0.5;
            g.strokeLine(0, y, w, y);
        }
    }

    /** Sets the stroke for line index {@code i}; false when the line is not drawn at this zoom. */
    private static boolean drawLine(GraphicsContext g, long i, boolean minorVisible) {
        boolean major = Math.floorMod(i, MAJOR) == 0;
        if (!major && !minorVisible) return false;
        g.setStroke(major ? MAJOR_LINE : MINOR);
        return true;
    }
}
