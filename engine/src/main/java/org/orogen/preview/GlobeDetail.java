package org.orogen.preview;

import org.orogen.gl.GridBlock;
import org.orogen.shader.planet.CubeFace;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;

/**
 * The globe's close-up: when the camera comes down near the surface, the face region under it is
 * baked again as a {@code patch × patch} block of a finer cube map (face size {@code (n − 1)·k + 1}
 * for a power of two {@code k}, so its pixels include the coarse ones), large enough to cover the
 * view. The block moves in quarter-patch steps and the finer map changes only by powers of two, so
 * small camera moves re-use the bake. Gnomonic maps only (the preview's).
 */
final class GlobeDetail {

    /** Below this altitude (radii) the close-up is baked. */
    static final double START_ALTITUDE = 0.3;
    /** Largest close-up map face, pixels. */
    static final int MAX_FACE = 1 << 20;

    private GlobeDetail() {
    }

    /**
     * The block to bake for {@code camera} over a planet baked as {@code coarse}, or null when the
     * coarse faces are as fine as the view needs.
     *
     * @param patch pixels per side of the close-up block (at most the coarse face size)
     */
    static GridBlock blockFor(GlobeCamera camera, PlanetMap coarse, int patch) {
        if (coarse.layout() != PlanetMap.Layout.CUBE || coarse.mapping() != CubeMapping.GNOMONIC) {
            throw new IllegalArgumentException("The globe's close-up needs a gnomonic cube map, got " + coarse);
        }
        if (camera.altitude() > START_ALTITUDE) {
            return null;
        }
        int n = coarse.faceSize();
        // The view shows about 0.8 × altitude radii vertically (45°), more across; a face fraction
        // is about 2 radii per unit at its centre: covering `altitude` in face fractions is generous.
        double span = Math.min(1, camera.altitude());
        double wanted = (patch - 1) / (span * (n - 1));
        if (wanted <= 1) {
            return null;
        }
        long k = Long.highestOneBit((long) Math.ceil(wanted) - 1) << 1;
        k = Math.max(2, k);
        while ((n - 1) * k + 1 > MAX_FACE) {
            k >>= 1;
        }
        if (k < 2) {
            return null;
        }
        int fine = (int) ((n - 1) * k + 1);
        double[] p = camera.nadir();
        CubeFace face = faceOf(p);
        int[] a = face.axis();
        int[] r = face.right();
        int[] u = face.up();
        double major = Math.abs(p[0] * a[0] + p[1] * a[1] + p[2] * a[2]);
        double s = (p[0] * r[0] + p[1] * r[1] + p[2] * r[2]) / major;
        double t = (p[0] * u[0] + p[1] * u[1] + p[2] * u[2]) / major;
        long x0 = corner((s + 1) / 2 * (fine - 1), patch, fine);
        long y0 = corner((t + 1) / 2 * (fine - 1), patch, fine);
        PlanetMap map = PlanetMap.cube(fine, CubeMapping.GNOMONIC);
        return GridBlock.onPlanet(map, (long) face.ordinal() * fine + x0, y0, patch, patch);
    }

    /** The patch's first pixel around {@code centre}, in quarter-patch steps, inside the face. */
    private static long corner(double centre, int patch, int fine) {
        double step = (patch - 1) / 4.0;
        long first = Math.round((centre - (patch - 1) / 2.0) / step) * Math.round(step);
        return Math.clamp(first, 0, fine - patch);
    }

    /** The face whose axis is the largest component of unit vector {@code p}. */
    static CubeFace faceOf(double[] p) {
        double ax = Math.abs(p[0]);
        double ay = Math.abs(p[1]);
        double az = Math.abs(p[2]);
        if (ax >= ay && ax >= az) {
            return p[0] >= 0 ? CubeFace.POS_X : CubeFace.NEG_X;
        }
        if (ay >= az) {
            return p[1] >= 0 ? CubeFace.POS_Y : CubeFace.NEG_Y;
        }
        return p[2] >= 0 ? CubeFace.POS_Z : CubeFace.NEG_Z;
    }
}
