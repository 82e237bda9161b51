package org.orogen.bake;

import java.util.Objects;
import org.orogen.graph.Domain;
import org.orogen.shader.planet.CubeFace;
import org.orogen.shader.planet.PlanetMap;

/**
 * The pixels of a planet export: a {@link PlanetMap} (six cube faces side by side, or one
 * equirectangular map) on a sphere of {@code radius} metres. A {@link SampleGrid} on a planet
 * places its pixels in map pixels ({@link SampleGrid#onPlanet}); the shader turns each into a
 * surface point.
 *
 * @param map    the pixel layout (its {@code y} grows north; an export's row 0 is the map's top row)
 * @param radius the sphere's radius, metres (the graph's {@link Domain})
 */
public record PlanetSurface(PlanetMap map, double radius) {

    public PlanetSurface {
        Objects.requireNonNull(map, "map");
        Domain.sphere(radius); // checks the radius, with the domain's message
    }

    /** Whether the map is six cube faces (else one equirectangular map). */
    public boolean isCube() {
        return map.layout() == PlanetMap.Layout.CUBE;
    }

    /** The face a tile of a cube export shows: tile column {@code c} is face {@code c} in {@link CubeFace} order. */
    public static CubeFace faceOfTile(int column) {
        return CubeFace.values()[column];
    }

    /**
     * Typical metres between neighbouring pixels: for cube faces the mean along a face's centre line,
     * {@code (π/2)·R / (n − 1)} (a quarter circle over {@code n − 1} steps; at a face's centre
     * gnomonic pixels are {@code 2R / (n − 1)} apart, uniform ones {@code √2·R / (n − 1)}); for an
     * equirectangular map the spacing along the equator, {@code 2π·R / (W − 1)}.
     */
    public double metresPerPixel() {
        return isCube() ? Math.PI / 2 * radius / (map.faceSize() - 1) : 2 * Math.PI * radius / (map.width() - 1);
    }
}
