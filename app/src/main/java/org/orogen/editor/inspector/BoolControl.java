package org.orogen.editor.inspector;

import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.ParameterDefinition;

/** A BOOL parameter: a check box. */
final class BoolControl implements ParameterControl {
    private final CheckBox box = new CheckBox();
    private boolean updating;

    BoolControl(ParameterDefinition def, ParameterEdits edits) {
        box.setId("check-" + def.name());
        box.selectedProperty().addListener((o, a, b) -> {
            if (!updating) edits.set(def.name(), ParameterValue.of(b), false);
        });
    }

    @Override
    public Node view() {
        return box;
    }

    @Override
    public void show(ParameterValue value) {
        updating = true;
        box.setSelected(value instanceof ParameterValue.BooleanValue b && b.value());
        updating = false;
    }
}
