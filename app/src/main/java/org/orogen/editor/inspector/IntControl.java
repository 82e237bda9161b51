package org.orogen.editor.inspector;

import javafx.scene.Node;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.ParameterDefinition;

/** An INT parameter: a spinner bounded by the hard limits (soft limits if there are none). */
final class IntControl implements ParameterControl {
    private final Spinner<Integer> spinner;
    private boolean updating;

    IntControl(ParameterDefinition def, ParameterEdits edits) {
        int min = (int) def.hardMin().orElse(def.softMin().orElse(-1_000_000));
        int max = (int) def.hardMax().orElse(def.softMax().orElse(1_000_000));
        int initial = (int) def.defaultValue().asDouble().orElse(min);
        spinner = new Spinner<>(new SpinnerValueFactory.IntegerSpinnerValueFactory(min, max, initial));
        spinner.setEditable(true);
        spinner.setId("spinner-" + def.name());
        spinner.setPrefWidth(120);
        spinner.valueProperty().addListener((o, a, b) -> {
            if (!updating && b != null) edits.set(def.name(), ParameterValue.of((long) b), false);
        });
    }

    @Override
    public Node view() {
        return spinner;
    }

    @Override
    public void show(ParameterValue value) {
        updating = true;
        spinner.getValueFactory().setValue((int) value.asDouble().orElse(0));
        updating = false;
    }
}
