package org.orogen.preview;

import java.util.Optional;
import org.joml.Matrix4f;
import org.joml.Vector3d;
import org.joml.Vector4f;
import org.orogen.graph.WorldExtent;

/**
 * A ray through the 3D view, in world metres (x east, y north, z up), and where it first meets the
 * displaced terrain. The hit is found by marching along the ray in steps of half a height sample
 * (so no ridge narrower than a sample is stepped over) and refining the first crossing by
 * bisection, against the heights the preview baked: what the user sees is what the ray hits.
 *
 * @param origin    where the ray starts (world metres)
 * @param direction unit direction
 */
public record SurfaceRay(Vector3d origin, Vector3d direction) {

    private static final int BISECTION_STEPS = 24;

    public SurfaceRay {
        origin = new Vector3d(origin);
        direction = new Vector3d(direction).normalize();
        if (!origin.isFinite() || !direction.isFinite()) {
            throw new IllegalArgumentException("A ray needs a finite origin and direction, got " + origin + ", " + direction);
        }
    }

    /**
     * The ray through view pixel ({@code px}, {@code py}) (top-left origin, pixels of a
     * {@code width}×{@code height} view) of {@code camera} over a terrain covering {@code extent}.
     */
    public static SurfaceRay through(OrbitCamera camera, WorldExtent extent, double width, double height,
                                     double px, double py) {
        Matrix4f inverse = camera.viewProjection((int) Math.max(1, Math.round(width)),
                (int) Math.max(1, Math.round(height)), true).invert();
        // The view's first row is its top: with the flipped projection, row 0 is NDC y = -1.
        float nx = (float) (2 * px / width - 1);
        float ny = (float) (2 * py / height - 1);
        Vector4f near = inverse.transform(new Vector4f(nx, ny, -1, 1));
        Vector4f far = inverse.transform(new Vector4f(nx, ny, 1, 1));
        near.div(near.w);
        far.div(far.w);
        double cx = extent.originX() + extent.width() / 2;
        double cy = extent.originY() + extent.height() / 2;
        Vector3d origin = new Vector3d(near.x + cx, near.y + cy, near.z);
        Vector3d direction = new Vector3d(far.x - near.x, far.y - near.y, far.z - near.z);
        return new SurfaceRay(origin, direction);
    }

    /**
     * The first point where the ray meets the terrain {@code grid} drawn with heights scaled by
     * {@code exaggeration}, as (x, y, height) in world metres (the height unscaled), or empty when
     * it misses the terrain (passes beside the extent or above every point).
     */
    public Optional<Vector3d> hit(HeightGrid grid, double exaggeration) {
        WorldExtent e = grid.extent();
        double[] span = boxSpan(e, grid.min() * exaggeration, grid.max() * exaggeration);
        if (span == null) {
            return Optional.empty();
        }
        double step = grid.spacing() / 2;
        double t0 = span[0];
        if (above(grid, exaggeration, t0) <= 0) {
            return Optional.of(surfacePoint(grid, t0)); // starts inside the terrain's box under the surface
        }
        int steps = (int) Math.min(1_000_000, Math.ceil((span[1] - span[0]) / step));
        for (int k = 1; k <= steps; k++) {
            double t1 = Math.min(span[1], span[0] + k * step);
            if (above(grid, exaggeration, t1) <= 0) {
                return Optional.of(surfacePoint(grid, bisect(grid, exaggeration, t0, t1)));
            }
            t0 = t1;
        }
        return Optional.empty();
    }

    /** Ray parameter range inside the terrain's box, or null when the ray misses it. */
    private double[] boxSpan(WorldExtent e, double zLow, double zHigh) {
        double[] lo = {e.originX(), e.originY(), zLow - 1e-3};
        double[] hi = {e.originX() + e.width(), e.originY() + e.height(), zHigh + 1e-3};
        double[] o = {origin.x, origin.y, origin.z};
        double[] d = {direction.x, direction.y, direction.z};
        double enter = 0;
        double exit = Double.POSITIVE_INFINITY;
        for (int axis = 0; axis < 3; axis++) {
            if (Math.abs(d[axis]) < 1e-15) {
                if (o[axis] < lo[axis] || o[axis] > hi[axis]) {
                    return null;
                }
                continue;
            }
            double a = (lo[axis] - o[axis]) / d[axis];
            double b = (hi[axis] - o[axis]) / d[axis];
            enter = Math.max(enter, Math.min(a, b));
            exit = Math.min(exit, Math.max(a, b));
        }
        return enter <= exit ? new double[] {enter, exit} : null;
    }

    /** How far the ray point at {@code t} is above the drawn surface (negative: below). */
    private double above(HeightGrid grid, double exaggeration, double t) {
        double x = origin.x + direction.x * t;
        double y = origin.y + direction.y * t;
        return origin.z + direction.z * t - grid.heightAt(x, y) * exaggeration;
    }

    /** Narrows [above, below] down to the crossing. */
    private double bisect(HeightGrid grid, double exaggeration, double above, double below) {
        double a = above;
        double b = below;
        for (int i = 0; i < BISECTION_STEPS; i++) {
            double mid = (a + b) / 2;
            if (above(grid, exaggeration, mid) > 0) {
                a = mid;
            } else {
                b = mid;
            }
        }
        return (a + b) / 2;
    }

    private Vector3d surfacePoint(HeightGrid grid, double t) {
        double x = origin.x + direction.x * t;
        double y = origin.y + direction.y * t;
        return new Vector3d(x, y, grid.heightAt(x, y));
    }
}
