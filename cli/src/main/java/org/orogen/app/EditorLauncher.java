package org.orogen.app;

import java.nio.file.Path;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The graph editor as the front door ({@link Main}) sees it. The {@code app} module provides it (its class
 * path has JavaFX, registered in {@code META-INF/services}); the headless command line's class path has
 * none. {@link Main} looks it up only when a display exists, so the headless path never loads a JavaFX
 * class.
 */
public interface EditorLauncher {

    /** Starts the editor, on {@code graph} when it is not null; returns when its last window closes. */
    void launch(Path graph);

    /** The editor on this class path, if any. */
    static Optional<EditorLauncher> installed() {
        return ServiceLoader.load(EditorLauncher.class).findFirst();
    }
}
