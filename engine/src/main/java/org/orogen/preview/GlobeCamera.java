package org.orogen.preview;

import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.orogen.shader.planet.PlanetMap;

/**
 * A camera orbiting a planet's centre in the globe's frame: units of the planet's radius, north
 * +Y, longitude 0 along +Z and 90° east along +X (as {@link org.orogen.shader.planet.CubeFace}).
 * It stands above latitude/longitude at {@code altitude} radii over the sea-level sphere and looks
 * at the centre, north up; zooming changes the altitude geometrically, from the whole globe down to
 * a surface patch a few hundredths of a radius across.
 *
 * <p>Not thread-safe: the JavaFX thread edits it and hands {@link #copy() copies} to the GL thread.
 */
public final class GlobeCamera {

    /** Latitude limit (degrees): the north-up view is undefined exactly over a pole. */
    public static final double MAX_LATITUDE = 89;
    /** Lowest altitude, radii (about 13 km on Earth): a surface patch fills the view. */
    public static final double MIN_ALTITUDE = 0.002;
    /** Highest altitude, radii. */
    public static final double MAX_ALTITUDE = 12;
    /** The default view: from 20° N, 20° E (the sun's default stands east of it: a three-quarter lit disc). */
    public static final double DEFAULT_LATITUDE = 20;
    public static final double DEFAULT_LONGITUDE = 20;

    private double latitude = DEFAULT_LATITUDE;
    private double longitude = DEFAULT_LONGITUDE;
    private double altitude = 2;

    /** A camera framing the whole globe in a square view. */
    public GlobeCamera() {
        reset(1);
    }

    /** The default view, just far enough that the whole globe (with relief) fits a view of {@code aspect}. */
    public void reset(double aspect) {
        if (!(aspect > 0) || !Double.isFinite(aspect)) {
            throw new IllegalArgumentException("Aspect ratio must be positive, got " + aspect);
        }
        latitude = DEFAULT_LATITUDE;
        longitude = DEFAULT_LONGITUDE;
        double halfVertical = Math.toRadians(OrbitCamera.FIELD_OF_VIEW / 2);
        double halfHorizontal = Math.atan(Math.tan(halfVertical) * aspect);
        double half = Math.min(halfVertical, halfHorizontal);
        altitude = clampAltitude(GlobeRenderer.MAX_TOP * 1.08 / Math.sin(half) - 1);
    }

    /**
     * Puts the camera at {@code pose}: azimuth = longitude, elevation = latitude (degrees), distance
     * from the centre in radii.
     *
     * @throws IllegalArgumentException when the distance leaves the allowed altitudes
     */
    public void apply(CameraPose pose) {
        double a = pose.distance() - 1;
        if (a < MIN_ALTITUDE || a > MAX_ALTITUDE) {
            throw new IllegalArgumentException("On a planet the camera distance is in radii from the centre, "
                    + (1 + MIN_ALTITUDE) + ".." + (1 + MAX_ALTITUDE) + ", got " + pose.distance());
        }
        longitude = pose.azimuth();
        latitude = Math.clamp(pose.elevation(), -MAX_LATITUDE, MAX_LATITUDE);
        altitude = a;
    }

    /**
     * Rotates the planet under the camera by screen-space degrees, slower near the surface (a drag
     * moves the view by about the same fraction of what it shows at any altitude).
     */
    public void orbit(double deltaLongitude, double deltaLatitude) {
        double scale = Math.min(1, altitude);
        longitude = ((longitude + deltaLongitude * scale) % 360 + 540) % 360 - 180;
        latitude = Math.clamp(latitude + deltaLatitude * scale, -MAX_LATITUDE, MAX_LATITUDE);
    }

    /** Multiplies the altitude by {@code factor} (below 1 moves closer), within limits. */
    public void zoom(double factor) {
        if (!(factor > 0) || !Double.isFinite(factor)) {
            throw new IllegalArgumentException("Zoom factor must be positive and finite, got " + factor);
        }
        altitude = clampAltitude(altitude * factor);
    }

    /** The camera position, radii. */
    public Vector3f position() {
        double[] p = PlanetMap.unitPoint(Math.toRadians(latitude), Math.toRadians(longitude));
        double d = 1 + altitude;
        return new Vector3f((float) (p[0] * d), (float) (p[1] * d), (float) (p[2] * d));
    }

    /** The unit direction from the centre to the camera (the surface point under it). */
    public double[] nadir() {
        return PlanetMap.unitPoint(Math.toRadians(latitude), Math.toRadians(longitude));
    }

    /**
     * Projection × view for an image {@code width}×{@code height} (row 0 at the top with
     * {@code flipY}); {@code top} is the largest displaced radius, which the near plane stays in
     * front of.
     */
    public Matrix4f viewProjection(int width, int height, boolean flipY, double top) {
        float aspect = (float) width / Math.max(1, height);
        double d = 1 + altitude;
        double clearance = d - top;
        float near = (float) Math.max(clearance > 0 ? clearance * 0.5 : altitude * 0.05, 1e-5);
        float far = (float) (d + top + 0.5);
        Matrix4f m = new Matrix4f();
        if (flipY) {
            m.scale(1, -1, 1);
        }
        m.perspective((float) Math.toRadians(OrbitCamera.FIELD_OF_VIEW), aspect, near, far);
        double lat = Math.toRadians(latitude);
        double lon = Math.toRadians(longitude);
        // North along the surface under the camera: never parallel to the view direction.
        Vector3f north = new Vector3f((float) (-Math.sin(lat) * Math.sin(lon)), (float) Math.cos(lat),
                (float) (-Math.sin(lat) * Math.cos(lon)));
        m.lookAt(position(), new Vector3f(), north);
        return m;
    }

    public GlobeCamera copy() {
        GlobeCamera c = new GlobeCamera();
        c.latitude = latitude;
        c.longitude = longitude;
        c.altitude = altitude;
        return c;
    }

    /** Degrees north. */
    public double latitude() {
        return latitude;
    }

    /** Degrees east. */
    public double longitude() {
        return longitude;
    }

    /** Radii above the sea-level sphere. */
    public double altitude() {
        return altitude;
    }

    private static double clampAltitude(double a) {
        return Math.clamp(a, MIN_ALTITUDE, MAX_ALTITUDE);
    }
}
