package org.orogen.editor;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import javafx.geometry.Point2D;
import javafx.scene.layout.Pane;
import org.orogen.editor.canvas.CanvasActions;
import org.orogen.editor.canvas.ConnectionVerdict;
import org.orogen.editor.canvas.GraphCanvas;
import org.orogen.editor.canvas.NodeView;
import org.orogen.editor.canvas.PendingWire;
import org.orogen.editor.edit.EditorEdits;
import org.orogen.editor.palette.NodePalette;
import org.orogen.graph.Edge;
import org.orogen.graph.PortRef;
import org.orogen.graph.Position;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.edit.AddNode;
import org.orogen.graph.edit.Connect;
import org.orogen.graph.edit.Disconnect;
import org.orogen.graph.edit.EditCommand;
import org.orogen.graph.edit.EditCommentText;
import org.orogen.graph.edit.SetCommentBounds;
import org.orogen.graph.edit.MoveNodes;
import org.orogen.graph.edit.RenameNode;
import org.orogen.graph.rules.ConnectionCheck;
import org.orogen.graph.rules.ConnectionRule;

/**
 * Carries out the canvas's requests on the session with the model's commands, and runs the
 * node palette for Tab / Space / a wire dropped on empty space.
 */
final class CanvasEditing implements CanvasActions {
    private final EditorSession session;
    private final NodePalette palette;
    private final Pane paletteLayer;
    private GraphCanvas canvas;
    private java.util.function.Consumer<String> openNode = id -> { };

    CanvasEditing(EditorSession session, NodePalette palette, Pane paletteLayer) {
        this.session = session;
        this.palette = palette;
        this.paletteLayer = paletteLayer;
    }

    void attach(GraphCanvas graphCanvas) {
        this.canvas = graphCanvas;
    }

    @Override
    public ConnectionVerdict checkConnection(PortRef output, PortRef input) {
        ConnectionCheck check = ConnectionRule.check(session.graph(), session.types(), output, input);
        return check.allowed() ? ConnectionVerdict.OK : ConnectionVerdict.refused(check.message());
    }

    @Override
    public void connect(PortRef output, PortRef input) {
        if (session.execute(new Connect(output, input))) session.report("Connected " + output + " → " + input);
    }

    @Override
    public void reroute(Edge edge, PortRef newInput) {
        session.execute(EditorEdits.reroute(edge, newInput));
    }

    @Override
    public void disconnect(Edge edge) {
        if (session.execute(new Disconnect(edge))) session.report("Disconnected " + edge);
    }

    @Override
    public void moveNodes(Map<String, Position> positions) {
        session.execute(new MoveNodes(positions));
        session.endMerge();
    }

    @Override
    public void moveComment(String commentId, double x, double y, Map<String, Position> nodePositions) {
        var c = session.graph().comment(commentId);
        if (c.isEmpty()) return;
        session.execute(new SetCommentBounds(commentId, x, y, c.get().width(), c.get().height(), nodePositions));
        session.endMerge();
    }

    @Override
    public void resizeComment(String commentId, double width, double height) {
        var c = session.graph().comment(commentId);
        if (c.isEmpty()) return;
        session.execute(new SetCommentBounds(commentId, c.get().x(), c.get().y(), width, height, Map.of()));
        session.endMerge();
    }

    @Override
    public void editCommentText(String commentId, String text) {
        session.execute(new EditCommentText(commentId, text));
    }

    @Override
    public void insertOnWire(String nodeId, Edge edge) {
        if (session.execute(EditorEdits.insertOnWire(nodeId, edge))) session.report("Inserted " + nodeId + " on the wire");
    }

    @Override
    public void refused(String reason) {
        session.report("Not connected: " + reason);
    }

    @Override
    public void rename(String nodeId, String label) {
        session.execute(new RenameNode(nodeId, label));
    }

    /** What double-clicking a node's body does (the stage opens subgraphs). */
    void setOnOpen(java.util.function.Consumer<String> action) {
        this.openNode = action;
    }

    @Override
    public void open(String nodeId) {
        openNode.accept(nodeId);
    }

    @Override
    public void addNode(String typeId, Position position) {
        add(typeId, position);
    }

    /** Adds a node with its title centred at {@code at}; returns its id, or empty when refused. */
    Optional<String> add(String typeId, Position at) {
        return add(typeId, at, null);
    }

    /**
     * Adds a node, and when {@code pending} is given wires it to the port the dropped wire came
     * from, in the same undo step.
     */
    private Optional<String> add(String typeId, Position at, PendingWire pending) {
        Position corner = new Position(Math.round(at.x() - NodeView.WIDTH / 2), Math.round(at.y() - 13));
        AddNode add = AddNode.ofType(session.graph(), typeId, corner);
        EditCommand command = add;
        Optional<PortDefinition> port = pending == null ? Optional.empty()
                : session.catalog().find(typeId).flatMap(d -> compatiblePort(d, pending));
        if (port.isPresent()) {
            PortRef mine = new PortRef(add.node().id(), port.get().name());
            Connect connect = pending.fromInput() ? new Connect(mine, pending.port()) : new Connect(pending.port(), mine);
            command = EditorEdits.all(add.description(), List.of(add, connect));
        }
        if (!session.execute(command)) return Optional.empty();
        session.selection().set(java.util.Set.of(add.node().id()));
        session.report("Added " + add.node().id() + (port.isPresent() ? " and connected it" : ""));
        return Optional.of(add.node().id());
    }

    @Override
    public void openPalette(Point2D graphPoint, Point2D screenPoint, PendingWire pending) {
        Predicate<NodeDefinition> allowed = pending == null ? d -> true : d -> compatiblePort(d, pending).isPresent();
        double x = Math.max(0, Math.min(screenPoint.getX(), paletteLayer.getWidth() - palette.getPrefWidth()));
        double y = Math.max(0, Math.min(screenPoint.getY(), paletteLayer.getHeight() - 420));
        palette.relocate(x, y);
        palette.open(session.catalog().definitions().stream()
                        .filter(d -> !d.id().equals(org.orogen.graph.ModelNodeTypes.SUBGRAPH)).toList(),
                allowed,
                chosen -> add(chosen.id(), new Position(graphPoint.getX(), graphPoint.getY()), pending),
                () -> canvas.requestFocus());
    }

    /** The first port of {@code def} a wire from {@code pending} may attach to. */
    static Optional<PortDefinition> compatiblePort(NodeDefinition def, PendingWire pending) {
        if (pending.fromInput()) {
            return def.outputs().stream().filter(p -> p.type().canFeed(pending.type())).findFirst();
        }
        return def.inputs().stream().filter(p -> pending.type().canFeed(p.type())).findFirst();
    }
}
