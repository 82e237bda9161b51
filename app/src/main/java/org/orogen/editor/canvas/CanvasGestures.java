package org.orogen.editor.canvas;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.input.DragEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.shape.Rectangle;
import org.orogen.graph.Edge;
import org.orogen.graph.Position;

/**
 * Turns mouse and keyboard input on the canvas into view changes (pan, zoom, selection) and
 * {@link CanvasActions} requests (move, connect, disconnect, insert, palette, comment frames). One small state
 * machine: a press decides the gesture, drags update it, the release commits it, so each
 * gesture is exactly one request (one undo step).
 */
final class CanvasGestures {
    private static final double PORT_PICK_PIXELS = 10;
    private static final double WIRE_PICK_PIXELS = 6;

    private enum Mode { IDLE, PAN, BOX, NODE_DRAG, WIRE_DRAG, COMMENT_MOVE, COMMENT_RESIZE }

    private final GraphCanvas canvas;
    private final CanvasActions actions;
    private final Rectangle box = new Rectangle();
    private final WireDrag wireDrag;
    private Mode mode = Mode.IDLE;
    private Point2D pressLocal;
    private Point2D lastLocal = Point2D.ZERO;
    private boolean moved;
    private boolean spaceDown;
    private boolean spacePanned;
    private Set<String> boxBase = Set.of();
    private final Map<String, Position> dragStart = new HashMap<>();
    private WireView insertTarget;
    /** The frame being moved or resized, and its bounds when the drag began. */
    private CommentView commentDrag;
    private double[] commentStart;

    CanvasGestures(GraphCanvas canvas, CanvasActions actions) {
        this.canvas = canvas;
        this.actions = actions;
        this.wireDrag = new WireDrag(canvas, actions);
        box.getStyleClass().add("selection-box");
        box.setVisible(false);
        box.setMouseTransparent(true);
    }

    void install() {
        canvas.overlay().getChildren().add(box);
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, e -> {
            lastLocal = local(e);
            canvas.setPointer(lastLocal);
        });
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, this::clicked);
        canvas.addEventHandler(ScrollEvent.SCROLL, this::scrolled);
        canvas.addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
        canvas.addEventHandler(KeyEvent.KEY_RELEASED, this::keyReleased);
        canvas.setOnDragOver(this::dragOver);
        canvas.setOnDragDropped(this::dragDropped);
    }

    private Point2D local(MouseEvent e) {
        return canvas.sceneToLocal(e.getSceneX(), e.getSceneY());
    }

    private double pixels(double screenPixels) {
        return screenPixels / canvas.viewport().scale();
    }

    private void pressed(MouseEvent e) {
        canvas.requestFocus();
        pressLocal = local(e);
        lastLocal = pressLocal;
        moved = false;
        Point2D g = canvas.toGraph(pressLocal);
        if (e.getButton() == MouseButton.MIDDLE || e.getButton() == MouseButton.PRIMARY && spaceDown) {
            mode = Mode.PAN;
            spacePanned = spaceDown;
            return;
        }
        if (e.getButton() != MouseButton.PRIMARY) return;
        Optional<PortView> port = canvas.portNear(g, pixels(PORT_PICK_PIXELS));
        if (port.isPresent()) {
            pressOnPort(port.get(), e.isAltDown());
            return;
        }
        Optional<NodeView> node = canvas.nodeAt(g);
        if (node.isPresent()) {
            canvas.selectComment(null);
            pressOnNode(node.get(), e);
            return;
        }
        // Nodes draw over frames, so they win; then a frame's corner handle, then its title bar.
        Optional<CommentView> handle = canvas.commentHandleAt(g);
        Optional<CommentView> title = handle.isPresent() ? handle : canvas.commentTitleAt(g);
        if (title.isPresent()) {
            pressOnComment(title.get(), handle.isPresent());
            return;
        }
        canvas.selectComment(null);
        Optional<WireView> wire = canvas.wireNear(g, pixels(WIRE_PICK_PIXELS));
        if (wire.isPresent() && e.isAltDown()) {
            actions.disconnect(wire.get().edge());
            mode = Mode.IDLE;
            return;
        }
        mode = Mode.BOX;
        boxBase = e.isShiftDown() || e.isShortcutDown() ? canvas.selection().snapshot() : Set.of();
    }

    private void pressOnPort(PortView port, boolean alt) {
        Optional<Edge> feeding = port.isInput() ? canvas.graph().edgeInto(port.ref()) : Optional.empty();
        if (alt) {
            feeding.ifPresent(actions::disconnect);
            mode = Mode.IDLE;
            return;
        }
        mode = Mode.WIRE_DRAG;
        if (feeding.isPresent()) {
            // Grabbing a connected input picks the wire up by its end, as in Blender and Gaea:
            // drop it elsewhere to re-route, on empty space to disconnect.
            wireDrag.startDetached(feeding.get());
        } else {
            wireDrag.start(port);
        }
    }

    private void pressOnNode(NodeView node, MouseEvent e) {
        Selection selection = canvas.selection();
        String id = node.nodeId();
        if (e.isShortcutDown()) {
            selection.toggle(id);
        } else if (e.isShiftDown()) {
            selection.add(id);
        } else if (!selection.contains(id)) {
            selection.set(Set.of(id));
        } else {
            // Re-add so this node becomes the one the inspector shows.
            selection.ids().remove(id);
            selection.add(id);
        }
        if (!selection.contains(id)) {
            mode = Mode.IDLE;
            return;
        }
        mode = Mode.NODE_DRAG;
        dragStart.clear();
        for (String s : selection.ids()) {
            canvas.nodeView(s).ifPresent(v -> dragStart.put(s, v.node().position()));
        }
        canvas.toFront(node);
    }

    /**
     * Selects the frame alone (so Delete removes it, not nodes) and starts moving it with the
     * nodes inside, or resizing it from the corner.
     */
    private void pressOnComment(CommentView frame, boolean resize) {
        canvas.selection().clear();
        canvas.selectComment(frame.commentId());
        commentDrag = frame;
        commentStart = new double[] {frame.getLayoutX(), frame.getLayoutY(), frame.width(), frame.height()};
        dragStart.clear();
        if (!resize) {
            for (String id : canvas.nodesInside(frame)) {
                canvas.nodeView(id).ifPresent(v -> dragStart.put(id, v.node().position()));
            }
        }
        mode = resize ? Mode.COMMENT_RESIZE : Mode.COMMENT_MOVE;
    }

    private void dragComment(Point2D now) {
        if (!moved) return;
        Point2D g0 = canvas.toGraph(pressLocal);
        Point2D g1 = canvas.toGraph(now);
        double dx = g1.getX() - g0.getX();
        double dy = g1.getY() - g0.getY();
        if (mode == Mode.COMMENT_RESIZE) {
            commentDrag.setBounds(commentStart[0], commentStart[1],
                    Math.max(CommentView.MIN_WIDTH, commentStart[2] + dx),
                    Math.max(CommentView.MIN_HEIGHT, commentStart[3] + dy));
            return;
        }
        commentDrag.setBounds(commentStart[0] + dx, commentStart[1] + dy, commentStart[2], commentStart[3]);
        for (Map.Entry<String, Position> s : dragStart.entrySet()) {
            canvas.nodeView(s.getKey()).ifPresent(v -> {
                v.setLayoutX(s.getValue().x() + dx);
                v.setLayoutY(s.getValue().y() + dy);
            });
        }
        canvas.refreshWires(dragStart.keySet());
    }

    private void finishCommentDrag(Mode ended) {
        CommentView frame = commentDrag;
        commentDrag = null;
        if (!moved || frame == null) return;
        if (ended == Mode.COMMENT_RESIZE) {
            actions.resizeComment(frame.commentId(), frame.width(), frame.height());
            return;
        }
        Map<String, Position> positions = new HashMap<>();
        for (String id : dragStart.keySet()) {
            canvas.nodeView(id).ifPresent(v -> positions.put(id, new Position(v.getLayoutX(), v.getLayoutY())));
        }
        actions.moveComment(frame.commentId(), frame.getLayoutX(), frame.getLayoutY(), positions);
    }

    private void dragged(MouseEvent e) {
        Point2D now = local(e);
        Point2D delta = now.subtract(lastLocal);
        lastLocal = now;
        canvas.setPointer(now);
        if (pressLocal != null && now.distance(pressLocal) > 3) moved = true;
        switch (mode) {
            case PAN -> canvas.viewport().pan(delta.getX(), delta.getY());
            case BOX -> updateBox(now);
            case NODE_DRAG -> dragNodes(now);
            case WIRE_DRAG -> wireDrag.moveTo(canvas.toGraph(now));
            case COMMENT_MOVE, COMMENT_RESIZE -> dragComment(now);
            case IDLE -> { }
        }
    }

    private void updateBox(Point2D now) {
        if (!moved) return;
        double x = Math.min(now.getX(), pressLocal.getX());
        double y = Math.min(now.getY(), pressLocal.getY());
        box.setX(x);
        box.setY(y);
        box.setWidth(Math.abs(now.getX() - pressLocal.getX()));
        box.setHeight(Math.abs(now.getY() - pressLocal.getY()));
        box.setVisible(true);
        Point2D a = canvas.toGraph(new Point2D(x, y));
        Point2D b = canvas.toGraph(new Point2D(x + box.getWidth(), y + box.getHeight()));
        Set<String> chosen = new LinkedHashSet<>(boxBase);
        for (NodeView v : canvas.nodeViews()) {
            Bounds nb = GraphCanvas.boxOf(v);
            if (nb.intersects(a.getX(), a.getY(), b.getX() - a.getX(), b.getY() - a.getY())) chosen.add(v.nodeId());
        }
        canvas.selection().set(chosen);
    }

    private void dragNodes(Point2D now) {
        if (!moved) return;
        Point2D g0 = canvas.toGraph(pressLocal);
        Point2D g1 = canvas.toGraph(now);
        double dx = g1.getX() - g0.getX();
        double dy = g1.getY() - g0.getY();
        for (Map.Entry<String, Position> s : dragStart.entrySet()) {
            canvas.nodeView(s.getKey()).ifPresent(v -> {
                v.setLayoutX(s.getValue().x() + dx);
                v.setLayoutY(s.getValue().y() + dy);
            });
        }
        canvas.refreshWires(dragStart.keySet());
        updateInsertTarget(g1);
    }

    /** A single unwired node dragged over a wire highlights it: dropping inserts the node. */
    private void updateInsertTarget(Point2D g) {
        if (insertTarget != null) insertTarget.getStyleClass().remove("wire-insert-target");
        insertTarget = null;
        if (dragStart.size() != 1) return;
        String id = dragStart.keySet().iterator().next();
        boolean wired = canvas.graph().edges().stream().anyMatch(edge -> edge.touches(id));
        if (wired) return;
        canvas.wireNear(g, pixels(12)).ifPresent(w -> {
            insertTarget = w;
            w.getStyleClass().add("wire-insert-target");
        });
    }

    private void released(MouseEvent e) {
        Mode ended = mode;
        mode = Mode.IDLE;
        switch (ended) {
            case BOX -> {
                box.setVisible(false);
                if (!moved && boxBase.isEmpty()) canvas.selection().clear();
            }
            case NODE_DRAG -> finishNodeDrag();
            case WIRE_DRAG -> wireDrag.finish(canvas.toGraph(local(e)), local(e));
            case COMMENT_MOVE, COMMENT_RESIZE -> finishCommentDrag(ended);
            default -> { }
        }
    }

    private void finishNodeDrag() {
        if (!moved) return;
        Map<String, Position> positions = new HashMap<>();
        for (String id : dragStart.keySet()) {
            canvas.nodeView(id).ifPresent(v -> positions.put(id, new Position(v.getLayoutX(), v.getLayoutY())));
        }
        WireView target = insertTarget;
        if (target != null) target.getStyleClass().remove("wire-insert-target");
        insertTarget = null;
        actions.moveNodes(positions);
        if (target != null) actions.insertOnWire(dragStart.keySet().iterator().next(), target.edge());
    }

    private void clicked(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY || e.getClickCount() != 2 || moved) return;
        Point2D g = canvas.toGraph(local(e));
        if (canvas.nodeAt(g).isEmpty()) {
            canvas.commentTitleAt(g).ifPresent(v -> new CommentTextField(canvas, actions).open(v));
            return;
        }
        canvas.nodeAt(g).ifPresent(v -> {
            if (g.getY() - v.getLayoutY() <= NodeView.TITLE_HEIGHT) {
                new RenameField(canvas, actions).open(v);
            } else {
                actions.open(v.nodeId());
            }
        });
    }

    private void scrolled(ScrollEvent e) {
        if (e.getDeltaY() == 0) return;
        Point2D at = canvas.sceneToLocal(e.getSceneX(), e.getSceneY());
        canvas.viewport().zoomAt(Math.pow(1.0015, e.getDeltaY()), at.getX(), at.getY());
        e.consume();
    }

    private void keyPressed(KeyEvent e) {
        if (e.getCode() == KeyCode.SPACE && !spaceDown) {
            spaceDown = true;
            spacePanned = false;
            e.consume();
        } else if (e.getCode() == KeyCode.TAB && !e.isShortcutDown()) {
            openPaletteAtCursor();
            e.consume();
        }
    }

    private void keyReleased(KeyEvent e) {
        if (e.getCode() != KeyCode.SPACE) return;
        spaceDown = false;
        // A tap of space (no drag) opens the palette, like Houdini's Tab menu.
        if (!spacePanned) openPaletteAtCursor();
        e.consume();
    }

    private void openPaletteAtCursor() {
        actions.openPalette(canvas.toGraph(lastLocal), lastLocal, null);
    }

    private void dragOver(DragEvent e) {
        if (e.getDragboard().hasString() && e.getDragboard().getString().startsWith(GraphCanvas.NODE_TYPE_DRAG_PREFIX)) {
            e.acceptTransferModes(TransferMode.COPY);
            e.consume();
        }
    }

    private void dragDropped(DragEvent e) {
        String s = e.getDragboard().hasString() ? e.getDragboard().getString() : "";
        if (!s.startsWith(GraphCanvas.NODE_TYPE_DRAG_PREFIX)) return;
        Point2D g = canvas.toGraph(canvas.sceneToLocal(e.getSceneX(), e.getSceneY()));
        actions.addNode(s.substring(GraphCanvas.NODE_TYPE_DRAG_PREFIX.length()), new Position(g.getX(), g.getY()));
        e.setDropCompleted(true);
        e.consume();
    }
}
