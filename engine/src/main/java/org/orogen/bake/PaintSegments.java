package org.orogen.bake;

import java.util.Arrays;
import java.util.List;
import org.orogen.gl.GridBlock;
import org.orogen.graph.paint.Stroke;
import org.orogen.graph.paint.StrokePoint;
import org.orogen.shader.WorldAnchor;
import org.orogen.shader.pass.PaintPassProgram;

/**
 * A paint layer's strokes as the storage buffers of its stage for one block (layout:
 * {@code paint_pass.glsl}): every segment whose reach (outer radius) touches the block plus its
 * halo, in drawing order, coordinates relative to the block's anchor; and a grid of cells of
 * {@link PaintPassProgram#CELL} × {@link PaintPassProgram#CELL} pixels over the stage, each listing
 * (in drawing order) the segments whose reach touches it, so a pixel visits only the segments near
 * it. A segment out of reach would add exactly 0 (a stroke's falloff is the max over its
 * segments), so culling changes no value; the margin covers the float rounding of the shader's
 * distance.
 *
 * @param data   {@link PaintPassProgram#VEC4_PER_SEGMENT} vec4s per segment
 * @param count  segments
 * @param cells  the cell table: {@code cellsX × cellsY + 1} start offsets, then the segment
 *               indices, cell after cell (row-major from the stage's pixel (0, 0))
 * @param cellsX cells along x
 * @param cellsY cells along y
 */
public record PaintSegments(float[] data, int count, int[] cells, int cellsX, int cellsY) {
    private static final int FLOATS = 4 * PaintPassProgram.VEC4_PER_SEGMENT;

    /**
     * The segments for the stage drawn over {@code extended} (the block plus {@code haloX},
     * {@code haloY} texels on each side, pixel (i, j) at the block's position (i, j) − halo).
     *
     * @param strokes the strokes that replay ({@link org.orogen.graph.paint.StrokeCheck#usable}), in order
     */
    public static PaintSegments forBlock(List<Stroke> strokes, GridBlock extended, int haloX, int haloY) {
        WorldAnchor anchor = extended.anchor();
        double tx = extended.texelX();
        double ty = extended.texelY();
        double minX = extended.worldX() - haloX * tx;
        double minY = extended.worldY() - haloY * ty;
        double maxX = minX + (extended.width() - 1) * tx;
        double maxY = minY + (extended.height() - 1) * ty;
        int cellsX = Math.ceilDiv(extended.width(), PaintPassProgram.CELL);
        int cellsY = Math.ceilDiv(extended.height(), PaintPassProgram.CELL);
        float[] data = new float[FLOATS * 64];
        int count = 0;
        // Per cell: its segments, as a linked list in insertion (drawing) order.
        int[] head = new int[cellsX * cellsY];
        int[] tail = new int[cellsX * cellsY];
        Arrays.fill(head, -1);
        int[] next = new int[256];
        int[] segment = new int[256];
        int entries = 0;
        for (int s = 0; s < strokes.size(); s++) {
            Stroke stroke = strokes.get(s);
            double reach = stroke.outerRadius() * (1 + 1e-3) + Math.max(tx, ty);
            if (!touches(bounds(stroke.points(), 0, stroke.points().size()), reach, minX, minY, maxX, maxY)) {
                continue;
            }
            List<StrokePoint> pts = stroke.points();
            int segments = Math.max(1, pts.size() - 1);
            for (int k = 0; k < segments; k++) {
                StrokePoint a = pts.get(k);
                StrokePoint b = pts.get(Math.min(k + 1, pts.size() - 1));
                double[] box = bounds(pts, k, Math.min(k + 2, pts.size()));
                if (!touches(box, reach, minX, minY, maxX, maxY)) {
                    continue;
                }
                if ((count + 1) * FLOATS > data.length) {
                    data = Arrays.copyOf(data, data.length * 2);
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
                int c0 = cell(box[0] - reach, minX, tx, cellsX);
                int c1 = cell(box[2] + reach, minX, tx, cellsX);
                int r0 = cell(box[1] - reach, minY, ty, cellsY);
                int r1 = cell(box[3] + reach, minY, ty, cellsY);
                for (int r = r0; r <= r1; r++) {
                    for (int c = c0; c <= c1; c++) {
                        if (entries == next.length) {
                            next = Arrays.copyOf(next, entries * 2);
                            segment = Arrays.copyOf(segment, entries * 2);
                        }
                        int cell = r * cellsX + c;
                        segment[entries] = count;
                        next[entries] = -1;
                        if (head[cell] < 0) {
                            head[cell] = entries;
                        } else {
                            next[tail[cell]] = entries;
                        }
                        tail[cell] = entries;
                        entries++;
                    }
                }
                count++;
            }
        }
        int n = cellsX * cellsY;
        int[] cells = new int[n + 1 + entries];
        int at = n + 1;
        for (int cell = 0; cell < n; cell++) {
            cells[cell] = at - (n + 1);
            for (int e = head[cell]; e >= 0; e = next[e]) {
                cells[at++] = segment[e];
            }
        }
        cells[n] = at - (n + 1);
        return new PaintSegments(data, count, cells, cellsX, cellsY);
    }

    /** The cell (along one axis) holding world coordinate {@code v}, clamped to the grid. */
    private static int cell(double v, double min, double texel, int cells) {
        double pixel = Math.floor((v - min) / texel);
        return (int) Math.clamp(Math.floor(pixel / PaintPassProgram.CELL), 0, cells - 1);
    }

    /** {minX, minY, maxX, maxY} of points [from, to). */
    private static double[] bounds(List<StrokePoint> pts, int from, int to) {
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.NEGATIVE_INFINITY};
        for (int i = from; i < to; i++) {
            StrokePoint p = pts.get(i);
            b[0] = Math.min(b[0], p.x());
            b[1] = Math.min(b[1], p.y());
            b[2] = Math.max(b[2], p.x());
            b[3] = Math.max(b[3], p.y());
        }
        return b;
    }

    private static boolean touches(double[] box, double reach, double minX, double minY, double maxX, double maxY) {
        return box[2] + reach >= minX && box[0] - reach <= maxX && box[3] + reach >= minY && box[1] - reach <= maxY;
    }
}
