package org.orogen.editor.canvas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.BoundingBox;
import javafx.geometry.Point2D;
import org.junit.jupiter.api.Test;

class ViewportTest {
    @Test
    void zoomKeepsThePointUnderTheCursorStill() {
        Viewport v = new Viewport();
        v.pan(37, -12);
        Point2D before = v.toGraph(300, 200);
        v.zoomAt(1.7, 300, 200);
        Point2D after = v.toGraph(300, 200);
        assertEquals(before.getX(), after.getX(), 1e-9);
        assertEquals(before.getY(), after.getY(), 1e-9);
        assertEquals(1.7, v.scale(), 1e-12);
    }

    @Test
    void zoomIsClampedSoTheGraphCannotBeLost() {
        Viewport v = new Viewport();
        for (int i = 0; i < 50; i++) v.zoomAt(0.5, 0, 0);
        assertEquals(Viewport.MIN_SCALE, v.scale());
        for (int i = 0; i < 50; i++) v.zoomAt(2, 0, 0);
        assertEquals(Viewport.MAX_SCALE, v.scale());
    }

    @Test
    void frameFitsTheBoundsCentredAndNeverMagnifiesBeyondOneToOne() {
        Viewport v = new Viewport();
        v.frame(new BoundingBox(1000, 500, 4000, 1000), 1000, 800, 40);
        Point2D topLeft = v.toScreen(1000, 500);
        Point2D bottomRight = v.toScreen(5000, 1500);
        assertTrue(topLeft.getX() >= 39.999 && bottomRight.getX() <= 960.001, "fits the width with the margin");
        assertEquals(400, (topLeft.getY() + bottomRight.getY()) / 2, 1e-9, "centred vertically");
        v.frame(new BoundingBox(0, 0, 10, 10), 1000, 800, 40);
        assertEquals(1.0, v.scale(), "a single small node is shown at 1:1, not blown up");
    }

    @Test
    void toScreenAndToGraphAreInverse() {
        Viewport v = new Viewport();
        v.zoomAt(0.37, 120, 80);
        v.pan(-44, 19);
        Point2D g = new Point2D(123.4, -56.7);
        Point2D back = v.toGraph(v.toScreen(g.getX(), g.getY()).getX(), v.toScreen(g.getX(), g.getY()).getY());
        assertEquals(g.getX(), back.getX(), 1e-9);
        assertEquals(g.getY(), back.getY(), 1e-9);
    }
}
