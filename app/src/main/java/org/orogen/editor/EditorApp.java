package org.orogen.editor;

import atlantafx.base.theme.PrimerDark;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.scene.control.Alert;
import javafx.stage.Stage;
import org.orogen.editor.files.EditorSettings;
import org.orogen.graph.catalog.CatalogException;
import org.orogen.graph.catalog.NodeCatalog;

/**
 * The graph editor's entry point. {@code org.orogen.app.Main} calls {@link #launchEditor} when a
 * display exists; arguments: an optional {@code .graph} file to open.
 *
 * <p>At start the editor offers unsaved work left by a crashed session (autosave), then opens
 * the file given on the command line, if any.
 */
public final class EditorApp extends Application {
    /** Classpath root of the node library (see docs/architecture.md). */
    public static final String NODE_LIBRARY_ROOT = "org/orogen/nodes";

    /** Starts JavaFX and the editor; returns when the last window closes. */
    public static void launchEditor(String... args) {
        Application.launch(EditorApp.class, args);
    }

    public static void main(String[] args) {
        launchEditor(args);
    }

    @Override
    public void start(Stage primary) {
        applyTheme();
        NodeCatalog catalog = loadCatalog();
        EditorStage editor = new EditorStage(primary, catalog, EditorSettings.standard(), null);
        editor.show();
        boolean recovered = editor.offerRecovery();
        List<String> args = getParameters().getRaw();
        if (!recovered && !args.isEmpty()) {
            Path file = Path.of(args.getFirst());
            if (Files.isRegularFile(file)) {
                editor.files().open(file);
            } else {
                editor.session().report("No such file: " + file + " (started with a new graph)");
            }
        }
    }

    /** The dark AtlantaFX theme every editor window uses. */
    public static void applyTheme() {
        Application.setUserAgentStylesheet(new PrimerDark().getUserAgentStylesheet());
    }

    /**
     * The standard node library from the classpath. A broken library must not keep the editor
     * from starting: the problems are shown and the editor runs with the nodes it could read
     * (none, at worst).
     */
    public static NodeCatalog loadCatalog() {
        try {
            return NodeCatalog.fromClasspath(EditorApp.class.getClassLoader(), NODE_LIBRARY_ROOT);
        } catch (CatalogException e) {
            Alert alert = new Alert(Alert.AlertType.ERROR, e.getMessage());
            alert.setHeaderText("The node library could not be loaded");
            alert.show();
            return NodeCatalog.empty();
        }
    }
}
