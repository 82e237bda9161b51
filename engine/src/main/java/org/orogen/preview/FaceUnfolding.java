package org.orogen.preview;

import org.orogen.shader.planet.CubeFace;

/**
 * Where the 2D map of a sphere graph shows each cube face: the six faces unfolded as a cross in a
 * square picture, four cells wide and three high, centred vertically,
 *
 * <pre>
 *          +Y
 *     -X   +Z   +X   -Z
 *          -Y
 * </pre>
 *
 * each face oriented as exported (its {@code up} edge at the top of its cell, its {@code right}
 * direction to the right), so the map shows exactly the pictures {@code --planet-faces} writes.
 * Coordinates are fractions of the square picture, {@code (0, 0)} at its top-left corner. The map
 * shader gets the cells from {@link #cells()}; the editor puts its labels at {@link #labelCentre}.
 */
public final class FaceUnfolding {

    /** Cells per row of the cross. */
    public static final int COLUMNS = 4;
    /** Rows of cells. */
    public static final int ROWS = 3;
    /** A cell's side as a fraction of the square picture's side. */
    public static final double CELL = 1.0 / COLUMNS;
    /** Top of the cross below the picture's top edge (the cross is centred vertically). */
    public static final double TOP = (1.0 - ROWS * CELL) / 2;

    /** A point of a face: its face and the face fractions {@code s} (to the right) and {@code t} (upwards), 0..1. */
    public record FacePoint(CubeFace face, double s, double t) {
    }

    private FaceUnfolding() {
    }

    /** The cell (column, row counted from the top) of {@code face}. */
    public static int[] cell(CubeFace face) {
        return switch (face) {
            case POS_Y -> new int[] {1, 0};
            case NEG_X -> new int[] {0, 1};
            case POS_Z -> new int[] {1, 1};
            case POS_X -> new int[] {2, 1};
            case NEG_Z -> new int[] {3, 1};
            case NEG_Y -> new int[] {1, 2};
        };
    }

    /** Column and row of every face in {@link CubeFace} order, packed for {@code uniform vec2[6]}. */
    static float[] cells() {
        float[] packed = new float[12];
        for (CubeFace face : CubeFace.values()) {
            int[] c = cell(face);
            packed[2 * face.ordinal()] = c[0];
            packed[2 * face.ordinal() + 1] = c[1];
        }
        return packed;
    }

    /** The centre of {@code face}'s cell, as fractions of the picture (x right, y down). */
    public static double[] labelCentre(CubeFace face) {
        int[] c = cell(face);
        return new double[] {(c[0] + 0.5) * CELL, TOP + (c[1] + 0.5) * CELL};
    }

    /** Short label shown on a face: +X, −X, +Y, −Y, +Z, −Z. */
    public static String label(CubeFace face) {
        String axis = face.name().substring(face.name().length() - 1);
        return (face.name().startsWith("POS") ? "+" : "−") + axis;
    }

    /**
     * The face point shown at picture position {@code (x, y)} (fractions, top-left origin), or null
     * where the picture shows no face.
     */
    public static FacePoint faceAt(double x, double y) {
        double column = x / CELL;
        double row = (y - TOP) / CELL;
        if (!(column >= 0 && column < COLUMNS && row >= 0 && row < ROWS)) {
            return null;
        }
        int c = (int) column;
        int r = (int) row;
        for (CubeFace face : CubeFace.values()) {
            int[] cell = cell(face);
            if (cell[0] == c && cell[1] == r) {
                return new FacePoint(face, column - c, 1 - (row - r));
            }
        }
        return null;
    }
}
