package org.orogen.editor.canvas;

import org.orogen.graph.PortRef;
import org.orogen.graph.catalog.PortType;

/**
 * A wire dropped on empty space: the port it was dragged from, whether that port is an input
 * (dragged backwards from an input) and its type, so the palette can offer compatible nodes.
 */
public record PendingWire(PortRef port, boolean fromInput, PortType type) {
}
