package org.orogen.graph;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A comment frame on the editor canvas: a titled rectangle that groups nodes visually. It has
 * no effect on the terrain; the compiler ignores it. Coordinates are editor units like
 * {@link Position}; (x, y) is the top-left corner.
 *
 * @param id     stable id, same rules as node ids ({@link NodeIds#isValid(String)})
 * @param text   the title shown in the frame's title bar (may be empty)
 * @param x      left edge
 * @param y      top edge
 * @param width  width, finite and &gt; 0
 * @param height height, finite and &gt; 0
 * @param colour optional tint as {@code "#RRGGBB"}, or null for the theme's default
 */
public record Comment(String id, String text, double x, double y, double width, double height, String colour) {
    private static final Pattern COLOUR = Pattern.compile("#[0-9A-Fa-f]{6}");

    public Comment {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(text, "text");
        if (!NodeIds.isValid(id)) {
            throw new IllegalArgumentException("comment id '" + id + "' is not valid (letters, digits, '_' and '-', "
                    + "starting with a letter or '_', at most 64)");
        }
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            throw new IllegalArgumentException("comment '" + id + "' needs a finite position, got [" + x + ", " + y + "]");
        }
        if (!(width > 0) || !(height > 0) || !Double.isFinite(width) || !Double.isFinite(height)) {
            throw new IllegalArgumentException("comment '" + id + "' needs a finite size greater than 0, got "
                    + width + " x " + height);
        }
        if (colour != null && !isValidColour(colour)) {
            throw new IllegalArgumentException("comment '" + id + "' colour must be \"#RRGGBB\", got \"" + colour + "\"");
        }
    }

    /** Whether the text is a colour this record accepts ({@code "#RRGGBB"}, hex digits). */
    public static boolean isValidColour(String colour) {
        return colour != null && COLOUR.matcher(colour).matches();
    }

    public Comment withText(String newText) {
        return new Comment(id, newText, x, y, width, height, colour);
    }

    public Comment withBounds(double newX, double newY, double newWidth, double newHeight) {
        return new Comment(id, text, newX, newY, newWidth, newHeight, colour);
    }

    /** Whether the point lies inside the frame (edges included). */
    public boolean contains(Position p) {
        return p.x() >= x && p.x() <= x + width && p.y() >= y && p.y() <= y + height;
    }
}
