package org.orogen.editor.inspector;

import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.ParameterCheck;
import org.orogen.graph.catalog.ParameterDefinition;

/**
 * A FLOAT parameter: a slider over the soft range plus a numeric field. Typing may go beyond the
 * soft range (as in Houdini) but never beyond the hard limits: such a value is refused with the
 * model's reason and the field shows the current value again. A slider drag is one undo step.
 */
final class FloatControl implements ParameterControl {
    private final ParameterDefinition def;
    private final ParameterEdits edits;
    private final Slider slider = new Slider();
    private final TextField field = new TextField();
    private final HBox box;
    private boolean updating;
    private boolean dragging;

    FloatControl(ParameterDefinition def, ParameterEdits edits) {
        this.def = def;
        this.edits = edits;
        double value = def.defaultValue().asDouble().orElse(0);
        double min = def.softMin().orElse(def.hardMin().orElse(Math.min(0, value)));
        double max = def.softMax().orElse(def.hardMax().orElse(Math.max(1, value * 2)));
        slider.setMin(min);
        slider.setMax(max > min ? max : min + 1);
        slider.setId("slider-" + def.name());
        field.setId("field-" + def.name());
        field.setPrefColumnCount(6);
        HBox.setHgrow(slider, Priority.ALWAYS);
        box = new HBox(6, slider, field);
        slider.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> dragging = true);
        slider.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            dragging = false;
            if (!updating) edits.set(def.name(), ParameterValue.of(round(slider.getValue())), false);
        });
        slider.valueProperty().addListener((o, a, b) -> {
            if (updating) return;
            field.setText(format(b.doubleValue()));
            // Keyboard changes (arrow keys) are single steps; mouse drags are live until release.
            edits.set(def.name(), ParameterValue.of(round(b.doubleValue())), dragging);
        });
        field.setOnAction(e -> commitField());
        field.focusedProperty().addListener((o, was, is) -> {
            if (!is) commitField();
        });
    }

    private void commitField() {
        String text = field.getText().strip();
        double v;
        try {
            v = Double.parseDouble(text);
        } catch (NumberFormatException ex) {
            edits.refused("'" + text + "' is not a number; type a value such as 0.5");
            show(ParameterValue.of(slider.getValue()));
            return;
        }
        ParameterValue value = ParameterValue.of(v);
        var problem = ParameterCheck.check(def, value);
        if (problem.isPresent() || !Double.isFinite(v)) {
            edits.refused(def.displayName() + ": " + problem.orElse("the value must be a finite number"));
            show(ParameterValue.of(slider.getValue()));
            return;
        }
        edits.set(def.name(), value, false);
    }

    @Override
    public Node view() {
        return box;
    }

    @Override
    public void show(ParameterValue value) {
        updating = true;
        double v = value.asDouble().orElse(0);
        slider.setValue(v);
        field.setText(format(v));
        updating = false;
    }

    /** Slider values are rounded to 4 significant decimals so files do not fill with noise digits. */
    private static double round(double v) {
        double magnitude = Math.pow(10, 4 - Math.ceil(Math.log10(Math.max(1e-9, Math.abs(v)))));
        return Math.round(v * magnitude) / magnitude;
    }

    static String format(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e9) return String.format(Locale.ROOT, "%.1f", v);
        return String.format(Locale.ROOT, "%.4g", v).replaceAll("(\\.\\d*?)0+$", "$1").replaceAll("\\.$", "");
    }
}
