package org.orogen.editor.export;

import java.awt.Desktop;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Separator;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.orogen.editor.EditorSession;
import org.orogen.graph.ExportProfile;
import org.orogen.graph.edit.SaveExportProfile;

/**
 * File ▸ Export… (Ctrl+E): the export settings, the equivalent {@code orogen export} command
 * (copyable, for a terminal or a render farm), profiles saved with the graph, and the export itself,
 * which runs that very command in the background with a progress bar and Cancel while the editor
 * stays usable. The end shows a summary with "Open folder". The graph is saved first when it has
 * unsaved changes, since the command exports the file. A sphere graph gets the planet map's options
 * (cube-map faces or equirectangular) in place of the plane's size, extent and tiles.
 */
public final class ExportDialog {
    private final EditorSession session;
    private final Supplier<CompletableFuture<Boolean>> save;
    private final Stage stage = new Stage();
    private final ExportForm form = new ExportForm();
    private final ComboBox<String> profiles = new ComboBox<>();
    private final TextField profileName = new TextField();
    private final TextArea command = new TextArea();
    private final ProgressBar progress = new ProgressBar(0);
    private final Label status = new Label();
    private final Button export = new Button("Export");
    private final Button cancel = new Button("Cancel");
    private final Button openFolder = new Button("Open folder");
    private ExportRun run;
    private Path lastFolder;

    /**
     * @param save saves the graph (asking for a file when it has none); completes with true when saved
     */
    public ExportDialog(Window owner, EditorSession session, Supplier<CompletableFuture<Boolean>> save) {
        this.session = session;
        this.save = save;
        stage.initOwner(owner);
        stage.initModality(Modality.NONE);
        stage.setTitle("Export — Orogen");
        stage.setScene(new Scene(content()));
        if (owner != null && owner.getScene() != null) {
            stage.getScene().getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        form.changes().forEach(o -> o.addListener(x -> refreshCommand()));
        session.fileProperty().addListener(o -> refreshCommand());
        session.graphProperty().addListener(o -> {
            form.hintsFor(session.graph()); // the domain may have changed: plane or planet options
            refreshProfiles();
            refreshCommand();
        });
        stage.setOnCloseRequest(e -> {
            if (run != null && run.isRunning()) {
                e.consume();
                status.setText("An export is running: cancel it first, or let it finish.");
            }
        });
    }

    private VBox content() {
        profiles.setId("export-profiles");
        profiles.setPromptText("Saved profiles");
        profiles.setOnAction(e -> session.graph().export(profiles.getValue()).ifPresent(p -> {
            form.fill(p);
            profileName.setText(p.name());
            String mismatch = form.mismatch(p);
            status.setText(mismatch != null ? mismatch : "");
        }));
        profileName.setId("export-profile-name");
        profileName.setPromptText("Profile name");
        Button saveProfile = new Button("Save profile");
        saveProfile.setId("export-save-profile");
        saveProfile.setTooltip(new Tooltip("Save these settings with the graph (undoable; saved with the file), for "
                + "this dialog and `orogen export GRAPH --profile NAME`"));
        saveProfile.setOnAction(e -> saveProfile());
        Button browse = new Button("Browse…");
        browse.setOnAction(e -> browse());
        HBox profileRow = new HBox(6, new Label("Profile"), profiles, profileName, saveProfile, spring(), browse);
        profileRow.setAlignment(Pos.CENTER_LEFT);

        command.setId("export-command");
        command.setEditable(false);
        command.setWrapText(true);
        command.setPrefRowCount(3);
        Button copy = new Button("Copy command");
        copy.setId("export-copy");
        copy.setOnAction(e -> {
            ClipboardContent c = new ClipboardContent();
            c.putString(command.getText());
            Clipboard.getSystemClipboard().setContent(c);
            status.setText("Command copied.");
        });

        progress.setId("export-progress");
        progress.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(progress, Priority.ALWAYS);
        status.setId("export-status");
        status.setWrapText(true);
        export.setId("export-run");
        export.setDefaultButton(true);
        export.setOnAction(e -> start());
        cancel.setId("export-cancel");
        cancel.setDisable(true);
        cancel.setOnAction(e -> {
            if (run != null) {
                run.cancel();
                status.setText("Cancelling…");
            }
        });
        openFolder.setId("export-open-folder");
        openFolder.setDisable(true);
        openFolder.setOnAction(e -> openFolder());
        Button close = new Button("Close");
        close.setOnAction(e -> stage.fireEvent(new javafx.stage.WindowEvent(stage,
                javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST)));
        close.setCancelButton(true);
        HBox buttons = new HBox(8, progress, export, cancel, openFolder, close);
        buttons.setAlignment(Pos.CENTER_LEFT);

        VBox root = new VBox(10, profileRow, new Separator(), form, new Separator(),
                new Label("Equivalent command (runs the same export on any machine):"), command, copy, buttons,
                status);
        root.setId("export-dialog");
        root.setPadding(new Insets(12));
        root.setPrefWidth(760);
        return root;
    }

    private static Region spring() {
        Region r = new Region();
        HBox.setHgrow(r, Priority.ALWAYS);
        return r;
    }

    /** Shows the dialog (brings it to the front when it is open). */
    public void show() {
        form.hintsFor(session.graph());
        refreshProfiles();
        refreshCommand();
        stage.show();
        stage.toFront();
    }

    public Stage stage() {
        return stage;
    }

    /** Cancels a running export (the editor window is closing): it removes what it wrote. */
    public void cancelRunning() {
        if (run != null && run.isRunning()) {
            run.cancel();
        }
    }

    /** The command the dialog shows (and runs). */
    public String commandText() {
        return command.getText();
    }

    private void refreshProfiles() {
        String chosen = profiles.getValue();
        profiles.getItems().setAll(session.graph().exports().stream().map(ExportProfile::name).toList());
        if (chosen != null && profiles.getItems().contains(chosen)) {
            profiles.setValue(chosen);
        }
    }

    private void refreshCommand() {
        Path file = graphFile();
        command.setText(ExportCommandLine.text(ExportCommandLine.arguments(file, form.read("-")))
                + (session.file() == null ? "\n(The graph is not saved yet: Export saves it first.)"
                : session.isModified() ? "\n(The graph has unsaved changes: Export saves them first.)" : ""));
    }

    private Path graphFile() {
        return session.file() != null ? session.file() : Path.of("untitled.graph").toAbsolutePath();
    }

    private void saveProfile() {
        String name = profileName.getText().strip();
        if (name.isEmpty()) {
            status.setText("Type a name for the profile first.");
            return;
        }
        if (session.execute(new SaveExportProfile(form.read(name)))) {
            profiles.setValue(name);
            status.setText("Saved profile '" + name + "' with the graph; save the file to keep it. "
                    + "Run it with: orogen export GRAPH --profile " + ExportCommandLine.quote(name));
        } else {
            status.setText("Profile '" + name + "' is unchanged.");
        }
    }

    private void browse() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Export folder");
        Path start = graphFile().getParent().resolve(form.out.getText().strip());
        if (start.toFile().isDirectory()) {
            chooser.setInitialDirectory(start.toFile());
        }
        java.io.File chosen = chooser.showDialog(stage);
        if (chosen != null) {
            form.out.setText(chosen.getAbsolutePath());
        }
    }

    /** Saves the graph if needed, then runs the shown command in the background. */
    private void start() {
        if (run != null && run.isRunning()) {
            return;
        }
        export.setDisable(true);
        if (session.file() == null || session.isModified()) {
            status.setText("Saving the graph first…");
            save.get().whenComplete((saved, error) -> Platform.runLater(() -> {
                if (Boolean.TRUE.equals(saved) && session.file() != null && !session.isModified()) {
                    refreshCommand();
                    begin();
                } else {
                    export.setDisable(false);
                    status.setText("Not exported: the graph must be saved first, since the command exports the file.");
                }
            }));
        } else {
            begin();
        }
    }

    private void begin() {
        List<String> arguments = ExportCommandLine.arguments(session.file(), form.read("-"));
        command.setText(ExportCommandLine.text(arguments));
        lastFolder = null;
        openFolder.setDisable(true);
        cancel.setDisable(false);
        progress.setProgress(ProgressBar.INDETERMINATE_PROGRESS);
        status.setText("Preparing…");
        run = new ExportRun();
        run.start(arguments, p -> {
            progress.setProgress(p.fraction());
            status.setText(p.phase() + " " + Math.round(p.fraction() * 100) + " %");
        }, this::ended);
    }

    private void ended(ExportRun.Outcome outcome) {
        export.setDisable(false);
        cancel.setDisable(true);
        switch (outcome) {
            case ExportRun.Outcome.Done d -> {
                progress.setProgress(1);
                lastFolder = d.export().request().folder().toAbsolutePath();
                openFolder.setDisable(false);
                status.setText(String.format(java.util.Locale.ROOT,
                        "Done: %d file(s) in %s; heights %.3f .. %.3f m (%s); sidecar %s.",
                        d.result().files().size(), lastFolder, d.result().range().min(), d.result().range().max(),
                        d.result().range().source().name().toLowerCase(java.util.Locale.ROOT),
                        d.result().sidecar().getFileName())
                        + d.result().clipping().map(w -> " Warning: " + w + ".").orElse(""));
            }
            case ExportRun.Outcome.Cancelled c -> {
                progress.setProgress(0);
                status.setText("Cancelled: nothing was written.");
            }
            case ExportRun.Outcome.Failed f -> {
                progress.setProgress(0);
                status.setText("Export failed, nothing was written: " + f.message());
            }
        }
    }

    /** Opens the export folder in the system's file manager, or says why it cannot. */
    private void openFolder() {
        Path folder = lastFolder;
        if (folder == null) {
            return;
        }
        Thread t = new Thread(() -> {
            String problem = null;
            try {
                if (!Desktop.isDesktopSupported() || !Desktop.getDesktop().isSupported(Desktop.Action.OPEN)) {
                    problem = "This machine has no desktop to open folders with.";
                } else {
                    Desktop.getDesktop().open(folder.toFile());
                }
            } catch (IOException | RuntimeException e) {
                problem = "The folder could not be opened (" + e.getMessage() + ").";
            }
            String message = problem;
            if (message != null) {
                Platform.runLater(() -> status.setText(message + " The files are in " + folder));
            }
        }, "orogen-open-folder");
        t.setDaemon(true);
        t.start();
    }
}
