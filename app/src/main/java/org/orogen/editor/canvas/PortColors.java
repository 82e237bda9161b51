package org.orogen.editor.canvas;

import javafx.scene.paint.Color;
import org.orogen.graph.catalog.PortType;

/**
 * Colours of port types, used for port dots and wires. One switch over the model's
 * {@link PortType} so a new type gets a colour in one place (the compiler fails here until it
 * does).
 */
public final class PortColors {
    private PortColors() {
    }

    public static Color of(PortType type) {
        return switch (type) {
            case FIELD -> Color.web("#58a6ff");
            case MASK -> Color.web("#d2a8ff");
            case COLOUR -> Color.web("#f0a35e");
        };
    }
}
