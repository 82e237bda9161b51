package org.orogen.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.orogen.bake.PlanetSurface;
import org.orogen.bake.TilePlan;
import org.orogen.graph.Domain;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;
import picocli.CommandLine.Option;

/**
 * {@code orogen export}'s options for graphs on a sphere (docs/cli.md): {@code --planet-faces} writes
 * the six cube-map faces, {@code --planet-equirect} one equirectangular map, {@code --cube-mapping}
 * chooses how face pixels are carried onto the sphere. They replace the plane's size, extent, origin
 * and tile options.
 */
public final class PlanetOptions {

    /** Largest face side: six faces side by side stay within {@link TilePlan#MAX_SIDE} pixels. */
    public static final int MAX_FACE = TilePlan.MAX_SIDE / 6;

    /**
     * The height of an equirectangular map {@code width} pixels wide when only the width is given:
     * {@code (W - 1) / 2 + 1}, square pixels for odd W (2049 → 1025).
     */
    public static int equirectHeight(int width) {
        return (width - 1) / 2 + 1;
    }

    @Option(names = "--planet-faces", paramLabel = "N",
            description = "Sphere graphs: write the six cube-map faces, N x N pixels each (N >= 2), files "
                    + "<name>_{face} with face px, nx, py, ny, pz, nz (OpenGL cube-map order and orientation).")
    Integer faces;

    @Option(names = "--planet-equirect", paramLabel = "W|WxH",
            description = "Sphere graphs: write one equirectangular map, longitude -180..180 across, latitude "
                    + "90..-90 down; W alone gives height (W - 1) / 2 + 1 (square pixels for odd W, e.g. 2049x1025).")
    String equirect;

    @Option(names = "--cube-mapping", paramLabel = "gnomonic|uniform",
            description = "How cube-face pixels map onto the sphere: gnomonic = what GPU cube maps sample "
                    + "(default); uniform = more even texel areas, for renderers with their own cube-sphere meshes.")
    CubeMapping mapping;

    /** Whether any planet option was given. */
    boolean requested() {
        return faces != null || equirect != null || mapping != null;
    }

    /**
     * The planet map to export for a graph on {@code domain}, or {@code null} for a plane graph
     * without planet options.
     *
     * @param planeOptions the plane-only options given on the command line (--size, --extent, ...)
     * @throws CliFailure (exit 2) when the options do not fit the graph's domain, saying what to use instead
     */
    PlanetSurface surface(Domain domain, Path graphFile, List<String> planeOptions) throws CliFailure {
        if (!domain.isSphere()) {
            if (requested()) {
                throw new CliFailure(ExitCodes.USAGE, given() + " only applies to sphere graphs, but " + graphFile
                        + " is on a plane. Drop " + given() + " (the plane export takes --size, --extent, --tiles), "
                        + "or set the graph's domain to sphere in its settings.");
            }
            return null;
        }
        if (!planeOptions.isEmpty()) {
            throw new CliFailure(ExitCodes.USAGE, String.join(", ", planeOptions) + (planeOptions.size() == 1
                    ? " is a plane option" : " are plane options") + ", but " + graphFile + " is a sphere graph"
                    + " (radius " + (long) domain.radius() + " m). Drop " + (planeOptions.size() == 1 ? "it" : "them")
                    + "; a planet export's size is --planet-faces N or --planet-equirect WxH.");
        }
        if (faces == null && equirect == null) {
            throw new CliFailure(ExitCodes.USAGE, graphFile + " is a sphere graph (radius " + (long) domain.radius()
                    + " m): add --planet-faces N (six N x N cube-map faces, e.g. --planet-faces 1025) or "
                    + "--planet-equirect WxH (one longitude x latitude map, e.g. --planet-equirect 4097x2049).");
        }
        if (faces != null && equirect != null) {
            throw new CliFailure(ExitCodes.USAGE, "Give either --planet-faces or --planet-equirect, not both: one "
                    + "export writes one layout (run the command twice for both).");
        }
        if (equirect != null && mapping != null) {
            throw new CliFailure(ExitCodes.USAGE, "--cube-mapping applies to cube-map faces only; drop it or use "
                    + "--planet-faces instead of --planet-equirect.");
        }
        return new PlanetSurface(faces != null ? cube() : equirectangular(), domain.radius());
    }

    private PlanetMap cube() throws CliFailure {
        if (faces < 2 || faces > MAX_FACE) {
            throw new CliFailure(ExitCodes.USAGE, "--planet-faces expects a face side of 2.." + MAX_FACE
                    + " pixels (six faces side by side stay within " + TilePlan.MAX_SIDE + " px), got " + faces + ".");
        }
        return PlanetMap.cube(faces, mapping != null ? mapping : CubeMapping.GNOMONIC);
    }

    private PlanetMap equirectangular() throws CliFailure {
        String[] parts = equirect.toLowerCase(Locale.ROOT).split("x", -1);
        int width = -1;
        int height = -1;
        try {
            if (parts.length == 1) {
                width = Integer.parseInt(parts[0].strip());
                height = equirectHeight(width);
            } else if (parts.length == 2) {
                width = Integer.parseInt(parts[0].strip());
                height = Integer.parseInt(parts[1].strip());
            }
        } catch (NumberFormatException ignored) {
            // Reported below with the expected shape.
        }
        if (width < 3 || height < 2 || width > TilePlan.MAX_SIDE || height > TilePlan.MAX_SIDE) {
            throw new CliFailure(ExitCodes.USAGE, "--planet-equirect expects W or WxH in pixels, W 3.."
                    + TilePlan.MAX_SIDE + " and H 2.." + TilePlan.MAX_SIDE + " (e.g. 4097x2049, or 4097), got '"
                    + equirect + "'.");
        }
        return PlanetMap.equirectangular(width, height);
    }

    /** The planet options given, for messages. */
    private String given() {
        StringBuilder names = new StringBuilder();
        for (String[] o : new String[][] {{"--planet-faces", faces == null ? null : ""},
                {"--planet-equirect", equirect}, {"--cube-mapping", mapping == null ? null : ""}}) {
            if (o[1] != null) {
                names.append(names.isEmpty() ? "" : ", ").append(o[0]);
            }
        }
        return names.toString();
    }
}
