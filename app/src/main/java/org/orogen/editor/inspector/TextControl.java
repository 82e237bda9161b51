package org.orogen.editor.inspector;

import javafx.scene.Node;
import javafx.scene.control.TextField;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.ParameterDefinition;

/** PATH and STRING parameters: a text field committed with Enter or on leaving it. */
final class TextControl implements ParameterControl {
    private final TextField field = new TextField();
    private String shown = "";

    TextControl(ParameterDefinition def, ParameterEdits edits) {
        field.setId("field-" + def.name());
        if (def.type() == org.orogen.graph.catalog.ParameterType.PATH) {
            field.setPromptText("path relative to this graph file, '/' separators");
        }
        Runnable commit = () -> {
            if (!field.getText().equals(shown)) {
                shown = field.getText();
                edits.set(def.name(), ParameterValue.of(field.getText()), false);
            }
        };
        field.setOnAction(e -> commit.run());
        field.focusedProperty().addListener((o, was, is) -> {
            if (!is) commit.run();
        });
    }

    @Override
    public Node view() {
        return field;
    }

    @Override
    public void show(ParameterValue value) {
        shown = value instanceof ParameterValue.TextValue t ? t.value() : "";
        field.setText(shown);
    }
}
