package org.orogen.editor.inspector;

import javafx.scene.Node;
import javafx.scene.control.Label;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.ParameterDefinition;

/** A STROKES parameter: how many strokes the layer holds (strokes are painted in the preview, not typed). */
final class StrokesSummary implements ParameterControl {
    private final Label label = new Label();

    StrokesSummary(ParameterDefinition def) {
        label.setId("strokes-" + def.name());
    }

    @Override
    public Node view() {
        return label;
    }

    @Override
    public void show(ParameterValue value) {
        int n = value instanceof ParameterValue.StrokesValue s ? s.strokes().size() : 0;
        label.setText(n == 1 ? "1 stroke" : n + " strokes");
    }
}
