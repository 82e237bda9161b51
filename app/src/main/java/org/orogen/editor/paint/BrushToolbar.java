package org.orogen.editor.paint;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.util.StringConverter;
import org.orogen.graph.paint.BrushKind;

/**
 * The small brush bar shown above the preview in paint mode: brush kind, inner and outer radius
 * in metres, strength and its sign (lower, pull, contrast), plus the layer's stroke count. The
 * controls edit the window's {@link BrushSettings}.
 */
public final class BrushToolbar extends FlowPane {
    private final Label strokes = new Label();
    /** Bidirectional bindings to the spinners hold these; keep them reachable. */
    private final ObjectProperty<Double> innerValue;
    private final ObjectProperty<Double> outerValue;
    private final ObjectProperty<Double> strengthValue;

    public BrushToolbar(BrushSettings brush) {
        super(8, 4);
        setId("brush-toolbar");
        getStyleClass().add("brush-toolbar");
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(3, 6, 3, 6));
        setMinWidth(0);
        setPrefWrapLength(200);

        ChoiceBox<BrushKind> kind = new ChoiceBox<>();
        kind.setId("brush-kind");
        kind.getItems().setAll(BrushKind.values());
        kind.setConverter(new StringConverter<>() {
            @Override
            public String toString(BrushKind k) {
                return k == null ? "" : label(k);
            }

            @Override
            public BrushKind fromString(String s) {
                return null;
            }
        });
        kind.valueProperty().bindBidirectional(brush.kindProperty());
        kind.setTooltip(new Tooltip("Brush: raise/lower adds metres; procedural stamps the layer's source input;"
                + " smooth/contrast blurs or sharpens the input terrain; level pulls towards the height under"
                + " the stroke's first point"));

        Spinner<Double> inner = spinner("brush-inner", BrushSettings.MIN_RADIUS, BrushSettings.MAX_RADIUS, 5,
                "Inner radius (m): full strength inside");
        innerValue = bind(inner, brush.innerProperty());
        Spinner<Double> outer = spinner("brush-outer", BrushSettings.MIN_RADIUS, BrushSettings.MAX_RADIUS, 10,
                "Outer radius (m): the brush fades out smoothly between the inner and the outer radius");
        outerValue = bind(outer, brush.outerProperty());
        Spinner<Double> strength = spinner("brush-strength", 0, BrushSettings.MAX_STRENGTH, 1,
                "Strength: metres for raise/lower, a factor for the other brushes");
        strengthValue = bind(strength, brush.strengthProperty());

        ToggleButton negative = new ToggleButton();
        negative.setId("brush-negative");
        negative.selectedProperty().bindBidirectional(brush.negativeProperty());
        negative.setTooltip(new Tooltip("Invert the brush: lower, pull or add contrast"));

        Runnable kindChanged = () -> {
            BrushKind k = brush.kindProperty().get();
            var factory = (SpinnerValueFactory.DoubleSpinnerValueFactory) strength.getValueFactory();
            factory.setAmountToStepBy(k == BrushKind.RAISE ? 1 : 0.05);
            negative.setText(switch (k) {
                case RAISE -> "Lower";
                case PROCEDURAL -> "Pull";
                case SMOOTH -> "Contrast";
                case LEVEL -> "Invert";
            });
            negative.setDisable(k == BrushKind.LEVEL);
        };
        brush.kindProperty().addListener((o, a, b) -> kindChanged.run());
        kindChanged.run();

        strokes.setId("brush-stroke-count");
        getChildren().addAll(kind, new Label("Inner"), inner, new Label("Outer"), outer, new Label("Strength"),
                strength, negative, strokes);
    }

    /** Shows how many strokes the painted layer holds. */
    public void showStrokeCount(int count) {
        strokes.setText(count == 1 ? "1 stroke" : count + " strokes");
    }

    static String label(BrushKind k) {
        return switch (k) {
            case RAISE -> "Raise / lower";
            case PROCEDURAL -> "Procedural";
            case SMOOTH -> "Smooth / contrast";
            case LEVEL -> "Level";
        };
    }

    private static Spinner<Double> spinner(String id, double min, double max, double step, String tip) {
        Spinner<Double> s = new Spinner<>(new SpinnerValueFactory.DoubleSpinnerValueFactory(min, max, min, step));
        s.setId(id);
        s.setEditable(true);
        s.setPrefWidth(90);
        s.setTooltip(new Tooltip(tip));
        return s;
    }

    private static ObjectProperty<Double> bind(Spinner<Double> spinner, DoubleProperty value) {
        ObjectProperty<Double> boxed = value.asObject();
        spinner.getValueFactory().valueProperty().bindBidirectional(boxed);
        return boxed;
    }
}
