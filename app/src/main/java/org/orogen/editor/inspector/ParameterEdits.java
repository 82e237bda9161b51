package org.orogen.editor.inspector;

import org.orogen.graph.ParameterValue;

/**
 * Where inspector controls send their edits. A continuous gesture (a slider or curve-point
 * drag) sends {@code live = true} values while it runs and one final {@code live = false}
 * value at the end; the editor merges them into a single undo step.
 */
public interface ParameterEdits {
    void set(String parameter, ParameterValue value, boolean live);

    /** Removes the node's own value so the parameter takes its definition's default again. */
    void reset(String parameter);

    /** Tells the user that an entered value was refused, and why. */
    void refused(String message);
}
