package org.orogen.editor.canvas;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.css.PseudoClass;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import org.orogen.graph.Node;
import org.orogen.graph.PortRef;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.PortDefinition;

/**
 * How one graph node looks on the canvas: a title bar in its category's colour (with the
 * label and a diagnostics badge), one row per output then per input with coloured port dots
 * on the edges, and a thumbnail of the node's output.
 *
 * <p>Geometry is computed, not measured (fixed width and row height), so wire end points
 * ({@link #portAnchor}) are exact without waiting for a layout pass. The view lives in graph
 * coordinates: its layout position is the node's {@link org.orogen.graph.Position}.
 */
public final class NodeView extends Region {
    public static final double WIDTH = 168;
    static final double TITLE_HEIGHT = 26;
    static final double ROW_HEIGHT = 20;
    static final double THUMB_SIZE = 72;
    private static final double PAD = 6;
    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");

    private final String nodeId;
    private final HBox title = new HBox(6);
    private final Label titleLabel = new Label();
    private final Label badge = new Label();
    private final ImageView thumbnail = new ImageView();
    private final List<PortView> inputs = new ArrayList<>();
    private final List<PortView> outputs = new ArrayList<>();
    private final List<Label> portLabels = new ArrayList<>();
    private Node node;
    private NodeDefinition definition;
    private double height;
    private String shownProblems = "0|false|";

    NodeView(Node node, Optional<NodeDefinition> definition) {
        this.nodeId = node.id();
        setId("node-" + node.id());
        getStyleClass().add("node-view");
        titleLabel.setId("node-title-" + node.id());
        title.getStyleClass().add("node-title");
        title.setAlignment(Pos.CENTER_LEFT);
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        badge.setVisible(false);
        badge.setManaged(false);
        badge.setId("badge-" + node.id());
        title.getChildren().addAll(titleLabel, spring, badge);
        thumbnail.getStyleClass().add("thumbnail");
        thumbnail.setFitWidth(THUMB_SIZE);
        thumbnail.setFitHeight(THUMB_SIZE);
        thumbnail.setSmooth(true);
        getChildren().addAll(title, thumbnail);
        update(node, definition);
    }

    public String nodeId() {
        return nodeId;
    }

    public Node node() {
        return node;
    }

    /** The definition this view was built from, or null when the node's type is unknown. */
    public NodeDefinition definition() {
        return definition;
    }

    /**
     * Shows a new snapshot of the node. Ports are rebuilt only when the definition changes
     * (rare: a subgraph file changed), so parameter edits stay cheap.
     */
    void update(Node newNode, Optional<NodeDefinition> newDefinition) {
        this.node = newNode;
        NodeDefinition def = newDefinition.orElse(null);
        String shownName = !newNode.label().isEmpty() ? newNode.label()
                : def != null ? def.displayName() : newNode.typeId();
        titleLabel.setText(shownName);
        Color colour = def != null ? CategoryColors.of(def.category()) : Color.web("#5c2b2e");
        title.setStyle("-fx-background-color: " + toCss(colour) + ";");
        Tooltip.install(title, new Tooltip(def != null ? def.displayName() + " (" + def.id() + ")"
                : "Unknown node type '" + newNode.typeId() + "'"));
        if (def != definition || inputs.isEmpty() && outputs.isEmpty()) {
            definition = def;
            rebuildPorts();
        }
        setLayoutX(newNode.position().x());
        setLayoutY(newNode.position().y());
    }

    private void rebuildPorts() {
        getChildren().removeAll(inputs);
        getChildren().removeAll(outputs);
        getChildren().removeAll(portLabels);
        inputs.clear();
        outputs.clear();
        portLabels.clear();
        if (definition != null) {
            for (PortDefinition p : definition.outputs()) {
                outputs.add(new PortView(new PortRef(nodeId, p.name()), p, false));
                portLabels.add(portLabel(p, false));
            }
            for (PortDefinition p : definition.inputs()) {
                inputs.add(new PortView(new PortRef(nodeId, p.name()), p, true));
                portLabels.add(portLabel(p, true));
            }
        }
        getChildren().addAll(portLabels);
        getChildren().addAll(outputs);
        getChildren().addAll(inputs);
        int rows = outputs.size() + inputs.size();
        boolean hasThumb = !outputs.isEmpty();
        thumbnail.setVisible(hasThumb);
        height = TITLE_HEIGHT + PAD + rows * ROW_HEIGHT + (hasThumb ? THUMB_SIZE + PAD : 0) + PAD;
        setPrefSize(WIDTH, height);
        setMinSize(WIDTH, height);
        setMaxSize(WIDTH, height);
        requestLayout();
    }

    private static Label portLabel(PortDefinition p, boolean input) {
        Label l = new Label(p.name() + (input && p.required() ? " *" : ""));
        l.getStyleClass().add("port-label");
        l.setAlignment(input ? Pos.CENTER_LEFT : Pos.CENTER_RIGHT);
        if (!p.documentation().isEmpty()) Tooltip.install(l, new Tooltip(p.documentation()));
        return l;
    }

    @Override
    protected void layoutChildren() {
        title.resizeRelocate(0, 0, WIDTH, TITLE_HEIGHT);
        int row = 0;
        int labelIndex = 0;
        for (PortView p : outputs) {
            double cy = rowCentre(row++);
            p.setCenterX(WIDTH);
            p.setCenterY(cy);
            portLabels.get(labelIndex++).resizeRelocate(10, cy - ROW_HEIGHT / 2, WIDTH - 20, ROW_HEIGHT);
        }
        for (PortView p : inputs) {
            double cy = rowCentre(row++);
            p.setCenterX(0);
            p.setCenterY(cy);
            portLabels.get(labelIndex++).resizeRelocate(10, cy - ROW_HEIGHT / 2, WIDTH - 20, ROW_HEIGHT);
        }
        double thumbY = TITLE_HEIGHT + PAD + row * ROW_HEIGHT;
        thumbnail.relocate((WIDTH - THUMB_SIZE) / 2, thumbY);
    }

    private static double rowCentre(int row) {
        return TITLE_HEIGHT + PAD + row * ROW_HEIGHT + ROW_HEIGHT / 2;
    }

    /** Height of the view in graph units. */
    public double height() {
        return height;
    }

    /** Centre of a port in graph coordinates (where wires attach), or empty for an unknown port. */
    public Optional<Point2D> portAnchor(String port, boolean input) {
        List<PortView> list = input ? inputs : outputs;
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).ref().port().equals(port)) {
                int row = input ? outputs.size() + i : i;
                return Optional.of(new Point2D(getLayoutX() + (input ? 0 : WIDTH), getLayoutY() + rowCentre(row)));
            }
        }
        return Optional.empty();
    }

    public List<PortView> inputs() {
        return inputs;
    }

    public List<PortView> outputs() {
        return outputs;
    }

    public Label titleLabel() {
        return titleLabel;
    }

    public HBox titleBar() {
        return title;
    }

    void setSelected(boolean selected) {
        pseudoClassStateChanged(SELECTED, selected);
    }

    /** Shows a diagnostics badge: count and worst severity; {@code count == 0} hides it. */
    public void showProblems(int count, boolean error, String tooltip) {
        // Called for every node after every edit: skip the work when nothing changed.
        String state = count + "|" + error + "|" + tooltip;
        if (state.equals(shownProblems)) return;
        shownProblems = state;
        badge.setVisible(count > 0);
        badge.setManaged(count > 0);
        badge.getStyleClass().removeAll("badge-error", "badge-warning");
        if (count > 0) {
            badge.setText(error ? "!" + (count > 1 ? " " + count : "") : "⚠" + (count > 1 ? " " + count : ""));
            badge.getStyleClass().add(error ? "badge-error" : "badge-warning");
            badge.setTooltip(new Tooltip(tooltip));
        }
    }

    /** True when the diagnostics badge is showing. */
    public boolean hasBadge() {
        return badge.isVisible();
    }

    public void showThumbnail(Image image) {
        thumbnail.setImage(image);
    }

    public Image thumbnailImage() {
        return thumbnail.getImage();
    }

    private static String toCss(Color c) {
        return String.format("rgb(%d,%d,%d)", (int) (c.getRed() * 255), (int) (c.getGreen() * 255),
                (int) (c.getBlue() * 255));
    }
}
