package org.orogen.preview;

import org.joml.Matrix4f;
import org.joml.Vector3f;

/**
 * A camera orbiting a target point of the terrain, in the preview's local frame (metres, x east,
 * y north, z up, origin at the centre of the extent). Azimuth is measured from +x towards +y,
 * elevation from the horizontal plane; distance is in metres from the target.
 *
 * <p>Not thread-safe: the JavaFX thread edits it and hands {@link #copy() copies} to the GL thread.
 */
public final class OrbitCamera {

    /** Elevation limits (degrees): never exactly overhead (the up vector would flip) or below ground. */
    public static final double MIN_ELEVATION = 2;
    public static final double MAX_ELEVATION = 89;
    /** Vertical field of view in degrees. */
    public static final double FIELD_OF_VIEW = 45;

    private double azimuth;
    private double elevation;
    private double distance;
    private final Vector3f target = new Vector3f();
    private double minDistance = 1;
    private double maxDistance = 1e7;

    /** A camera at the default pose for a terrain of the given size ({@link #reset}). */
    public OrbitCamera(double extentWidth, double extentHeight, double heightMin, double heightMax) {
        reset(extentWidth, extentHeight, heightMin, heightMax);
    }

    private OrbitCamera() {
    }

    /**
     * The default view: from {@link CameraPose#DEFAULT}'s angles (the south-west, 32° up), looking
     * at the centre of the extent at mid height, at the smallest distance from which the whole
     * terrain (its box from the lowest to the highest point) fits a square view with a margin, so
     * it also fits any wider one.
     */
    public void reset(double extentWidth, double extentHeight, double heightMin, double heightMax) {
        reset(extentWidth, extentHeight, heightMin, heightMax, 1);
    }

    /** {@link #reset(double, double, double, double)} for a view of the given width/height ratio. */
    public void reset(double extentWidth, double extentHeight, double heightMin, double heightMax, double aspect) {
        if (!(aspect > 0) || !Double.isFinite(aspect)) {
            throw new IllegalArgumentException("Aspect ratio must be positive, got " + aspect);
        }
        CameraPose pose = CameraPose.DEFAULT;
        apply(pose, extentWidth, extentHeight, heightMin, heightMax);
        double lo = Double.isFinite(heightMin) ? heightMin : 0;
        double hi = Double.isFinite(heightMax) ? heightMax : 0;
        // Grow the distance in 3 % steps until every corner of the terrain's box is in view.
        distance = minDistance;
        while (distance < maxDistance && !boxInView(extentWidth / 2, extentHeight / 2, lo, hi, aspect)) {
            distance *= 1.03;
        }
        distance = clampDistance(distance);
    }

    private boolean boxInView(double halfWidth, double halfHeight, double lo, double hi, double aspect) {
        Matrix4f m = viewProjection((int) Math.round(1000 * aspect), 1000, false);
        org.joml.Vector4f corner = new org.joml.Vector4f();
        for (int i = 0; i < 8; i++) {
            corner.set((float) ((i & 1) == 0 ? -halfWidth : halfWidth), (float) ((i & 2) == 0 ? -halfHeight : halfHeight),
                    (float) ((i & 4) == 0 ? lo : hi), 1f);
            m.transform(corner);
            if (corner.w <= 0 || Math.abs(corner.x / corner.w) > 0.92 || Math.abs(corner.y / corner.w) > 0.92) {
                return false;
            }
        }
        return true;
    }

    /**
     * Puts the camera at {@code pose}: its distance is a multiple of the terrain's larger side,
     * the target the centre of the extent at mid height.
     */
    public void apply(CameraPose pose, double extentWidth, double extentHeight, double heightMin, double heightMax) {
        double size = Math.max(extentWidth, extentHeight);
        if (!(size > 0)) {
            throw new IllegalArgumentException("The terrain extent must have a positive size, got "
                    + extentWidth + " x " + extentHeight + " m");
        }
        double midHeight = Double.isFinite(heightMin) && Double.isFinite(heightMax) ? (heightMin + heightMax) / 2 : 0;
        azimuth = pose.azimuth();
        elevation = clampElevation(pose.elevation());
        minDistance = size * 0.02;
        maxDistance = size * 20;
        distance = clampDistance(pose.distance() * size);
        target.set(0, 0, (float) midHeight);
    }

    /** Rotates by screen-space degrees: dx around the vertical axis, dy up/down. */
    public void orbit(double deltaAzimuth, double deltaElevation) {
        azimuth = ((azimuth + deltaAzimuth) % 360 + 360) % 360;
        elevation = clampElevation(elevation + deltaElevation);
    }

    /**
     * Moves the target in the ground plane by a fraction of the view: {@code right} and {@code up}
     * are in view heights (a drag across the whole view height moves by what the view shows).
     */
    public void pan(double right, double up) {
        double viewHeight = 2 * distance * Math.tan(Math.toRadians(FIELD_OF_VIEW / 2));
        double a = Math.toRadians(azimuth);
        // Camera right is perpendicular to the direction from the target to the camera.
        double rx = -Math.sin(a);
        double ry = Math.cos(a);
        // "Up" on screen moves the target away from the camera, along the ground.
        double fx = -Math.cos(a);
        double fy = -Math.sin(a);
        target.x += (float) ((rx * right + fx * up) * viewHeight);
        target.y += (float) ((ry * right + fy * up) * viewHeight);
    }

    /** Multiplies the distance by {@code factor} (below 1 moves closer), within limits. */
    public void zoom(double factor) {
        if (!(factor > 0) || !Double.isFinite(factor)) {
            throw new IllegalArgumentException("Zoom factor must be positive and finite, got " + factor);
        }
        distance = clampDistance(distance * factor);
    }

    /** The camera position in the local frame. */
    public Vector3f position() {
        double a = Math.toRadians(azimuth);
        double e = Math.toRadians(elevation);
        return new Vector3f(
                (float) (target.x + distance * Math.cos(e) * Math.cos(a)),
                (float) (target.y + distance * Math.cos(e) * Math.sin(a)),
                (float) (target.z + distance * Math.sin(e)));
    }

    /**
     * Projection × view for an image {@code width}×{@code height}. With {@code flipY} the image's
     * first row is the top, as JavaFX and PNG want, so a readback needs no row flip.
     */
    public Matrix4f viewProjection(int width, int height, boolean flipY) {
        float aspect = (float) width / Math.max(1, height);
        // Near/far follow the distance so depth precision stays where the terrain is.
        float near = (float) Math.max(distance * 0.01, 0.05);
        float far = (float) (distance * 40 + 1000);
        Matrix4f m = new Matrix4f();
        if (flipY) {
            m.scale(1, -1, 1);
        }
        m.perspective((float) Math.toRadians(FIELD_OF_VIEW), aspect, near, far);
        m.lookAt(position(), target, new Vector3f(0, 0, 1));
        return m;
    }

    public OrbitCamera copy() {
        OrbitCamera c = new OrbitCamera();
        c.azimuth = azimuth;
        c.elevation = elevation;
        c.distance = distance;
        c.target.set(target);
        c.minDistance = minDistance;
        c.maxDistance = maxDistance;
        return c;
    }

    public double azimuth() {
        return azimuth;
    }

    public double elevation() {
        return elevation;
    }

    public double distance() {
        return distance;
    }

    public Vector3f target() {
        return new Vector3f(target);
    }

    private static double clampElevation(double e) {
        return Math.clamp(e, MIN_ELEVATION, MAX_ELEVATION);
    }

    private double clampDistance(double d) {
        return Math.clamp(d, minDistance, maxDistance);
    }
}
