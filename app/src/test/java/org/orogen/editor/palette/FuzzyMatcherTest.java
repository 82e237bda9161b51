package org.orogen.editor.palette;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.editor.EditorApp;
import org.orogen.graph.catalog.NodeDefinition;

class FuzzyMatcherTest {
    private static final List<NodeDefinition> LIBRARY = EditorApp.loadCatalog().definitions();

    private static String best(String query) {
        return LIBRARY.stream()
                .max(Comparator.comparingInt(d -> FuzzyMatcher.score(query, d.displayName(), d.category(), d.documentation())))
                .orElseThrow().id();
    }

    @Test
    void subsequencesMatchAndOthersDoNot() {
        assertTrue(FuzzyMatcher.score("rdgmf", "Ridged multifractal") > 0);
        assertEquals(FuzzyMatcher.NO_MATCH, FuzzyMatcher.score("xyz", "Ridged multifractal"));
        assertEquals(FuzzyMatcher.NO_MATCH, FuzzyMatcher.score("fmr", "Ridged multifractal"), "order matters");
        assertTrue(FuzzyMatcher.score("", "anything") > 0, "an empty query lists everything");
    }

    @Test
    void substringsAndWordStartsRankFirst() {
        assertTrue(FuzzyMatcher.score("warp", "Domain warp") > FuzzyMatcher.score("warp", "W a r p s"));
        assertTrue(FuzzyMatcher.score("ter", "Terrace") > FuzzyMatcher.score("ter", "Inverted"),
                "a match at the start of a word beats one inside a word");
    }

    @Test
    void thePaletteFindsTheNodesArtistsTypeFor() {
        assertEquals("fractal.ridged_multifractal", best("rdgmf"));
        assertEquals("fractal.fbm", best("fbm"));
        assertEquals("combine.terrace", best("terr"));
        assertEquals("erosion.gully", best("gully"));
    }

    @Test
    void theDescriptionIsSearchedToo() {
        NodeDefinition cellular = LIBRARY.stream().filter(d -> d.id().equals("noise.cellular")).findFirst().orElseThrow();
        assertTrue(FuzzyMatcher.score("worley", cellular.displayName(), cellular.category(), cellular.documentation()) > 0,
                "'Worley' is only in the cellular noise's documentation");
    }
}
