/**
 * Paint layers: brush strokes stored as world-space vector data ({@link org.orogen.graph.paint.Stroke}),
 * their checks ({@link org.orogen.graph.paint.StrokeCheck}) and the reference evaluation of what
 * they do to a height field ({@link org.orogen.graph.paint.StrokeField}). docs/algorithms.md,
 * "Paint layers", describes the rules.
 */
package org.orogen.graph.paint;
