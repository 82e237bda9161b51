package org.orogen.editor;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.orogen.editor.files.Autosave;
import org.orogen.editor.files.UserPrompts;

/** Answers the editor's questions from a script, and records what was asked. */
final class ScriptedPrompts implements UserPrompts {
    final Deque<SaveChoice> saveChoices = new ArrayDeque<>();
    final Deque<Path> files = new ArrayDeque<>();
    final Deque<String> texts = new ArrayDeque<>();
    final List<String> asked = new ArrayList<>();
    final List<String> errors = new ArrayList<>();
    boolean recover = true;
    List<Autosave.Recovered> offered = List.of();

    @Override
    public SaveChoice askSaveChanges(String documentName) {
        asked.add("save " + documentName);
        return saveChoices.isEmpty() ? SaveChoice.CANCEL : saveChoices.pop();
    }

    @Override
    public Optional<Autosave.Recovered> askRecover(List<Autosave.Recovered> found) {
        asked.add("recover " + found.size());
        offered = found;
        return recover ? Optional.of(found.getFirst()) : Optional.empty();
    }

    @Override
    public Optional<Path> chooseFileToOpen(Path startFolder) {
        asked.add("open");
        return Optional.ofNullable(files.poll());
    }

    @Override
    public Optional<Path> chooseFileToSave(Path startFolder, String suggestedName) {
        asked.add("save as " + suggestedName);
        return Optional.ofNullable(files.poll());
    }

    @Override
    public void showError(String title, String message) {
        errors.add(title + ": " + message);
    }

    @Override
    public Optional<String> askText(String title, String question, String suggested) {
        asked.add("text " + title + " (" + suggested + ")");
        return Optional.ofNullable(texts.poll());
    }
}
