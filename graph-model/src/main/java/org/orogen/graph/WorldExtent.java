package org.orogen.graph;

/**
 * The rectangle of the world a graph describes, in metres: the preview and exports cover
 * {@code [originX, originX + width] x [originY, originY + height]}.
 */
public record WorldExtent(double originX, double originY, double width, double height) {
    /** 4 km x 4 km starting at the origin: the extent of a new graph. */
    public static final WorldExtent DEFAULT = new WorldExtent(0, 0, 4096, 4096);
}
