package org.orogen.editor.paint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.graph.paint.BrushKind;
import org.orogen.graph.paint.Stroke;
import org.orogen.graph.paint.StrokePoint;

/** Recording a stroke's points and building strokes from the brush settings (no UI). */
class StrokeRecorderTest {

    @Test
    void pointsCloserThanTheSpacingAreDropped() {
        StrokeRecorder r = new StrokeRecorder(10);
        assertTrue(r.add(0, 0, 1));
        assertFalse(r.add(6, 0, 1), "6 m from the last point");
        assertFalse(r.add(9.9, 0, 1));
        assertTrue(r.add(6, 8, 0.5), "10 m from the last kept point");
        assertTrue(r.add(20, 8, 1.7));
        assertEquals(List.of(new StrokePoint(0, 0, 1), new StrokePoint(6, 8, 0.5), new StrokePoint(20, 8, 1)),
                r.points(), "pressure clamped to 1");
    }

    @Test
    void nonFiniteInputAndTooManyPointsAreRefused() {
        StrokeRecorder r = new StrokeRecorder(1);
        assertFalse(r.add(Double.NaN, 0, 1));
        assertFalse(r.add(0, Double.POSITIVE_INFINITY, 1));
        for (int i = 0; i < StrokeRecorder.MAX_POINTS; i++) {
            assertTrue(r.add(i, 0, Double.NaN));
        }
        assertFalse(r.add(StrokeRecorder.MAX_POINTS + 5, 0, 1), "no more than the model accepts");
        assertEquals(1.0, r.points().getFirst().pressure(), "unknown pressure is full pressure");
        assertThrows(IllegalArgumentException.class, () -> new StrokeRecorder(0));
    }

    @Test
    void brushSettingsMakeTheStrokeWithSignSpacingAndLevelHeight() {
        BrushSettings brush = new BrushSettings();
        brush.innerProperty().set(300);
        assertEquals(300, brush.outerProperty().get(), "the outer radius follows a larger inner one");
        brush.outerProperty().set(200);
        assertEquals(200, brush.innerProperty().get(), "the inner radius follows a smaller outer one");
        brush.outerProperty().set(400);
        brush.strengthProperty().set(25);
        brush.negativeProperty().set(true);
        List<StrokePoint> points = List.of(new StrokePoint(1, 2, 1));
        Stroke lower = brush.stroke(points, 77);
        assertEquals(new Stroke(BrushKind.RAISE, 200, 400, -25, 100, Double.NaN, points), lower);

        brush.kindProperty().set(BrushKind.LEVEL);
        assertEquals(0.5, brush.strengthProperty().get(), "each kind keeps its own strength");
        Stroke level = brush.stroke(points, 77);
        assertEquals(0.5, level.strength(), "level has no sign");
        assertEquals(77, level.levelHeight());
        brush.kindProperty().set(BrushKind.RAISE);
        assertEquals(25, brush.strengthProperty().get(), "raise gets its strength back");
    }
}
