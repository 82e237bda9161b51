package org.orogen.graph.edit;

import org.orogen.graph.Graph;

/**
 * What an {@link EditHistory} listener is told: the snapshots before and after, and why the
 * graph changed. Listeners compare {@code before} and {@code after} for whatever they show.
 *
 * @param kind        edit, undo, redo or reset
 * @param before      the graph before the change
 * @param after       the graph now
 * @param description the step's description ("Set Scale"), or "" for a reset
 */
public record GraphChange(Kind kind, Graph before, Graph after, String description) {
    public enum Kind {
        /** A new edit was applied (or merged into the last step). */
        EDIT,
        /** The last step was undone. */
        UNDO,
        /** An undone step was applied again. */
        REDO,
        /** The history was cleared and the graph replaced (file opened, reloaded). */
        RESET
    }
}
