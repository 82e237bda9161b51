package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.Test;
import org.orogen.app.EditorLauncher;

/** The app module registers the editor with the front door (org.orogen.app.Main, in cli). */
class EditorStartTest {

    @Test
    void theAppProvidesTheEditorLauncher() {
        assertInstanceOf(EditorStart.class, EditorLauncher.installed().orElseThrow());
    }
}
