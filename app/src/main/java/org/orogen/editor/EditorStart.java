package org.orogen.editor;

import java.nio.file.Path;
import org.orogen.app.EditorLauncher;

/**
 * Registers the editor with the front door ({@code org.orogen.app.Main}). Kept apart from {@link EditorApp}
 * so that finding the launcher loads no JavaFX class: only {@link #launch} does.
 */
public final class EditorStart implements EditorLauncher {

    @Override
    public void launch(Path graph) {
        EditorApp.launchEditor(graph == null ? new String[0] : new String[] {graph.toString()});
    }
}
