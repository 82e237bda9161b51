package org.orogen.preview;

/**
 * How the terrain is drawn (not what it is).
 *
 * @param sunAzimuth      degrees from east towards north
 * @param sunElevation    degrees above the horizon
 * @param waterLevel      metres (unscaled heights); {@code NaN} = no water plane
 * @param fog             fog strength: 1 = the terrain's far edge at the default distance is
 *                        about half hidden; 0 = none
 * @param exaggeration    vertical scale of the mesh (1 = true scale)
 * @param contourInterval metres between contour lines; 0 = none
 * @param wireframe       overlay the mesh edges (a coarser grid, so they stay readable)
 * @param shadows         ray-marched soft sun shadows
 */
public record PreviewStyle(double sunAzimuth, double sunElevation, double waterLevel, double fog,
                           double exaggeration, double contourInterval, boolean wireframe, boolean shadows) {

    public static final PreviewStyle DEFAULT = new PreviewStyle(135, 30, Double.NaN, 0.35, 1, 0, false, true);

    public PreviewStyle {
        if (!Double.isFinite(sunAzimuth) || !Double.isFinite(sunElevation)) {
            throw new IllegalArgumentException("Sun direction must be finite degrees");
        }
        if (!(fog >= 0) || !(exaggeration > 0) || !(contourInterval >= 0)) {
            throw new IllegalArgumentException("Fog and contour interval must be >= 0 and exaggeration > 0, got fog "
                    + fog + ", exaggeration " + exaggeration + ", contour interval " + contourInterval);
        }
    }

    public boolean hasWater() {
        return !Double.isNaN(waterLevel);
    }

    public PreviewStyle withWaterLevel(double level) {
        return new PreviewStyle(sunAzimuth, sunElevation, level, fog, exaggeration, contourInterval, wireframe, shadows);
    }

    public PreviewStyle withWireframe(boolean on) {
        return new PreviewStyle(sunAzimuth, sunElevation, waterLevel, fog, exaggeration, contourInterval, on, shadows);
    }

    public PreviewStyle withContourInterval(double metres) {
        return new PreviewStyle(sunAzimuth, sunElevation, waterLevel, fog, exaggeration, metres, wireframe, shadows);
    }

    public PreviewStyle withExaggeration(double scale) {
        return new PreviewStyle(sunAzimuth, sunElevation, waterLevel, fog, scale, contourInterval, wireframe, shadows);
    }

    public PreviewStyle withSun(double azimuth, double elevation) {
        return new PreviewStyle(azimuth, elevation, waterLevel, fog, exaggeration, contourInterval, wireframe, shadows);
    }
}
