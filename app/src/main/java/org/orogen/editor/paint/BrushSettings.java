package org.orogen.editor.paint;

import java.util.EnumMap;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.orogen.graph.paint.BrushKind;
import org.orogen.graph.paint.Stroke;
import org.orogen.graph.paint.StrokePoint;

/**
 * The brush of one editor window: kind, inner and outer radius (metres), strength and its sign.
 * They stay as set while the window is open, across paint mode on and off and across layers.
 * Each kind keeps its own strength, since a raise brush's strength is metres and the others' a
 * factor. The inner radius never exceeds the outer one (changing one pushes the other).
 */
public final class BrushSettings {
    /** Radii limits, metres. */
    public static final double MIN_RADIUS = 0.5;
    public static final double MAX_RADIUS = 100_000;
    /** The largest strength offered: metres for raise, a factor for the others (level clamps to 1). */
    public static final double MAX_STRENGTH = 10_000;

    private final ObjectProperty<BrushKind> kind = new SimpleObjectProperty<>(this, "kind", BrushKind.RAISE);
    private final DoubleProperty inner = new SimpleDoubleProperty(this, "inner", 40);
    private final DoubleProperty outer = new SimpleDoubleProperty(this, "outer", 120);
    private final DoubleProperty strength = new SimpleDoubleProperty(this, "strength", defaultStrength(BrushKind.RAISE));
    private final BooleanProperty negative = new SimpleBooleanProperty(this, "negative", false);
    private final Map<BrushKind, Double> strengthByKind = new EnumMap<>(BrushKind.class);

    public BrushSettings() {
        inner.addListener((o, a, b) -> {
            if (b.doubleValue() > outer.get()) outer.set(b.doubleValue());
        });
        outer.addListener((o, a, b) -> {
            if (b.doubleValue() < inner.get()) inner.set(b.doubleValue());
        });
        kind.addListener((o, was, now) -> {
            strengthByKind.put(was, strength.get());
            strength.set(strengthByKind.getOrDefault(now, defaultStrength(now)));
        });
    }

    /** Raise: 10 m; the factors start at half strength. */
    static double defaultStrength(BrushKind kind) {
        return kind == BrushKind.RAISE ? 10 : 0.5;
    }

    public ObjectProperty<BrushKind> kindProperty() {
        return kind;
    }

    public DoubleProperty innerProperty() {
        return inner;
    }

    public DoubleProperty outerProperty() {
        return outer;
    }

    /** Strength as a magnitude (the sign is {@link #negativeProperty()}). */
    public DoubleProperty strengthProperty() {
        return strength;
    }

    /** Lower instead of raise, pull instead of push, contrast instead of smooth (not for level). */
    public BooleanProperty negativeProperty() {
        return negative;
    }

    /** The strength a stroke stores: negative when {@link #negativeProperty()} is set (level: never). */
    public double signedStrength() {
        return negative.get() && kind.get() != BrushKind.LEVEL ? -strength.get() : strength.get();
    }

    /** Metres between a stroke's recorded points: a quarter of the outer radius. */
    public double spacing() {
        return outer.get() / 4;
    }

    /**
     * A stroke with these settings through {@code points}.
     *
     * @param levelHeight the level brush's target height (metres), NaN for the other kinds
     */
    public Stroke stroke(java.util.List<StrokePoint> points, double levelHeight) {
        return new Stroke(kind.get(), inner.get(), outer.get(), signedStrength(), spacing(),
                kind.get() == BrushKind.LEVEL ? levelHeight : Double.NaN, points);
    }
}
