package org.orogen.editor.inspector;

import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * A node's documentation below its parameters, collapsed to the first sentence with "more"
 * (and "less" to fold it again), so the parameters stay above the fold.
 */
final class DocumentationView extends VBox {
    private final Label text = new Label();
    private final Hyperlink more = new Hyperlink("more");
    private String full = "";
    private boolean expanded;

    DocumentationView() {
        super(2);
        setId("inspector-docs");
        text.setId("inspector-doc");
        text.getStyleClass().add("node-doc");
        text.setWrapText(true);
        more.setId("inspector-doc-more");
        more.setOnAction(e -> {
            expanded = !expanded;
            refresh();
        });
        getChildren().addAll(text, more);
    }

    /** Shows {@code documentation} folded. */
    void show(String documentation) {
        full = documentation == null ? "" : documentation.strip();
        expanded = false;
        refresh();
    }

    boolean isExpanded() {
        return expanded;
    }

    private void refresh() {
        String first = firstSentence(full);
        boolean folds = !first.equals(full);
        text.setText(expanded || !folds ? full : first);
        more.setText(expanded ? "less" : "more");
        more.setVisible(folds);
        more.setManaged(folds);
        setVisible(!full.isEmpty());
        setManaged(!full.isEmpty());
    }

    /**
     * The text up to the first full stop that ends a sentence (followed by white space and not
     * inside parentheses, so "(§6 ...)" or "e.g. this" do not cut it short), or the first line.
     */
    static String firstSentence(String text) {
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') depth++;
            else if (c == ')') depth = Math.max(0, depth - 1);
            else if (c == '\n' && i + 1 < text.length() && text.charAt(i + 1) == '\n') return text.substring(0, i).strip();
            else if ((c == '.' || c == '!' || c == '?') && depth == 0
                    && (i + 1 == text.length() || Character.isWhitespace(text.charAt(i + 1)))
                    && !abbreviation(text, i)) {
                return text.substring(0, i + 1).strip();
            }
        }
        return text.strip();
    }

    private static boolean abbreviation(String text, int dot) {
        String before = text.substring(Math.max(0, dot - 4), dot + 1).toLowerCase(java.util.Locale.ROOT);
        return before.endsWith("e.g.") || before.endsWith("i.e.") || before.endsWith("etc.") || before.endsWith("vs.");
    }
}
