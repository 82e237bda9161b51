package org.orogen.bake;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * File names of exported maps from a template with the tokens {@code {name}} (the export name
 * plus the map's suffix, e.g. {@code terrain_normal}), {@code {X}} and {@code {Y}} (tile column
 * and row, from 0) and, in cube-map exports only, {@code {face}} (px, nx, py, ny, pz, nz). The
 * extension is appended. The tiled default, {@code {name}_x{X}_y{Y}}, is the naming Unreal's
 * World Partition landscape import recognises; the cube-map default is {@code {name}_{face}}.
 */
public record FileNameTemplate(String pattern) {

    // Before the constants below: their construction uses it.
    private static final Pattern TOKEN = Pattern.compile("\\{([^}]*)}");

    /** Default for a tiled export. */
    public static final FileNameTemplate TILED = new FileNameTemplate("{name}_x{X}_y{Y}");
    /** Default for a single image. */
    public static final FileNameTemplate SINGLE = new FileNameTemplate("{name}");
    /** Default for the six faces of a cube-map export. */
    public static final FileNameTemplate CUBE_FACES = new FileNameTemplate("{name}_{face}");

    public FileNameTemplate {
        Matcher m = TOKEN.matcher(pattern);
        while (m.find()) {
            String token = m.group(1);
            if (!token.equals("name") && !token.equals("X") && !token.equals("Y") && !token.equals("face")) {
                throw new IllegalArgumentException("Unknown token {" + token + "} in file name template '" + pattern
                        + "'; use {name}, {X}, {Y} and, for cube-map faces, {face}.");
            }
        }
        if (!pattern.contains("{name}")) {
            throw new IllegalArgumentException("File name template '" + pattern
                    + "' must contain {name}, or the maps of an export would overwrite each other.");
        }
        if (pattern.contains("/") || pattern.contains("\\")) {
            throw new IllegalArgumentException("File name template '" + pattern
                    + "' must be a file name, not a path; choose the folder with --out.");
        }
    }

    /** The default template for a plan: tile indices only when there is more than one tile. */
    public static FileNameTemplate defaultFor(TilePlan plan) {
        return plan.count() > 1 ? TILED : SINGLE;
    }

    /** The default template for a plan of cube faces ({@code cubeFaces}) or of plane tiles. */
    public static FileNameTemplate defaultFor(TilePlan plan, boolean cubeFaces) {
        return cubeFaces ? CUBE_FACES : defaultFor(plan);
    }

    /**
     * Checks that every tile of {@code plan} gets its own name.
     *
     * @throws IllegalArgumentException when tiles would overwrite each other
     */
    public void checkFor(TilePlan plan) {
        checkFor(plan, false);
    }

    /**
     * Checks that every tile (or cube face, when {@code cubeFaces}) of {@code plan} gets its own name,
     * and that {@code {face}} is only used for cube faces.
     *
     * @throws IllegalArgumentException when files would overwrite each other or {@code {face}} has no face
     */
    public void checkFor(TilePlan plan, boolean cubeFaces) {
        boolean face = pattern.contains("{face}");
        if (cubeFaces) {
            if (!face && !pattern.contains("{X}")) {
                throw new IllegalArgumentException("File name template '" + pattern + "' needs {face} (or {X}) to "
                        + "tell the six cube-map faces apart, e.g. " + CUBE_FACES.pattern());
            }
            return;
        }
        if (face) {
            throw new IllegalArgumentException("File name template '" + pattern + "' uses {face}, which only "
                    + "cube-map exports (--planet-faces) have; use {X} and {Y} for tiles.");
        }
        if (plan.columns() > 1 && !pattern.contains("{X}") || plan.rows() > 1 && !pattern.contains("{Y}")) {
            throw new IllegalArgumentException("File name template '" + pattern + "' needs {X} and {Y} for "
                    + plan.columns() + "x" + plan.rows() + " tiles, e.g. " + TILED.pattern());
        }
    }

    /**
     * The file name (with {@code extension}, e.g. {@code ".png"}) of map {@code name} in {@code tile};
     * {@code {face}} becomes the label of the cube face that tile column shows.
     */
    public String fileName(String name, TilePlan.Tile tile, String extension) {
        String named = pattern.contains("{face}")
                ? pattern.replace("{face}", PlanetSurface.faceOfTile(tile.column()).label()) : pattern;
        return named.replace("{X}", Integer.toString(tile.column()))
                .replace("{Y}", Integer.toString(tile.row()))
                .replace("{name}", name) + extension;
    }
}
