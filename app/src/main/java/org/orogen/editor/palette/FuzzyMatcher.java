package org.orogen.editor.palette;

import java.util.Locale;

/**
 * Fuzzy search scoring for the node palette, in the spirit of the "quick open" boxes of code
 * editors and Houdini's Tab menu: the query's characters must appear in order in the text
 * (case-insensitive); consecutive runs, word starts and an early first match score higher.
 *
 * <p>Contract: {@link #score} returns {@link #NO_MATCH} when the query is not a subsequence of
 * the text, otherwise a positive score; an empty query matches everything with score 1.
 */
public final class FuzzyMatcher {
    public static final int NO_MATCH = 0;

    private FuzzyMatcher() {
    }

    /** Score of {@code query} against {@code text}; {@link #NO_MATCH} if it does not match. */
    public static int score(String query, String text) {
        if (query == null || query.isBlank()) return 1;
        if (text == null || text.isEmpty()) return NO_MATCH;
        String q = query.toLowerCase(Locale.ROOT).replace(" ", "");
        String t = text.toLowerCase(Locale.ROOT);
        int contiguous = t.indexOf(q);
        if (contiguous >= 0) {
            // A plain substring is the strongest signal; earlier and at a word start is better.
            return 1000 + q.length() * 20 - contiguous + (isWordStart(t, contiguous) ? 200 : 0);
        }
        int score = 0;
        int ti = 0;
        int run = 0;
        for (int qi = 0; qi < q.length(); qi++) {
            char c = q.charAt(qi);
            int found = t.indexOf(c, ti);
            if (found < 0) return NO_MATCH;
            run = found == ti && qi > 0 ? run + 1 : 0;
            score += 10 + run * 15 + (isWordStart(t, found) ? 25 : 0) - Math.min(9, found - ti);
            ti = found + 1;
        }
        return Math.max(1, score);
    }

    /**
     * Best score of the query over a node's name, category and description; the name counts
     * most, the description least, so "ridge" ranks "Ridged noise" above a node that only
     * mentions ridges in its documentation.
     */
    public static int score(String query, String name, String category, String description) {
        int best = score(query, name) * 3;
        best = Math.max(best, score(query, category) * 2);
        best = Math.max(best, score(query, (category == null ? "" : category) + " " + name) * 2);
        // The description is long prose: only whole substrings count, not scattered letters.
        if (query != null && !query.isBlank() && description != null
                && description.toLowerCase(Locale.ROOT).contains(query.toLowerCase(Locale.ROOT).trim())) {
            best = Math.max(best, 500);
        }
        return best;
    }

    private static boolean isWordStart(String t, int i) {
        return i == 0 || !Character.isLetterOrDigit(t.charAt(i - 1));
    }
}
