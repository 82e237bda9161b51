package org.orogen.editor.inspector;

import java.util.Optional;

/** Asks the user for a name (exposing or renaming a parameter); empty when cancelled. */
@FunctionalInterface
public interface NamePrompt {
    NamePrompt NONE = (title, question, suggested) -> Optional.empty();

    Optional<String> ask(String title, String question, String suggested);
}
