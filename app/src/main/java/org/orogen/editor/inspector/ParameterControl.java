package org.orogen.editor.inspector;

import javafx.scene.Node;
import org.orogen.graph.ParameterValue;

/**
 * An inspector control for one parameter type. It shows a value ({@link #show}) without
 * sending an edit, and sends edits through the {@link ParameterEdits} it was made with.
 */
public interface ParameterControl {
    /** The JavaFX node to put in the inspector. */
    Node view();

    /** Displays a value coming from the model (after undo, another selection...). */
    void show(ParameterValue value);
}
