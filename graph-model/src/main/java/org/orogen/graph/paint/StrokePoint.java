package org.orogen.graph.paint;

/**
 * One recorded point of a stroke.
 *
 * @param x        world x in metres
 * @param y        world y in metres
 * @param pressure pen pressure in [0, 1] (1 without a pen); values outside are clamped at replay
 */
public record StrokePoint(double x, double y, double pressure) {
}
