package org.orogen.editor.canvas;

import java.util.Map;
import javafx.geometry.Point2D;
import org.orogen.graph.Edge;
import org.orogen.graph.PortRef;
import org.orogen.graph.Position;

/**
 * What the canvas asks the editor to do. The canvas only turns gestures into these requests;
 * every change to the graph goes through the editor's commands (and so through undo), and the
 * canvas redraws from the resulting graph snapshot.
 */
public interface CanvasActions {
    /** The model's connection rule, asked live while a wire is dragged. */
    ConnectionVerdict checkConnection(PortRef output, PortRef input);

    /** Connects (replacing whatever fed {@code input}) as one undo step. */
    void connect(PortRef output, PortRef input);

    /** Moves a wire's input end to another input, as one undo step. */
    void reroute(Edge edge, PortRef newInput);

    /** Removes a wire. */
    void disconnect(Edge edge);

    /** Moves nodes (one undo step for the whole drag). */
    void moveNodes(Map<String, Position> positions);

    /** Splices a node into a wire: source → node's first compatible input, its output → target. */
    void insertOnWire(String nodeId, Edge edge);

    /**
     * Opens the node palette at a point. {@code pending} is the port a dropped wire came from
     * (palette filtered to compatible node types, new node auto-connected), or null.
     */
    void openPalette(Point2D graphPoint, Point2D screenPoint, PendingWire pending);

    /** Renames a node (empty text: back to the type's name). */
    void rename(String nodeId, String label);

    /** Tells the user why a dropped wire was not connected (status bar). */
    void refused(String reason);

    /** Double-click on a node's body: opens what it refers to (a subgraph node's file). */
    void open(String nodeId);

    /** Adds a node of a type at a graph position (drag and drop from the node library). */
    void addNode(String typeId, Position position);

    /**
     * Moves a comment frame to (x, y) and the nodes it carries to their new positions, as one
     * undo step for the whole drag.
     */
    void moveComment(String commentId, double x, double y, Map<String, Position> nodePositions);

    /** Resizes a comment frame (one undo step for the whole drag). */
    void resizeComment(String commentId, double width, double height);

    /** Changes a comment frame's text. */
    void editCommentText(String commentId, String text);
}
