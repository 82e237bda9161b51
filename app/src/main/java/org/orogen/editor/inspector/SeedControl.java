package org.orogen.editor.inspector;

import java.util.concurrent.ThreadLocalRandom;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.ParameterCheck;
import org.orogen.graph.catalog.ParameterDefinition;

/** A SEED parameter: a number field and a "randomize" button (a new seed in [0, 2^32-1]). */
final class SeedControl implements ParameterControl {
    private final TextField field = new TextField();
    private final HBox box;

    SeedControl(ParameterDefinition def, ParameterEdits edits) {
        field.setId("field-" + def.name());
        field.setPrefColumnCount(10);
        Button dice = new Button("⚄");
        dice.setId("randomize-" + def.name());
        dice.setTooltip(new Tooltip("Pick a random seed"));
        dice.setOnAction(e -> {
            long seed = ThreadLocalRandom.current().nextLong(ParameterCheck.MAX_SEED + 1);
            field.setText(Long.toString(seed));
            edits.set(def.name(), ParameterValue.of(seed), false);
        });
        field.setOnAction(e -> {
            try {
                long seed = Long.parseLong(field.getText().strip());
                var problem = ParameterCheck.check(def, ParameterValue.of(seed));
                if (problem.isPresent()) {
                    edits.refused(def.displayName() + ": " + problem.get());
                } else {
                    edits.set(def.name(), ParameterValue.of(seed), false);
                }
            } catch (NumberFormatException ex) {
                edits.refused("'" + field.getText().strip() + "' is not a whole number; type a seed such as 1234");
            }
        });
        box = new HBox(6, field, dice);
    }

    @Override
    public Node view() {
        return box;
    }

    @Override
    public void show(ParameterValue value) {
        field.setText(Long.toString((long) value.asDouble().orElse(0)));
    }
}
