package org.orogen.editor.inspector;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.ParameterDefinition;

/**
 * One parameter in the inspector: its name (documentation as tooltip), unit, the control, and a
 * reset button that is enabled when the node sets its own value. A value the node sets is
 * marked, so overrides of defaults (and of a subgraph's exposed parameters) stand out.
 */
final class ParameterRow extends VBox {
    private final ParameterDefinition def;
    private final ParameterControl control;
    private final Label name;
    private final Button reset = new Button("↺");

    ParameterRow(ParameterDefinition def, ParameterEdits edits) {
        this.def = def;
        this.control = ParameterControls.create(def, edits);
        setId("param-" + def.name());
        name = new Label(def.displayName());
        name.getStyleClass().add("param-name");
        if (!def.documentation().isEmpty()) name.setTooltip(new Tooltip(def.documentation()));
        Label unit = new Label(def.unit());
        unit.getStyleClass().add("param-unit");
        reset.setId("reset-" + def.name());
        reset.getStyleClass().addAll("flat", "small");
        reset.setTooltip(new Tooltip("Reset to default (" + describe(def.defaultValue()) + ")"));
        reset.setOnAction(e -> edits.reset(def.name()));
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        HBox header = new HBox(6, name, unit, spring, reset);
        header.setAlignment(Pos.CENTER_LEFT);
        setSpacing(3);
        getChildren().addAll(header, control.view());
    }

    /** Shows the node's value for this parameter (or the default when it sets none). */
    void show(Node node) {
        ParameterValue own = node.parameters().get(def.name());
        control.show(own != null ? own : def.defaultValue());
        boolean overridden = own != null && !own.equals(def.defaultValue());
        reset.setDisable(own == null);
        name.getStyleClass().remove("param-overridden");
        if (overridden) name.getStyleClass().add("param-overridden");
    }

    private static String describe(ParameterValue v) {
        return v instanceof ParameterValue.NumberValue n ? FloatControl.format(n.value()) : v.toString();
    }
}
