package org.orogen.editor.inspector;

import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.ParameterDefinition;

/** An ENUM parameter: a combo box of the definition's option names. */
final class EnumControl implements ParameterControl {
    private final ComboBox<String> combo = new ComboBox<>();
    private boolean updating;

    EnumControl(ParameterDefinition def, ParameterEdits edits) {
        combo.getItems().setAll(def.options());
        combo.setId("combo-" + def.name());
        combo.valueProperty().addListener((o, a, b) -> {
            if (!updating && b != null) edits.set(def.name(), ParameterValue.of(b), false);
        });
    }

    @Override
    public Node view() {
        return combo;
    }

    @Override
    public void show(ParameterValue value) {
        updating = true;
        combo.setValue(value instanceof ParameterValue.TextValue t ? t.value() : null);
        updating = false;
    }
}
