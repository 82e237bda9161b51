/**
 * Editing: {@link org.orogen.graph.edit.EditCommand}s on stable node ids (add, remove, connect,
 * disconnect, set parameter, move, rename, graph settings, paste, group into subgraph) and the
 * {@link org.orogen.graph.edit.EditHistory} that applies them with undo, redo, merging of
 * continuous edits and change notifications.
 *
 * <p>Typical editor use: {@code history.execute(new SetParameter(id, "scale", value))} on every
 * slider event, {@code history.endMerge()} on release; catch
 * {@link org.orogen.graph.edit.EditRejectedException} and show its message; listen with
 * {@code history.addListener(change -> ...)} and redraw from {@code change.after()}.
 */
package org.orogen.graph.edit;
