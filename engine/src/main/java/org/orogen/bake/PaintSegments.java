package org.orogen.bake;

import java.util.Arrays;
import java.util.List;
import org.orogen.gl.GridBlock;
import org.orogen.graph.paint.Stroke;
import org.orogen.graph.paint.StrokePoint;
import org.orogen.shader.WorldAnchor;
import org.orogen.shader.pass.PaintPassProgram;

/**
 * A paint layer's strokes as the storage buffer of its stage for one block (layout:
 * {@code paint_pass.glsl}): every segment whose reach (outer radius) touches the block plus its
 * halo, in drawing order, coordinates relative to the block's anchor. Segments out of reach
 * would add exactly 0 (a stroke's falloff is the max over its segments), so culling changes no
 * value; the margin covers the float rounding of the shader's distance.
 *
 * @param data  {@link PaintPassProgram#VEC4_PER_SEGMENT} vec4s per segment
 * @param count segments
 */
public record PaintSegments(float[] data, int count) {
    private static final int FLOATS = 4 * PaintPassProgram.VEC4_PER_SEGMENT;

    /**
     * The segments for the stage drawn over {@code extended} (the block plus {@code haloX},
     * {@code haloY} texels on each side, pixel (i, j) at the block's position (i, j) − halo).
     *
     * @param strokes the strokes that replay ({@link org.orogen.graph.paint.StrokeCheck#usable}), in order
     */
    public static PaintSegments forBlock(List<Stroke> strokes, GridBlock extended, int haloX, int haloY) {
        WorldAnchor anchor = extended.anchor();
        double minX = extended.worldX() - haloX * extended.texelX();
        double minY = extended.worldY() - haloY * extended.texelY();
        double maxX = extended.worldX() + (extended.width() - haloX) * extended.texelX();
        double maxY = extended.worldY() + (extended.height() - haloY) * extended.texelY();
        float[] data = new float[FLOATS * 64];
        int count = 0;
        for (int s = 0; s < strokes.size(); s++) {
            Stroke stroke = strokes.get(s);
            double reach = stroke.outerRadius() * (1 + 1e-3) + Math.max(extended.texelX(), extended.texelY());
            List<StrokePoint> pts = stroke.points();
            int segments = Math.max(1, pts.size() - 1);
            for (int k = 0; k < segments; k++) {
                StrokePoint a = pts.get(k);
                StrokePoint b = pts.get(Math.min(k + 1, pts.size() - 1));
                if (Math.max(a.x(), b.x()) + reach < minX || Math.min(a.x(), b.x()) - reach > maxX
                        || Math.max(a.y(), b.y()) + reach < minY || Math.min(a.y(), b.y()) - reach > maxY) {
                    continue;
                }
                if ((count + 1) * FLOATS > data.length) {
                    data = Arrays.copyOf(data, Math.max(data.length * 2, (count + 1) * FLOATS));
                }
                int o = count * FLOATS;
                data[o] = (float) (a.x() - anchor.anchorX());
                data[o + 1] = (float) (a.y() - anchor.anchorY());
                data[o + 2] = (float) (b.x() - anchor.anchorX());
                data[o + 3] = (float) (b.y() - anchor.anchorY());
                data[o + 4] = (float) Math.clamp(a.pressure(), 0.0, 1.0);
                data[o + 5] = (float) Math.clamp(b.pressure(), 0.0, 1.0);
                data[o + 6] = (float) stroke.innerRadius();
                data[o + 7] = (float) stroke.outerRadius();
                data[o + 8] = stroke.kind().ordinal();
                data[o + 9] = (float) stroke.strength();
                data[o + 10] = Double.isNaN(stroke.levelHeight()) ? 0f : (float) stroke.levelHeight();
                data[o + 11] = s;
                count++;
            }
        }
        return new PaintSegments(data, count);
    }
}
