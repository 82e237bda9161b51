package org.orogen.paint;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.orogen.graph.paint.BrushKind;
import org.orogen.graph.paint.Stroke;
import org.orogen.graph.paint.StrokePoint;

/** Generated paint strokes for the paint tests and the paint benchmark (deterministic for a seed). */
public final class RandomStrokes {
    private RandomStrokes() {
    }

    /**
     * A stroke of 50 points wandering from a random start in {@code [0, world)²}, outer radius 20 to
     * 200 m, any brush; a level stroke's height is drawn from {@code [levelMin, levelMax)} metres.
     */
    public static Stroke stroke(SplittableRandom random, double world, double levelMin, double levelMax) {
        BrushKind kind = BrushKind.values()[random.nextInt(4)];
        double outer = random.nextDouble(20, 200);
        double x = random.nextDouble(world);
        double y = random.nextDouble(world);
        double heading = random.nextDouble(2 * Math.PI);
        List<StrokePoint> points = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            points.add(new StrokePoint(x, y, random.nextDouble(0.3, 1)));
            heading += random.nextDouble(-0.4, 0.4);
            x += Math.cos(heading) * outer / 4;
            y += Math.sin(heading) * outer / 4;
        }
        double strength = switch (kind) {
            case RAISE -> random.nextDouble(-30, 30);
            case PROCEDURAL -> random.nextDouble(-1, 1);
            case SMOOTH -> random.nextDouble(-0.5, 1);
            case LEVEL -> random.nextDouble(0.2, 1);
        };
        return new Stroke(kind, outer * random.nextDouble(0, 0.6), outer, strength, outer / 4,
                kind == BrushKind.LEVEL ? random.nextDouble(levelMin, levelMax) : Double.NaN, points);
    }
}
