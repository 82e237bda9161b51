package org.orogen.graph.edit;

/**
 * An edit cannot be applied to the current graph. The message says why and what to do, ready
 * to show to the artist; the graph and the history are unchanged.
 */
public class EditRejectedException extends RuntimeException {
    public EditRejectedException(String message) {
        super(message);
    }
}
