package org.orogen.graph;

/** Where a node sits on the editor canvas (editor units; not world metres). */
public record Position(double x, double y) {
    public static final Position ORIGIN = new Position(0, 0);

    public Position translate(double dx, double dy) {
        return new Position(x + dx, y + dy);
    }
}
