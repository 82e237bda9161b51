package org.orogen.editor.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.Observable;

import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.orogen.bake.SizePreset;
import org.orogen.export.MapFormat;
import org.orogen.graph.ExportProfile;
import org.orogen.graph.Graph;
import org.orogen.graph.WorldExtent;

/**
 * The export settings as controls, one per {@code orogen export} option, read as and filled from an
 * {@link ExportProfile}. A field left at its default adds no option, so profiles and commands stay short.
 */
final class ExportForm extends GridPane {
    static final String DEFAULT_OUT = "exports";
    private static final String NO_PRESET = "custom size";
    private static final String RANGE_DEFAULT = "declared, else measured";

    final ComboBox<String> preset = new ComboBox<>();
    final TextField size = field("export-size", "1025", "Pixels: N or WxH");
    final TextField extent = field("export-extent", "", "World size covered in metres: W or WxH");
    final TextField origin = field("export-origin", "", "South-west corner in metres: X,Y");
    final Map<MapFormat, CheckBox> formats = new LinkedHashMap<>();
    final TextField splat = field("export-splat", "", "Masks of the splat map in R,G,B,A order (default: the first four)");
    final TextField tiles = field("export-tiles", "1", "Tile files: N or NxM");
    final TextField overlap = field("export-overlap", "", "Pixels neighbouring tiles share (default: 1 when tiled)");
    final TextField template = field("export-template", "", "Tile file names from {name}, {X}, {Y}");
    final ComboBox<String> range = new ComboBox<>();
    final TextField rangeMin = field("export-range-min", "", "Metres mapped to 0");
    final TextField rangeMax = field("export-range-max", "", "Metres mapped to 65535");
    final ComboBox<String> normals = combo("export-normals", "opengl", "directx");
    final ComboBox<String> normalsFrom = combo("export-normals-from", "auto", "gradient", "heights");
    final ComboBox<String> exr = combo("export-exr-compression", "zip", "none");
    final TextField out = field("export-out", DEFAULT_OUT, "Output folder, relative to the graph's folder or absolute");
    final TextField name = field("export-name", "", "File names start with it (default: the graph file's name)");

    ExportForm() {
        setId("export-form");
        setHgap(8);
        setVgap(6);
        preset.setId("export-preset");
        preset.getItems().add(NO_PRESET);
        SizePreset.all().forEach(p -> preset.getItems().add(p.name()));
        preset.setValue(NO_PRESET);
        preset.valueProperty().addListener((o, a, b) -> size.setDisable(!NO_PRESET.equals(b)));
        FlowPane maps = new FlowPane(10, 4);
        for (MapFormat f : MapFormat.values()) {
            CheckBox box = new CheckBox(f.id());
            box.setId("export-format-" + f.id());
            formats.put(f, box);
            maps.getChildren().add(box);
        }
        formats.get(MapFormat.PNG16).setSelected(true);
        range.setId("export-height-range");
        range.getItems().addAll(RANGE_DEFAULT, "declared", "measured", "manual");
        range.setValue(RANGE_DEFAULT);
        range.valueProperty().addListener((o, a, b) -> {
            rangeMin.setDisable(!"manual".equals(b));
            rangeMax.setDisable(!"manual".equals(b));
        });
        rangeMin.setDisable(true);
        rangeMax.setDisable(true);
        int row = 0;
        addRow(row++, new Label("Engine preset"), preset, new Label("Size (px)"), size);
        addRow(row++, new Label("Extent (m)"), extent, new Label("Origin (m)"), origin);
        add(new Label("Maps"), 0, row);
        add(maps, 1, row++, 3, 1);
        addRow(row++, new Label("Splat masks"), splat, new Label("EXR compression"), exr);
        addRow(row++, new Label("Tiles"), tiles, new Label("Overlap (px)"), overlap);
        addRow(row++, new Label("Tile names"), template);
        addRow(row++, new Label("Height range"), range, new Label("Min, max (m)"), new HBox(4, rangeMin, rangeMax));
        addRow(row++, new Label("Normal map"), normals, new Label("Slopes from"), normalsFrom);
        addRow(row, new Label("Output folder"), out, new Label("Name"), name);
        GridPane.setHgrow(out, Priority.ALWAYS);
    }

    /** Shows the graph's own extent and origin as hints (empty fields take them). */
    void hintsFor(Graph graph) {
        WorldExtent e = graph.metadata().extent();
        extent.setPromptText(number(e.width()) + "x" + number(e.height()));
        origin.setPromptText(number(e.originX()) + "," + number(e.originY()));
    }

    /** Every control, to listen for changes. */
    List<Observable> changes() {
        List<Observable> all = new ArrayList<>(List.of(preset.valueProperty(), size.textProperty(),
                extent.textProperty(), origin.textProperty(), splat.textProperty(), tiles.textProperty(),
                overlap.textProperty(), template.textProperty(), range.valueProperty(), rangeMin.textProperty(),
                rangeMax.textProperty(), normals.valueProperty(), normalsFrom.valueProperty(), exr.valueProperty(),
                out.textProperty(), name.textProperty()));
        formats.values().forEach(b -> all.add(b.selectedProperty()));
        return all;
    }

    /** The settings as a profile named {@code profileName}; defaults are left out. */
    ExportProfile read(String profileName) {
        Map<String, String> o = new LinkedHashMap<>();
        put(o, "out", out.getText(), "");
        put(o, "name", name.getText(), "");
        List<String> chosen = formats.entrySet().stream().filter(e -> e.getValue().isSelected())
                .map(e -> e.getKey().id()).toList();
        put(o, "format", String.join(",", chosen), "png16");
        if (NO_PRESET.equals(preset.getValue())) {
            put(o, "size", size.getText(), "1025");
        } else {
            o.put("preset", preset.getValue());
        }
        put(o, "extent", extent.getText(), "");
        put(o, "origin", origin.getText(), "");
        put(o, "tiles", tiles.getText(), "1");
        put(o, "overlap", overlap.getText(), "");
        put(o, "template", template.getText(), "");
        switch (range.getValue()) {
            case "declared", "measured" -> o.put("height-range", range.getValue());
            case "manual" -> o.put("height-range", rangeMin.getText().strip() + "," + rangeMax.getText().strip());
            default -> { }
        }
        put(o, "normals", normals.getValue(), "opengl");
        put(o, "normals-from", normalsFrom.getValue(), "auto");
        put(o, "exr-compression", exr.getValue(), "zip");
        put(o, "splat", splat.getText(), "");
        return new ExportProfile(profileName, o);
    }

    /** Fills the controls from a profile; options it leaves out show their defaults. */
    void fill(ExportProfile p) {
        out.setText(value(p, "out", ""));
        name.setText(value(p, "name", ""));
        List<String> chosen = List.of(value(p, "format", "png16").toLowerCase(Locale.ROOT).split(","));
        formats.forEach((f, box) -> box.setSelected(chosen.contains(f.id())));
        preset.setValue(p.option("preset") != null && preset.getItems().contains(p.option("preset"))
                ? p.option("preset") : NO_PRESET);
        size.setText(value(p, "size", "1025"));
        extent.setText(value(p, "extent", ""));
        origin.setText(value(p, "origin", ""));
        tiles.setText(value(p, "tiles", "1"));
        overlap.setText(value(p, "overlap", ""));
        template.setText(value(p, "template", ""));
        String r = value(p, "height-range", "");
        if (r.isEmpty()) {
            range.setValue(RANGE_DEFAULT);
        } else if (r.equals("declared") || r.equals("measured")) {
            range.setValue(r);
        } else {
            range.setValue("manual");
            String[] parts = r.split(",", 2);
            rangeMin.setText(parts[0].strip());
            rangeMax.setText(parts.length > 1 ? parts[1].strip() : "");
        }
        normals.setValue(value(p, "normals", "opengl"));
        normalsFrom.setValue(value(p, "normals-from", "auto"));
        exr.setValue(value(p, "exr-compression", "zip"));
        splat.setText(value(p, "splat", ""));
    }

    private static String value(ExportProfile p, String key, String fallback) {
        String v = p.option(key);
        return v == null ? fallback : v;
    }

    private static void put(Map<String, String> options, String key, String text, String fallback) {
        String v = text == null ? "" : text.strip();
        if (!v.isEmpty() && !v.equals(fallback)) {
            options.put(key, v);
        }
    }

    private static TextField field(String id, String text, String tip) {
        TextField f = new TextField(text);
        f.setId(id);
        f.setPrefColumnCount(10);
        f.setTooltip(new Tooltip(tip));
        return f;
    }

    private static ComboBox<String> combo(String id, String... values) {
        ComboBox<String> c = new ComboBox<>();
        c.setId(id);
        c.getItems().addAll(values);
        c.setValue(values[0]);
        return c;
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

}
