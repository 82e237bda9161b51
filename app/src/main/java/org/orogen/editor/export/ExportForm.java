package org.orogen.editor.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.Observable;
import javafx.scene.Node;
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
import org.orogen.cli.PlanetOptions;
import org.orogen.export.MapFormat;
import org.orogen.graph.Domain;
import org.orogen.graph.ExportProfile;
import org.orogen.graph.Graph;
import org.orogen.graph.WorldExtent;

/**
 * The export settings as controls, one per {@code orogen export} option, read as and filled from an
 * {@link ExportProfile}. A field left at its default adds no option, so profiles and commands stay short.
 * A plane graph shows the plane's size, extent, origin and tiles; a sphere graph shows the planet map
 * (cube-map faces or equirectangular) instead, and only the shown set is read.
 */
final class ExportForm extends GridPane {
    static final String DEFAULT_OUT = "exports";
    private static final String NO_PRESET = "custom size";
    private static final String RANGE_DEFAULT = "declared, else measured";
    static final String CUBE = "Cube-map faces";
    static final String EQUIRECT = "Equirectangular";
    /** Options only a plane export takes; a sphere graph refuses them. */
    static final List<String> PLANE_OPTIONS = List.of("preset", "size", "extent", "origin", "tiles", "overlap");
    /** Options only a planet export takes. */
    static final List<String> PLANET_OPTIONS = List.of("planet-faces", "planet-equirect", "cube-mapping");

    final ComboBox<String> preset = new ComboBox<>();
    final TextField size = field("export-size", "1025", "Pixels: N or WxH");
    final TextField extent = field("export-extent", "", "World size covered in metres: W or WxH");
    final TextField origin = field("export-origin", "", "South-west corner in metres: X,Y");
    final Map<MapFormat, CheckBox> formats = new LinkedHashMap<>();
    final TextField splat = field("export-splat", "", "Masks of the splat map in R,G,B,A order (default: the first four)");
    final TextField tiles = field("export-tiles", "1", "Tile files: N or NxM");
    final TextField overlap = field("export-overlap", "", "Pixels neighbouring tiles share (default: 1 when tiled)");
    final TextField template = field("export-template", "", "File names from {name}, and {X}, {Y} for tiles or "
            + "{face} for cube-map faces (default: {name}_x{X}_y{Y} when tiled, {name}_{face} for faces)");
    final ComboBox<String> range = new ComboBox<>();
    final TextField rangeMin = field("export-range-min", "", "Metres mapped to 0");
    final TextField rangeMax = field("export-range-max", "", "Metres mapped to 65535");
    final ComboBox<String> normals = combo("export-normals", "opengl", "directx");
    final ComboBox<String> normalsFrom = combo("export-normals-from", "auto", "gradient", "heights");
    final ComboBox<String> exr = combo("export-exr-compression", "zip", "none");
    final TextField out = field("export-out", DEFAULT_OUT, "Output folder, relative to the graph's folder or absolute");
    final TextField name = field("export-name", "", "File names start with it (default: the graph file's name)");
    final ComboBox<String> planetLayout = combo("export-planet-layout", CUBE, EQUIRECT);
    final TextField faces = field("export-planet-faces", "1025", "Side of each of the six cube-map faces, pixels (2.."
            + PlanetOptions.MAX_FACE + ")");
    final ComboBox<String> mapping = combo("export-cube-mapping", "gnomonic", "uniform");
    final TextField equirectWidth = field("export-equirect-width", "4097",
            "Pixels across: longitude -180..180");
    final TextField equirectHeight = field("export-equirect-height", "",
            "Pixels down: latitude 90..-90 (default: (width - 1) / 2 + 1)");
    private final Label planet = new Label();
    private final List<Node> planeControls = new ArrayList<>();
    private final List<Node> planetControls = new ArrayList<>();
    private boolean sphere;

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
        mapping.setTooltip(new Tooltip("gnomonic: what GPU cube maps sample; uniform: more even texel areas, "
                + "for renderers with their own cube-sphere meshes"));
        planetLayout.valueProperty().addListener((o, a, b) -> layoutChanged());
        equirectWidth.textProperty().addListener((o, a, b) -> equirectHeight.setPromptText(defaultHeight(b)));
        equirectHeight.setPromptText(defaultHeight(equirectWidth.getText()));
        planet.setId("export-planet-info");
        layoutChanged();
        int row = 0;
        addRow(planeControls, row++, new Label("Engine preset"), preset, new Label("Size (px)"), size);
        addRow(planeControls, row++, new Label("Extent (m)"), extent, new Label("Origin (m)"), origin);
        addRow(planetControls, row++, new Label("Planet map"), planetLayout, planet);
        addRow(planetControls, row++, new Label("Face size (px)"), faces, new Label("Cube mapping"), mapping);
        addRow(planetControls, row++, new Label("Width, height (px)"), new HBox(4, equirectWidth, equirectHeight));
        add(new Label("Maps"), 0, row);
        add(maps, 1, row++, 3, 1);
        addRow(row++, new Label("Splat masks"), splat, new Label("EXR compression"), exr);
        addRow(planeControls, row++, new Label("Tiles"), tiles, new Label("Overlap (px)"), overlap);
        addRow(row++, new Label("File names"), template);
        addRow(row++, new Label("Height range"), range, new Label("Min, max (m)"), new HBox(4, rangeMin, rangeMax));
        addRow(row++, new Label("Normal map"), normals, new Label("Slopes from"), normalsFrom);
        addRow(row, new Label("Output folder"), out, new Label("Name"), name);
        GridPane.setHgrow(out, Priority.ALWAYS);
        showSphere(false);
    }

    private void addRow(List<Node> group, int row, Node... nodes) {
        addRow(row, nodes);
        group.addAll(List.of(nodes));
    }

    /**
     * Shows the controls for the graph's domain (plane options for a plane, planet options for a
     * sphere) and the graph's own extent and origin as hints (empty fields take them).
     */
    void hintsFor(Graph graph) {
        WorldExtent e = graph.metadata().extent();
        extent.setPromptText(number(e.width()) + "x" + number(e.height()));
        origin.setPromptText(number(e.originX()) + "," + number(e.originY()));
        Domain domain = graph.metadata().domain();
        planet.setText(domain.isSphere() ? "planet radius " + number(domain.radius() / 1000) + " km" : "");
        showSphere(domain.isSphere());
    }

    /** Whether the form shows (and reads) the planet options: the graph is on a sphere. */
    boolean isSphere() {
        return sphere;
    }

    private void showSphere(boolean on) {
        sphere = on;
        planeControls.forEach(n -> show(n, !on));
        planetControls.forEach(n -> show(n, on));
        // A planet's normals always come from the gradient: differences of heights would cross faces.
        String chosen = normalsFrom.getValue();
        normalsFrom.getItems().setAll(on ? List.of("auto", "gradient") : List.of("auto", "gradient", "heights"));
        normalsFrom.setValue(normalsFrom.getItems().contains(chosen) ? chosen : "auto");
    }

    private static void show(Node n, boolean visible) {
        n.setVisible(visible);
        n.setManaged(visible);
    }

    private void layoutChanged() {
        boolean cube = CUBE.equals(planetLayout.getValue());
        faces.setDisable(!cube);
        mapping.setDisable(!cube);
        equirectWidth.setDisable(cube);
        equirectHeight.setDisable(cube);
    }

    private static String defaultHeight(String width) {
        try {
            int w = Integer.parseInt(width.strip());
            return w >= 3 ? Integer.toString(PlanetOptions.equirectHeight(w)) : "";
        } catch (NumberFormatException e) {
            return "";
        }
    }

    /**
     * Why {@code p} does not fit this graph's domain (it holds plane sizes for a sphere graph, or
     * planet sizes for a plane graph), or null when it fits. Such a profile is refused by
     * {@code orogen export --profile} as well.
     */
    String mismatch(ExportProfile p) {
        List<String> foreign = (sphere ? PLANE_OPTIONS : PLANET_OPTIONS).stream()
                .filter(k -> p.option(k) != null).toList();
        if (foreign.isEmpty()) {
            return null;
        }
        return "Profile '" + p.name() + "' holds " + String.join(", ", foreign) + (sphere
                ? ", plane sizes, but this graph is a sphere: the dialog shows the planet map instead; "
                : ", planet sizes, but this graph is on a plane: the dialog shows the plane size instead; ")
                + "save the profile again to match what the dialog exports.";
    }

    /** Every control, to listen for changes. */
    List<Observable> changes() {
        List<Observable> all = new ArrayList<>(List.of(preset.valueProperty(), size.textProperty(),
                extent.textProperty(), origin.textProperty(), splat.textProperty(), tiles.textProperty(),
                overlap.textProperty(), template.textProperty(), range.valueProperty(), rangeMin.textProperty(),
                rangeMax.textProperty(), normals.valueProperty(), normalsFrom.valueProperty(), exr.valueProperty(),
                out.textProperty(), name.textProperty(), planetLayout.valueProperty(), faces.textProperty(),
                mapping.valueProperty(), equirectWidth.textProperty(), equirectHeight.textProperty()));
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
        if (sphere) {
            readPlanet(o);
        } else {
            readPlane(o);
        }
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

    private void readPlane(Map<String, String> o) {
        if (NO_PRESET.equals(preset.getValue())) {
            put(o, "size", size.getText(), "1025");
        } else {
            o.put("preset", preset.getValue());
        }
        put(o, "extent", extent.getText(), "");
        put(o, "origin", origin.getText(), "");
        put(o, "tiles", tiles.getText(), "1");
        put(o, "overlap", overlap.getText(), "");
    }

    /** The planet map: always explicit, since a planet export has no default size. */
    private void readPlanet(Map<String, String> o) {
        if (CUBE.equals(planetLayout.getValue())) {
            put(o, "planet-faces", faces.getText(), "");
            put(o, "cube-mapping", mapping.getValue(), "gnomonic");
        } else {
            String w = equirectWidth.getText().strip();
            String h = equirectHeight.getText().strip();
            put(o, "planet-equirect", h.isEmpty() || w.isEmpty() ? w : w + "x" + h, "");
        }
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
        fillPlanet(p);
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

    private void fillPlanet(ExportProfile p) {
        String equirect = p.option("planet-equirect");
        planetLayout.setValue(equirect != null ? EQUIRECT : CUBE);
        faces.setText(value(p, "planet-faces", "1025"));
        mapping.setValue(value(p, "cube-mapping", "gnomonic").toLowerCase(Locale.ROOT));
        String[] wh = (equirect != null ? equirect : "4097").toLowerCase(Locale.ROOT).split("x", 2);
        equirectWidth.setText(wh[0].strip());
        equirectHeight.setText(wh.length > 1 ? wh[1].strip() : "");
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
