/**
 * Painting strokes onto a paint layer from the preview: the paint mode (when one paint layer is
 * selected), the brush settings and their toolbar, recording a stroke's points in world metres,
 * its live preview while drawn and the undoable edits (add, erase last, clear).
 */
package org.orogen.editor.paint;
