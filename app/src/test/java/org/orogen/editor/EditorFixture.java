package org.orogen.editor;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.orogen.editor.files.EditorSettings;
import org.orogen.graph.catalog.NodeCatalog;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Builds a real editor window for TestFX tests, with scripted prompts and a private settings folder. */
final class EditorFixture {
    static final NodeCatalog CATALOG = EditorApp.loadCatalog();

    final ScriptedPrompts prompts = new ScriptedPrompts();
    final EditorSettings settings;
    EditorStage editor;

    EditorFixture(Path settingsFolder) {
        this.settings = new EditorSettings(settingsFolder);
    }

    /** Call from a TestFX {@code @Start} method. */
    void start(Stage stage) {
        EditorApp.applyTheme();
        editor = new EditorStage(stage, CATALOG, settings, prompts);
        stage.setWidth(1440);
        stage.setHeight(900);
        editor.show();
    }

    EditorSession session() {
        return editor.session();
    }

    /** Waits for a future completed on the FX thread, pumping FX events meanwhile. */
    static <T> T await(CompletableFuture<T> future) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, future::isDone);
            WaitForAsyncUtils.waitForFxEvents();
            return future.get();
        } catch (Exception e) {
            throw new AssertionError("editor action did not finish: " + e, e);
        }
    }

    /** Runs on the FX thread and waits. */
    static void fx(FxRobot robot, Runnable r) {
        robot.interact(r);
        WaitForAsyncUtils.waitForFxEvents();
    }

    static void sync() {
        WaitForAsyncUtils.waitForFxEvents();
        Platform.requestNextPulse();
        WaitForAsyncUtils.waitForFxEvents();
    }
}
