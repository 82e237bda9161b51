package org.orogen.editor;

import org.orogen.editor.inspector.ParameterEdits;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.edit.SetParameter;

/**
 * Turns inspector edits into {@link SetParameter} commands. Live values of a drag merge (the
 * model merges consecutive sets of the same parameter); the final value closes the merge run,
 * so the whole drag is one undo step and the next drag is another.
 */
final class ParameterEditing {
    private final EditorSession session;

    ParameterEditing(EditorSession session) {
        this.session = session;
    }

    ParameterEdits forNode(String nodeId) {
        return new ParameterEdits() {
            @Override
            public void set(String parameter, ParameterValue value, boolean live) {
                if (!session.graph().hasNode(nodeId)) return;
                session.execute(new SetParameter(nodeId, parameter, value));
                if (!live) session.endMerge();
            }

            @Override
            public void reset(String parameter) {
                session.endMerge();
                session.execute(new SetParameter(nodeId, parameter, null));
                session.endMerge();
            }

            @Override
            public void refused(String message) {
                session.report(message);
            }
        };
    }
}
