package org.orogen.graph.paint;

import java.util.List;
import java.util.Objects;

/**
 * One brush stroke of a paint layer: world-space vector data, never pixels, so it replays the same
 * at any resolution and diffs line by line in a graph file.
 *
 * @param kind        what the stroke does
 * @param innerRadius metres from the polyline where the falloff is still 1
 * @param outerRadius metres from the polyline where the falloff reaches 0
 * @param strength    metres for {@link BrushKind#RAISE} (negative lowers); a factor for
 *                    {@link BrushKind#PROCEDURAL} (negative pulls), {@link BrushKind#SMOOTH} (0..1
 *                    smooths, negative adds contrast) and {@link BrushKind#LEVEL} (0..1 blend)
 * @param spacing     metres between recorded points (the editor drops closer points)
 * @param levelHeight metres, the height {@link BrushKind#LEVEL} levels to; NaN for other kinds
 *                    (written as {@code null})
 * @param points      the polyline; one point is a disc
 */
public record Stroke(BrushKind kind, double innerRadius, double outerRadius, double strength,
                     double spacing, double levelHeight, List<StrokePoint> points) {

    public Stroke {
        Objects.requireNonNull(kind, "kind");
        points = List.copyOf(points);
    }

    /** The same stroke with other points. */
    public Stroke withPoints(List<StrokePoint> p) {
        return new Stroke(kind, innerRadius, outerRadius, strength, spacing, levelHeight, p);
    }
}
