package org.orogen.editor.files;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceDialog;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** {@link UserPrompts} with JavaFX dialogs and file choosers, owned by the editor window. */
public final class FxPrompts implements UserPrompts {
    private final Window owner;

    public FxPrompts(Window owner) {
        this.owner = owner;
    }

    @Override
    public SaveChoice askSaveChanges(String documentName) {
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't Save", ButtonBar.ButtonData.NO);
        ButtonType cancel = new ButtonType("Cancel", ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION,
                "Your changes will be lost if you don't save them.", save, discard, cancel);
        alert.initOwner(owner);
        alert.setHeaderText("Save changes to " + documentName + "?");
        ButtonType answer = alert.showAndWait().orElse(cancel);
        return answer == save ? SaveChoice.SAVE : answer == discard ? SaveChoice.DISCARD : SaveChoice.CANCEL;
    }

    @Override
    public Optional<Autosave.Recovered> askRecover(List<Autosave.Recovered> found) {
        ChoiceDialog<String> dialog = new ChoiceDialog<>(found.getFirst().describe(),
                found.stream().map(Autosave.Recovered::describe).toList());
        dialog.initOwner(owner);
        dialog.setTitle("Recover unsaved work");
        dialog.setHeaderText("Orogen did not close properly. Recover the unsaved graph?");
        dialog.setContentText("Autosave:");
        Optional<String> chosen = dialog.showAndWait();
        return chosen.flatMap(c -> found.stream().filter(r -> r.describe().equals(c)).findFirst());
    }

    @Override
    public Optional<Path> chooseFileToOpen(Path startFolder) {
        FileChooser chooser = chooser(startFolder);
        chooser.setTitle("Open graph");
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFileToSave(Path startFolder, String suggestedName) {
        FileChooser chooser = chooser(startFolder);
        chooser.setTitle("Save graph");
        chooser.setInitialFileName(suggestedName);
        return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath)
                .map(p -> p.toString().endsWith(".graph") ? p : Path.of(p + ".graph"));
    }

    private static FileChooser chooser(Path startFolder) {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Orogen graphs", "*.graph"));
        if (startFolder != null && Files.isDirectory(startFolder)) chooser.setInitialDirectory(startFolder.toFile());
        return chooser;
    }

    @Override
    public void showError(String title, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.OK);
        alert.initOwner(owner);
        alert.setHeaderText(title);
        alert.getDialogPane().setMinWidth(520);
        alert.show();
    }

    @Override
    public Optional<String> askText(String title, String question, String suggested) {
        javafx.scene.control.TextInputDialog dialog = new javafx.scene.control.TextInputDialog(suggested);
        dialog.initOwner(owner);
        dialog.setTitle(title);
        dialog.setHeaderText(question);
        return dialog.showAndWait().map(String::strip).filter(t -> !t.isEmpty());
    }
}
