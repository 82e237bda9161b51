package org.orogen.editor.canvas;

import javafx.css.PseudoClass;
import javafx.scene.shape.Circle;
import org.orogen.graph.PortRef;
import org.orogen.graph.catalog.PortDefinition;

/**
 * The dot of one input or output port on a {@link NodeView}. Knows its {@link PortRef} so
 * gestures can turn a hit into a model port without asking the view hierarchy.
 */
public final class PortView extends Circle {
    static final double RADIUS = 5.5;
    private static final PseudoClass CONNECTED = PseudoClass.getPseudoClass("connected");

    private final PortRef ref;
    private final PortDefinition definition;
    private final boolean input;

    PortView(PortRef ref, PortDefinition definition, boolean input) {
        super(RADIUS);
        this.ref = ref;
        this.definition = definition;
        this.input = input;
        getStyleClass().add("port");
        setFill(PortColors.of(definition.type()));
        setId("port-" + ref.nodeId() + "-" + (input ? "in-" : "out-") + ref.port());
    }

    public PortRef ref() {
        return ref;
    }

    public PortDefinition definition() {
        return definition;
    }

    public boolean isInput() {
        return input;
    }

    /** Shows whether the connection being dragged would be accepted here (null: neutral). */
    void showVerdict(Boolean accepted) {
        getStyleClass().removeAll("port-accept", "port-refuse");
        if (accepted != null) getStyleClass().add(accepted ? "port-accept" : "port-refuse");
    }

    void setConnected(boolean connected) {
        pseudoClassStateChanged(CONNECTED, connected);
    }
}
