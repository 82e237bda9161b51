package org.orogen.editor.canvas;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Rectangle;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Translate;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.catalog.PortDefinition;

/**
 * The node-graph canvas: grid, wires, nodes and minimap under a pannable, zoomable
 * {@link Viewport}. It shows immutable graph snapshots ({@link #show}) by reconciling views
 * with node ids, so an edit touches only the views that changed; user gestures
 * ({@link CanvasGestures}) become {@link CanvasActions} requests and never change the graph
 * directly.
 */
public final class GraphCanvas extends Pane {
    /** Dragboard text prefix of a node type dragged from the node library onto the canvas. */
    public static final String NODE_TYPE_DRAG_PREFIX = "orogen-node-type:";
    private final Viewport viewport = new Viewport();
    private final GridLayer grid = new GridLayer(viewport);
    private final Group world = new Group();
    private final Group commentLayer = new Group();
    private final Group wireLayer = new Group();
    private final Group nodeLayer = new Group();
    private final Group dragLayer = new Group();
    private final Pane overlay = new Pane();
    private final Minimap minimap;
    private final Selection selection;
    private final CanvasActions actions;
    private final Map<String, NodeView> views = new HashMap<>();
    private final Map<Edge, WireView> wires = new HashMap<>();
    private final Map<String, CommentView> commentViews = new HashMap<>();
    /** The selected comment frame's id, or null; frames are selected apart from nodes. */
    private String selectedComment;
    private final Map<String, List<WireView>> wiresByNode = new HashMap<>();
    private final Rectangle clip = new Rectangle();
    private Point2D pointer;
    /** Latest thumbnail per node id; kept for removed nodes so undoing a delete shows it at once. */
    private final Map<String, javafx.scene.image.Image> thumbnails = new HashMap<>();
    private Graph graph = Graph.empty();
    private NodeTypes types = node -> Optional.empty();

    public GraphCanvas(Selection selection, CanvasActions actions) {
        this.selection = selection;
        this.actions = actions;
        setId("graph-canvas");
        getStyleClass().add("graph-canvas");
        setFocusTraversable(true);
        Translate pan = new Translate();
        pan.xProperty().bind(viewport.offsetXProperty());
        pan.yProperty().bind(viewport.offsetYProperty());
        Scale zoom = new Scale();
        zoom.xProperty().bind(viewport.scaleProperty());
        zoom.yProperty().bind(viewport.scaleProperty());
        world.getTransforms().addAll(pan, zoom);
        world.getChildren().addAll(commentLayer, wireLayer, nodeLayer, dragLayer);
        overlay.setPickOnBounds(false);
        minimap = new Minimap(this);
        getChildren().addAll(grid, world, overlay, minimap);
        setClip(clip);
        selection.ids().addListener((javafx.collections.SetChangeListener<String>) c -> {
            NodeView v = views.get(c.wasAdded() ? c.getElementAdded() : c.getElementRemoved());
            if (v != null) v.setSelected(c.wasAdded());
        });
        new CanvasGestures(this, actions).install();
    }

    @Override
    protected void layoutChildren() {
        clip.setWidth(getWidth());
        clip.setHeight(getHeight());
        grid.resizeRelocate(0, 0, getWidth(), getHeight());
        overlay.resizeRelocate(0, 0, getWidth(), getHeight());
        minimap.relocate(getWidth() - Minimap.WIDTH - 10, getHeight() - Minimap.HEIGHT - 10);
        minimap.resize(Minimap.WIDTH, Minimap.HEIGHT);
    }

    /** Shows a graph snapshot: adds, updates and removes node and wire views to match it. */
    public void show(Graph newGraph, NodeTypes newTypes) {
        this.graph = newGraph;
        this.types = newTypes;
        Set<String> gone = new HashSet<>(views.keySet());
        for (Node n : newGraph.nodes().values()) {
            gone.remove(n.id());
            NodeView v = views.get(n.id());
            if (v == null) {
                v = new NodeView(n, newTypes.definitionOf(n));
                v.setSelected(selection.contains(n.id()));
                v.showThumbnail(thumbnails.get(n.id()));
                views.put(n.id(), v);
                nodeLayer.getChildren().add(v);
            } else if (!v.node().equals(n) || v.definition() != newTypes.definitionOf(n).orElse(null)) {
                v.update(n, newTypes.definitionOf(n));
            }
        }
        for (String id : gone) {
            nodeLayer.getChildren().remove(views.remove(id));
        }
        selection.retainOnly(newGraph.nodeIds());
        showComments(newGraph);
        rebuildWires();
        minimap.redraw();
    }

    private void showComments(Graph newGraph) {
        Set<String> gone = new HashSet<>(commentViews.keySet());
        for (org.orogen.graph.Comment c : newGraph.comments().values()) {
            gone.remove(c.id());
            CommentView v = commentViews.get(c.id());
            if (v == null) {
                v = new CommentView(c);
                commentViews.put(c.id(), v);
                commentLayer.getChildren().add(v);
            } else {
                v.update(c); // always: a refused drag may have left the view where the mouse was
            }
        }
        for (String id : gone) commentLayer.getChildren().remove(commentViews.remove(id));
        if (selectedComment != null && !commentViews.containsKey(selectedComment)) selectComment(null);
    }

    private void rebuildWires() {
        Set<Edge> gone = new HashSet<>(wires.keySet());
        for (Edge e : graph.edges()) {
            if (!gone.remove(e)) {
                WireView w = new WireView(e, PortColors.of(sourceType(e)));
                wires.put(e, w);
                wireLayer.getChildren().add(w);
            }
        }
        for (Edge e : gone) wireLayer.getChildren().remove(wires.remove(e));
        wiresByNode.clear();
        for (WireView w : wires.values()) {
            wiresByNode.computeIfAbsent(w.edge().from().nodeId(), k -> new ArrayList<>()).add(w);
            wiresByNode.computeIfAbsent(w.edge().to().nodeId(), k -> new ArrayList<>()).add(w);
            placeWire(w);
        }
    }

    private org.orogen.graph.catalog.PortType sourceType(Edge e) {
        NodeView v = views.get(e.from().nodeId());
        if (v != null && v.definition() != null) {
            Optional<PortDefinition> p = v.definition().output(e.from().port());
            if (p.isPresent()) return p.get().type();
        }
        return org.orogen.graph.catalog.PortType.FIELD;
    }

    /** Re-routes the wires touching these nodes (after a live move during a drag). */
    void refreshWires(Set<String> nodeIds) {
        Set<WireView> touched = new HashSet<>();
        for (String id : nodeIds) touched.addAll(wiresByNode.getOrDefault(id, List.of()));
        touched.forEach(this::placeWire);
    }

    private void placeWire(WireView w) {
        NodeView from = views.get(w.edge().from().nodeId());
        NodeView to = views.get(w.edge().to().nodeId());
        Optional<Point2D> a = from == null ? Optional.empty() : from.portAnchor(w.edge().from().port(), false);
        Optional<Point2D> b = to == null ? Optional.empty() : to.portAnchor(w.edge().to().port(), true);
        // A wire to a port the definition lacks (file from a newer library) stays hidden; the
        // validator reports it on the node.
        w.setVisible(a.isPresent() && b.isPresent());
        if (a.isPresent() && b.isPresent()) w.setEnds(a.get(), b.get());
    }

    // ---- queries used by gestures, the minimap, the editor and tests ----

    public Viewport viewport() {
        return viewport;
    }

    public Graph graph() {
        return graph;
    }

    public NodeTypes types() {
        return types;
    }

    public Selection selection() {
        return selection;
    }

    public Optional<NodeView> nodeView(String id) {
        return Optional.ofNullable(views.get(id));
    }

    public Optional<WireView> wireView(Edge edge) {
        return Optional.ofNullable(wires.get(edge));
    }

    public java.util.Collection<NodeView> nodeViews() {
        return views.values();
    }

    public Optional<CommentView> commentView(String id) {
        return Optional.ofNullable(commentViews.get(id));
    }

    public java.util.Collection<CommentView> commentViews() {
        return commentViews.values();
    }

    /** The selected comment frame's id, or null. */
    public String selectedComment() {
        return selectedComment;
    }

    /** Selects a comment frame (null: none). */
    public void selectComment(String id) {
        if (selectedComment != null) commentView(selectedComment).ifPresent(v -> v.setSelected(false));
        selectedComment = id != null && commentViews.containsKey(id) ? id : null;
        if (selectedComment != null) commentViews.get(selectedComment).setSelected(true);
    }

    /** The topmost comment frame whose title bar contains the graph point. */
    public Optional<CommentView> commentTitleAt(Point2D g) {
        return topmostComment(v -> new BoundingBox(v.getLayoutX(), v.getLayoutY(), v.width(),
                CommentView.TITLE_HEIGHT).contains(g));
    }

    /** The topmost comment frame whose resize handle (bottom-right corner) contains the graph point. */
    public Optional<CommentView> commentHandleAt(Point2D g) {
        return topmostComment(v -> new BoundingBox(v.getLayoutX() + v.width() - CommentView.HANDLE,
                v.getLayoutY() + v.height() - CommentView.HANDLE, CommentView.HANDLE, CommentView.HANDLE).contains(g));
    }

    private Optional<CommentView> topmostComment(java.util.function.Predicate<CommentView> hit) {
        List<javafx.scene.Node> children = commentLayer.getChildren();
        for (int i = children.size() - 1; i >= 0; i--) {
            CommentView v = (CommentView) children.get(i);
            if (hit.test(v)) return Optional.of(v);
        }
        return Optional.empty();
    }

    /** Ids of the nodes whose box centre lies inside the frame: they move with it. */
    public Set<String> nodesInside(CommentView frame) {
        Bounds f = new BoundingBox(frame.getLayoutX(), frame.getLayoutY(), frame.width(), frame.height());
        Set<String> inside = new HashSet<>();
        for (NodeView v : views.values()) {
            Bounds b = boxOf(v);
            if (f.contains(b.getCenterX(), b.getCenterY())) inside.add(v.nodeId());
        }
        return inside;
    }

    /** Opens the in-place text field on a comment frame's title. */
    public void startCommentEdit(String commentId) {
        commentView(commentId).ifPresent(v -> new CommentTextField(this, actions).open(v));
    }

    Group dragLayer() {
        return dragLayer;
    }

    Pane overlay() {
        return overlay;
    }

    /** Graph point under a point in this pane's coordinates. */
    public Point2D toGraph(Point2D local) {
        return viewport.toGraph(local.getX(), local.getY());
    }

    /** This pane's coordinates of a graph point. */
    public Point2D toLocal(Point2D graphPoint) {
        return viewport.toScreen(graphPoint.getX(), graphPoint.getY());
    }

    /** The topmost node whose box contains the graph point. */
    public Optional<NodeView> nodeAt(Point2D g) {
        List<javafx.scene.Node> children = nodeLayer.getChildren();
        for (int i = children.size() - 1; i >= 0; i--) {
            NodeView v = (NodeView) children.get(i);
            if (boxOf(v).contains(g)) return Optional.of(v);
        }
        return Optional.empty();
    }

    /** The port whose dot is nearest the graph point within {@code radius} graph units. */
    public Optional<PortView> portNear(Point2D g, double radius) {
        PortView best = null;
        double bestDistance = radius;
        for (NodeView v : views.values()) {
            if (!boxOf(v).contains(g) && !expanded(boxOf(v), radius).contains(g)) continue;
            for (PortView p : v.inputs()) {
                double d = v.portAnchor(p.ref().port(), true).orElseThrow().distance(g);
                if (d <= bestDistance) { best = p; bestDistance = d; }
            }
            for (PortView p : v.outputs()) {
                double d = v.portAnchor(p.ref().port(), false).orElseThrow().distance(g);
                if (d <= bestDistance) { best = p; bestDistance = d; }
            }
        }
        return Optional.ofNullable(best);
    }

    /** The wire nearest the graph point within {@code tolerance} graph units. */
    public Optional<WireView> wireNear(Point2D g, double tolerance) {
        WireView best = null;
        double bestDistance = tolerance;
        for (WireView w : wires.values()) {
            if (!w.isVisible() || !expanded(w.getBoundsInParent(), tolerance).contains(g)) continue;
            double d = w.distanceTo(g);
            if (d <= bestDistance) { best = w; bestDistance = d; }
        }
        return Optional.ofNullable(best);
    }

    /** A node's box in graph coordinates (computed, valid before layout). */
    public static Bounds boxOf(NodeView v) {
        return new BoundingBox(v.getLayoutX(), v.getLayoutY(), NodeView.WIDTH, v.height());
    }

    private static Bounds expanded(Bounds b, double by) {
        return new BoundingBox(b.getMinX() - by, b.getMinY() - by, b.getWidth() + 2 * by, b.getHeight() + 2 * by);
    }

    /** Bounds of all nodes (graph coordinates), or null when the graph is empty. */
    public Bounds contentBounds() {
        return boundsOf(views.values());
    }

    private static Bounds boundsOf(java.util.Collection<NodeView> list) {
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (NodeView v : list) {
            Bounds b = boxOf(v);
            minX = Math.min(minX, b.getMinX());
            minY = Math.min(minY, b.getMinY());
            maxX = Math.max(maxX, b.getMaxX());
            maxY = Math.max(maxY, b.getMaxY());
        }
        return list.isEmpty() ? null : new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }

    /** Fits every node into view (key A), zooming out no further than titles stay legible. */
    public void frameAll() {
        viewport.frame(contentBounds(), getWidth(), getHeight(), 40, Viewport.LEGIBLE_SCALE);
    }

    /** Fits the selected nodes into view (key F); frames everything when nothing is selected. */
    public void frameSelection() {
        List<NodeView> chosen = selection.ids().stream().map(views::get).filter(v -> v != null).toList();
        if (chosen.isEmpty()) {
            frameAll();
        } else {
            viewport.frame(boundsOf(chosen), getWidth(), getHeight(), 60);
        }
    }

    /**
     * The graph point under the mouse the last time it was over the canvas, or the centre of
     * the view when it never was (where pasted nodes go).
     */
    public Point2D pointerInGraph() {
        return toGraph(pointer != null ? pointer : new Point2D(getWidth() / 2, getHeight() / 2));
    }

    void setPointer(Point2D local) {
        pointer = local;
    }

    /** Shows a node's thumbnail (and remembers it for views created later). */
    public void setThumbnail(String nodeId, javafx.scene.image.Image image) {
        thumbnails.put(nodeId, image);
        nodeView(nodeId).ifPresent(v -> v.showThumbnail(image));
    }

    /** Opens the in-place name field on a node's title (F2). */
    public void startRename(String nodeId) {
        nodeView(nodeId).ifPresent(v -> new RenameField(this, actions).open(v));
    }

    /** Brings a node to the front (the one being dragged draws over its neighbours). */
    void toFront(NodeView v) {
        v.toFront();
    }
}
