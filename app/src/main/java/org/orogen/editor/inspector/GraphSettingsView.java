package org.orogen.editor.inspector;

import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.orogen.graph.Domain;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.edit.RemoveExposedParameter;
import org.orogen.graph.edit.RenameExposedParameter;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.catalog.ParameterCheck;
import org.orogen.graph.edit.EditCommand;
import org.orogen.graph.edit.SetGraphSettings;

/**
 * What the inspector shows when no node is selected: the graph's title, its global seed (one
 * number that re-rolls every node's variation, with a dice button), its world extent in
 * metres, its domain (a plane, or a sphere with its radius in km) and its exposed parameters
 * (rename, remove). Each change is one {@link SetGraphSettings} step; bad input is refused with a reason.
 */
final class GraphSettingsView extends GridPane {
    private final TextField title = new TextField();
    private final TextField seed = new TextField();
    private final TextField width = new TextField();
    private final TextField height = new TextField();
    private final ChoiceBox<String> domain = new ChoiceBox<>();
    private final TextField radius = new TextField(format(Domain.EARTH_RADIUS / 1000));
    /** Set while {@link #show} fills the fields, so the domain choice does not read as an edit. */
    private boolean showing;
    private final Consumer<EditCommand> edit;
    private final Consumer<String> refuse;
    private Graph shown = Graph.empty();

    private final NamePrompt names;
    private final VBox exposedList = new VBox(4);

    GraphSettingsView(Consumer<EditCommand> edit, Consumer<String> refuse, NamePrompt names) {
        this.edit = edit;
        this.refuse = refuse;
        this.names = names;
        setId("graph-settings");
        setHgap(8);
        setVgap(8);
        title.setId("graph-title");
        seed.setId("graph-seed");
        width.setId("graph-width");
        height.setId("graph-height");
        Button dice = new Button("⚄");
        dice.setId("graph-seed-randomize");
        dice.setTooltip(new Tooltip("A new global seed: every noise node changes its variation"));
        dice.setOnAction(e -> edit.accept(SetGraphSettings.seed(shown,
                ThreadLocalRandom.current().nextLong(ParameterCheck.MAX_SEED + 1))));
        addRow(0, new Label("Title"), title);
        addRow(1, new Label("Global seed"), seed, dice);
        addRow(2, new Label("Width (m)"), width);
        addRow(3, new Label("Height (m)"), height);
        domain.setId("graph-domain");
        domain.getItems().setAll(PLANE, SPHERE);
        domain.setTooltip(new Tooltip("Plane: a terrain of width × height metres. Sphere: a whole planet (cube-map"
                + " and equirectangular exports, globe preview); noise is evaluated on its surface, without seams"));
        radius.setId("graph-radius");
        radius.setTooltip(new Tooltip("The planet's radius in km (Earth: 6371)"));
        addRow(4, new Label("Domain"), domain);
        addRow(5, new Label("Radius (km)"), radius);
        Label exposedTitle = new Label("Exposed parameters");
        exposedTitle.getStyleClass().add("title-4");
        exposedList.setId("exposed-list");
        add(exposedTitle, 0, 6, 3, 1);
        add(exposedList, 0, 7, 3, 1);
        setAlignment(Pos.TOP_LEFT);
        commitOn(title, this::commitTitle);
        commitOn(seed, this::commitSeed);
        commitOn(width, this::commitExtent);
        commitOn(height, this::commitExtent);
        commitOn(radius, this::commitDomain);
        domain.valueProperty().addListener((o, a, b) -> {
            if (!showing) {
                commitDomain();
            }
        });
    }

    private static final String PLANE = "Plane";
    private static final String SPHERE = "Sphere (planet)";

    private static void commitOn(TextField field, Runnable commit) {
        field.setOnAction(e -> commit.run());
        field.focusedProperty().addListener((o, was, is) -> {
            if (!is) commit.run();
        });
    }

    void show(Graph graph) {
        shown = graph;
        title.setText(graph.metadata().title());
        seed.setText(Long.toString(graph.seed()));
        width.setText(format(graph.metadata().extent().width()));
        height.setText(format(graph.metadata().extent().height()));
        Domain d = graph.metadata().domain();
        showing = true;
        try {
            domain.setValue(d.isSphere() ? SPHERE : PLANE);
        } finally {
            showing = false;
        }
        if (d.isSphere()) {
            radius.setText(format(d.radius() / 1000));
        }
        radius.setDisable(!d.isSphere());
        // A planet has no extent: its maps cover the whole sphere.
        width.setDisable(d.isSphere());
        height.setDisable(d.isSphere());
        showExposed(graph);
    }

    /** One line per exposed parameter: its name, the inner node's parameter, Rename and Remove. */
    private void showExposed(Graph graph) {
        exposedList.getChildren().clear();
        if (graph.exposedParameters().isEmpty()) {
            Label none = new Label("None. Expose a node's parameter with its pin button (⇱) or right-click "
                    + "▸ Expose as…; graphs using this one as a subgraph can then set it.");
            none.setWrapText(true);
            none.getStyleClass().add("text-muted");
            exposedList.getChildren().add(none);
            return;
        }
        for (ExposedParameter p : graph.exposedParameters()) {
            Label what = new Label(p.name() + "  →  " + p.nodeId() + "." + p.parameter());
            what.setId("exposed-" + p.name());
            Button rename = new Button("Rename");
            rename.setId("exposed-rename-" + p.name());
            rename.getStyleClass().addAll("flat", "small");
            rename.setOnAction(e -> names.ask("Rename exposed parameter", "New name for '" + p.name() + "':", p.name())
                    .ifPresent(n -> edit.accept(new RenameExposedParameter(p.name(), n))));
            Button remove = new Button("Remove");
            remove.setId("exposed-remove-" + p.name());
            remove.getStyleClass().addAll("flat", "small");
            remove.setOnAction(e -> edit.accept(new RemoveExposedParameter(p.name())));
            Region spring = new Region();
            HBox.setHgrow(spring, Priority.ALWAYS);
            HBox row = new HBox(6, what, spring, rename, remove);
            row.setAlignment(Pos.CENTER_LEFT);
            exposedList.getChildren().add(row);
        }
    }

    private void commitTitle() {
        if (!title.getText().equals(shown.metadata().title())) {
            edit.accept(SetGraphSettings.metadata(shown, shown.metadata().withTitle(title.getText())));
        }
    }

    private void commitSeed() {
        try {
            long s = Long.parseLong(seed.getText().strip());
            if (s < 0 || s > ParameterCheck.MAX_SEED) {
                refuse.accept("Global seed " + s + " is outside [0, " + ParameterCheck.MAX_SEED + "]; pick a seed in that range");
            } else if (s != shown.seed()) {
                edit.accept(SetGraphSettings.seed(shown, s));
                return;
            }
        } catch (NumberFormatException e) {
            refuse.accept("'" + seed.getText().strip() + "' is not a whole number; type a seed such as 1234");
        }
        show(shown);
    }

    private void commitExtent() {
        try {
            double w = Double.parseDouble(width.getText().strip());
            double h = Double.parseDouble(height.getText().strip());
            if (!(w > 0) || !(h > 0) || !Double.isFinite(w) || !Double.isFinite(h)) {
                refuse.accept("The world extent must be positive metres, e.g. 4096");
            } else {
                WorldExtent old = shown.metadata().extent();
                if (w != old.width() || h != old.height()) {
                    edit.accept(SetGraphSettings.metadata(shown, shown.metadata().withExtent(
                            new WorldExtent(old.originX(), old.originY(), w, h))));
                    return;
                }
            }
        } catch (NumberFormatException e) {
            refuse.accept("The extent must be a number of metres, e.g. 4096");
        }
        show(shown);
    }

    /** The domain choice or the radius changed: one settings step when the domain differs. */
    private void commitDomain() {
        Domain old = shown.metadata().domain();
        Domain wanted = Domain.PLANE;
        if (SPHERE.equals(domain.getValue())) {
            double km;
            try {
                km = Double.parseDouble(radius.getText().strip());
            } catch (NumberFormatException e) {
                refuse.accept("The radius must be a number of km, e.g. 6371 for an Earth-sized planet");
                show(shown);
                return;
            }
            double metres = km * 1000;
            if (!(metres >= Domain.MIN_RADIUS && metres <= Domain.MAX_RADIUS)) {
                refuse.accept("A planet's radius must be between " + format(Domain.MIN_RADIUS / 1000) + " and "
                        + format(Domain.MAX_RADIUS / 1000) + " km, got " + radius.getText().strip() + " km");
                show(shown);
                return;
            }
            wanted = Domain.sphere(metres);
        }
        if (!wanted.equals(old)) {
            edit.accept(SetGraphSettings.metadata(shown, shown.metadata().withDomain(wanted)));
            return;
        }
        show(shown);
    }

    private static String format(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.3f", v);
    }
}
