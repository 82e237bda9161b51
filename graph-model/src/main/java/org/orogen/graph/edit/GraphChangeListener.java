package org.orogen.graph.edit;

/** Observes an {@link EditHistory}. Called on the thread that changed the history. */
@FunctionalInterface
public interface GraphChangeListener {
    void graphChanged(GraphChange change);
}
