package org.orogen.editor.files;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The questions the editor asks the user (file choosers, "save changes?", "recover?"). An
 * interface so tests answer them without dialogs; {@link FxPrompts} is the real one.
 */
public interface UserPrompts {
    enum SaveChoice { SAVE, DISCARD, CANCEL }

    /** "Save changes to {@code documentName}?" */
    SaveChoice askSaveChanges(String documentName);

    /** Offers recovered autosaves; returns the one to restore, or empty to discard them all. */
    Optional<Autosave.Recovered> askRecover(List<Autosave.Recovered> found);

    Optional<Path> chooseFileToOpen(Path startFolder);

    Optional<Path> chooseFileToSave(Path startFolder, String suggestedName);

    void showError(String title, String message);

    /** Asks for a short text such as a name; empty when the user cancels. */
    Optional<String> askText(String title, String question, String suggested);
}
