package org.orogen.editor.inspector;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
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
    private final Button pin = new Button("⇱");
    private final Label exposedAs = new Label();
    private final MenuItem exposeItem = new MenuItem("Expose as…");
    private final MenuItem unexposeItem = new MenuItem("Stop exposing");
    private boolean exposed;

    /**
     * @param expose   asks for a name and exposes the parameter (pin button, context menu)
     * @param unexpose stops exposing it
     */
    ParameterRow(ParameterDefinition def, ParameterEdits edits, Runnable expose, Runnable unexpose) {
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
        pin.setId("expose-" + def.name());
        pin.getStyleClass().addAll("flat", "small");
        pin.setTooltip(new Tooltip("Expose as… (offer this parameter to graphs that use this one as a subgraph)"));
        pin.setOnAction(e -> (exposed ? unexpose : expose).run());
        exposedAs.getStyleClass().add("param-exposed");
        exposedAs.setId("exposed-as-" + def.name());
        exposeItem.setOnAction(e -> expose.run());
        unexposeItem.setOnAction(e -> unexpose.run());
        setOnContextMenuRequested(e -> {
            new ContextMenu(exposeItem, unexposeItem).show(this, e.getScreenX(), e.getScreenY());
            e.consume();
        });
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        HBox header = new HBox(6, name, unit, exposedAs, spring, pin, reset);
        header.setAlignment(Pos.CENTER_LEFT);
        setSpacing(3);
        getChildren().addAll(header, control.view());
    }

    String parameter() {
        return def.name();
    }

    /** Shows the node's value for this parameter (or the default when it sets none) and its exposed name. */
    void show(Node node, java.util.Optional<String> exposedName) {
        exposed = exposedName.isPresent();
        exposedAs.setText(exposedName.map(n -> "exposed as " + n).orElse(""));
        pin.setTooltip(new Tooltip(exposed ? "Stop exposing (graphs using this one keep their own values)"
                : "Expose as… (offer this parameter to graphs that use this one as a subgraph)"));
        exposeItem.setDisable(exposed);
        unexposeItem.setDisable(!exposed);
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
