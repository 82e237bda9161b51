package org.orogen.editor.inspector;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ColorPicker;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.ParameterValue.RampValue;
import org.orogen.graph.catalog.ParameterCheck;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.colour.RampEvaluator;
import org.orogen.graph.colour.RampInterpolation;
import org.orogen.graph.colour.RampPresets;
import org.orogen.graph.colour.RampStop;
import org.orogen.graph.colour.Srgb;

/**
 * A RAMP parameter: a swatch of the ramp, the interpolation, a preset menu and one row per stop
 * (position 0 to 1 and colour). Each change is one undo step; stops stay sorted by position, and
 * "+" adds a stop in the middle of the widest gap (up to {@link ParameterCheck#MAX_RAMP_STOPS}),
 * "−" removes one (at least two remain). Node ids: {@code ramp-<name>} for the whole control,
 * {@code ramp-<name>-at-<i>}, {@code ramp-<name>-colour-<i>}, {@code ramp-<name>-remove-<i>},
 * {@code ramp-<name>-add}, {@code ramp-<name>-mode}, {@code ramp-<name>-preset}.
 */
final class RampEditor implements ParameterControl {
    static final double WIDTH = 220;
    private static final double SWATCH_HEIGHT = 22;

    private final ParameterDefinition def;
    private final ParameterEdits edits;
    private final Canvas swatch = new Canvas(WIDTH, SWATCH_HEIGHT);
    private final ChoiceBox<String> mode = new ChoiceBox<>();
    private final ComboBox<String> preset = new ComboBox<>();
    private final VBox rows = new VBox(3);
    private final Button add = new Button("+");
    private final VBox box;
    private RampValue ramp = ParameterCheck.GREY_RAMP;
    private boolean showing;

    RampEditor(ParameterDefinition def, ParameterEdits edits) {
        this.def = def;
        this.edits = edits;
        for (RampInterpolation i : RampInterpolation.values()) {
            mode.getItems().add(i.jsonName());
        }
        mode.setId(id("mode"));
        mode.valueProperty().addListener((o, was, now) -> {
            if (!showing && now != null) {
                commit(new RampValue(RampInterpolation.fromJsonName(now).orElseThrow(), ramp.stops()));
            }
        });
        preset.getItems().addAll(RampPresets.names());
        preset.setPromptText("Preset");
        preset.setId(id("preset"));
        preset.valueProperty().addListener((o, was, now) -> {
            if (!showing && now != null) {
                RampPresets.named(now).ifPresent(this::commit);
            }
        });
        add.setId(id("add"));
        add.setOnAction(e -> addStop());
        HBox header = new HBox(6, mode, preset, add);
        header.setAlignment(Pos.CENTER_LEFT);
        box = new VBox(4, swatch, header, rows);
        box.getStyleClass().add("ramp-editor");
        box.setId(id(""));
        box.setMaxWidth(WIDTH + 40);
    }

    private String id(String part) {
        return "ramp-" + def.name() + (part.isEmpty() ? "" : "-" + part);
    }

    @Override
    public Node view() {
        return box;
    }

    @Override
    public void show(ParameterValue value) {
        showing = true;
        try {
            ramp = value instanceof RampValue r ? r : ParameterCheck.GREY_RAMP;
            mode.setValue(ramp.interpolation().jsonName());
            preset.setValue(null);
            rows.getChildren().clear();
            for (int i = 0; i < ramp.stops().size(); i++) {
                rows.getChildren().add(row(i, ramp.stops().get(i)));
            }
            add.setDisable(ramp.stops().size() >= ParameterCheck.MAX_RAMP_STOPS);
            paint();
        } finally {
            showing = false;
        }
    }

    private HBox row(int index, RampStop stop) {
        TextField at = new TextField(format(stop.at()));
        at.setId(id("at-" + index));
        at.setPrefColumnCount(5);
        at.setOnAction(e -> moveStop(index, at.getText()));
        at.focusedProperty().addListener((o, was, now) -> {
            if (!now && !showing && !at.getText().equals(format(stop.at()))) {
                moveStop(index, at.getText());
            }
        });
        ColorPicker colour = new ColorPicker(Color.rgb((stop.rgb() >> 16) & 0xFF, (stop.rgb() >> 8) & 0xFF,
                stop.rgb() & 0xFF));
        colour.setId(id("colour-" + index));
        colour.setOnAction(e -> recolour(index, colour.getValue()));
        Button remove = new Button("−");
        remove.setId(id("remove-" + index));
        remove.setDisable(ramp.stops().size() <= 2);
        remove.setOnAction(e -> removeStop(index));
        HBox row = new HBox(4, at, colour, remove);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private static String format(double at) {
        return String.format(Locale.ROOT, "%.3f", at);
    }

    private void moveStop(int index, String text) {
        double at;
        try {
            at = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            edits.refused("'" + text + "' is not a position; enter a number from 0 to 1");
            show(ramp);
            return;
        }
        if (!(at >= 0 && at <= 1)) {
            edits.refused("a ramp stop lies between 0 and 1, not at " + text.trim() + "; enter a position in that range");
            show(ramp);
            return;
        }
        List<RampStop> stops = new ArrayList<>(ramp.stops());
        stops.set(index, new RampStop(at, stops.get(index).rgb()));
        commit(new RampValue(ramp.interpolation(), stops));
    }

    private void recolour(int index, Color c) {
        int rgb = (int) Math.round(c.getRed() * 255) << 16 | (int) Math.round(c.getGreen() * 255) << 8
                | (int) Math.round(c.getBlue() * 255);
        List<RampStop> stops = new ArrayList<>(ramp.stops());
        stops.set(index, new RampStop(stops.get(index).at(), rgb));
        commit(new RampValue(ramp.interpolation(), stops));
    }

    private void removeStop(int index) {
        List<RampStop> stops = new ArrayList<>(ramp.stops());
        stops.remove(index);
        commit(new RampValue(ramp.interpolation(), stops));
    }

    /** A new stop in the middle of the widest gap, with the ramp's colour there. */
    private void addStop() {
        List<RampStop> stops = new ArrayList<>(ramp.stops());
        int widest = 0;
        for (int i = 1; i + 1 < stops.size(); i++) {
            if (stops.get(i + 1).at() - stops.get(i).at() > stops.get(widest + 1).at() - stops.get(widest).at()) {
                widest = i;
            }
        }
        double at = (stops.get(widest).at() + stops.get(widest + 1).at()) / 2;
        double[] c = RampEvaluator.evaluate(ramp, at);
        int rgb = Srgb.quantize(c[0], 255) << 16 | Srgb.quantize(c[1], 255) << 8 | Srgb.quantize(c[2], 255);
        stops.add(widest + 1, new RampStop(at, rgb));
        commit(new RampValue(ramp.interpolation(), stops));
    }

    private void commit(RampValue changed) {
        List<RampStop> sorted = new ArrayList<>(changed.stops());
        sorted.sort(Comparator.comparingDouble(RampStop::at));
        RampValue value = new RampValue(changed.interpolation(), sorted);
        Optional<String> problem = ParameterCheck.check(def, value);
        if (problem.isPresent()) {
            edits.refused(problem.get());
            show(ramp);
            return;
        }
        edits.set(def.name(), value, false);
        show(value);
    }

    /** The ramp as a display shows it: linear colours, sRGB-encoded per column. */
    private void paint() {
        GraphicsContext g = swatch.getGraphicsContext2D();
        for (int x = 0; x < (int) WIDTH; x++) {
            double[] c = RampEvaluator.evaluate(ramp, (x + 0.5) / WIDTH);
            g.setFill(Color.color(Srgb.encode(c[0]), Srgb.encode(c[1]), Srgb.encode(c[2])));
            g.fillRect(x, 0, 1, SWATCH_HEIGHT);
        }
        g.setStroke(Color.gray(0.1));
        for (RampStop s : ramp.stops()) {
            double x = Math.round(s.at() * (WIDTH - 1)) + 0.5;
            g.strokeLine(x, SWATCH_HEIGHT - 6, x, SWATCH_HEIGHT);
        }
    }
}
