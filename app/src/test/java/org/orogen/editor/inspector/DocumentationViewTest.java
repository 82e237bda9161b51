package org.orogen.editor.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The inspector folds a node's documentation to its first sentence. */
class DocumentationViewTest {

    @Test
    void firstSentenceSkipsParenthesesAndAbbreviations() {
        assertEquals("Gully erosion filter (docs/algorithms.md §6, after J. Doe. 2026): carves gullies.",
                DocumentationView.firstSentence(
                        "Gully erosion filter (docs/algorithms.md §6, after J. Doe. 2026): carves gullies. More here."));
        assertEquals("Adds noise, e.g. for detail.", DocumentationView.firstSentence("Adds noise, e.g. for detail. Then."));
        assertEquals("One line", DocumentationView.firstSentence("One line\n\nSecond paragraph."));
        assertEquals("No full stop", DocumentationView.firstSentence("No full stop"));
        assertEquals("Scale 1.5 m wide.", DocumentationView.firstSentence("Scale 1.5 m wide. Next"));
    }
}
