package org.orogen.shader.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link GlslTemplate#instantiate} gives what replacing each placeholder in turn with {@code String.replace} gives. */
class GlslTemplateTest {
    private static String replaced(String text, List<GlslTemplate.Substitution> substitutions, String function) {
        for (GlslTemplate.Substitution s : substitutions) {
            text = text.replace(GlslTemplate.SAMPLE + s.target(), s.replacement());
        }
        return text.replace(GlslTemplate.FN, function);
    }

    private static void assertLikeReplace(String text, List<GlslTemplate.Substitution> substitutions, String function) {
        assertEquals(replaced(text, substitutions, function),
                GlslTemplate.parse(text).instantiate(substitutions, function), text);
    }

    @Test
    void replacesLikeStringReplaceInTurn() {
        String text = "void $FN(vec2 p, out vec3 value) {\n"
                + "    vec3 a = $SAMPLE_source(p) + $SAMPLE_sourceB(p + 1.0);\n"
                + "    vec3 b = $SAMPLE_mask(p); // $SAMPLE_unknown stays, so does $X and a lone $\n"
                + "    value = $SAMPLE_source(p)$FN$SAMPLE_mask($SAMPLE_source(p));\n"
                + "}\n$";
        assertLikeReplace(text, List.of(), "f_a");
        assertLikeReplace(text, List.of(new GlslTemplate.Substitution("source", "s_x_value")), "f_a");
        // "source" is a prefix of "sourceB": in turn, the first substitution takes both
        assertLikeReplace(text, List.of(new GlslTemplate.Substitution("source", "s_x"),
                new GlslTemplate.Substitution("sourceB", "s_y"), new GlslTemplate.Substitution("mask", "s_m")), "f_b");
        assertLikeReplace(text, List.of(new GlslTemplate.Substitution("sourceB", "s_y"),
                new GlslTemplate.Substitution("source", "s_x")), "f_b");
        // targets with the opening parenthesis leave the other uses alone
        assertLikeReplace(text, List.of(new GlslTemplate.Substitution("mask(", "ogn_stageReadOnAxis(t_m, t_m_halo, "),
                new GlslTemplate.Substitution("source(", "ogn_stageReadOnAxis(t_s, t_s_halo, ")), "f_c");
        assertLikeReplace(text, List.of(new GlslTemplate.Substitution("", "s_all")), "f_d");
        assertLikeReplace("", List.of(), "f");
        assertLikeReplace("$FN", List.of(), "f");
        assertLikeReplace("$SAMPLE_", List.of(new GlslTemplate.Substitution("a", "s")), "f");
        assertLikeReplace("$$SAMPLE_a$FN$$FN", List.of(new GlslTemplate.Substitution("a", "s")), "f");
    }

    @Test
    void everyLibraryTemplateInstantiatesLikeStringReplace() {
        NodeLibrary library = NodeLibrary.standard();
        int templates = 0;
        for (var d : library.catalog().definitions()) {
            var src = library.nodeGlsl(d.id());
            if (src.isEmpty() || !src.get().isTemplate()) {
                continue;
            }
            templates++;
            List<GlslTemplate.Substitution> subs = d.inputs().stream().filter(p -> p.sampled())
                    .map(p -> new GlslTemplate.Substitution(p.name(), "s_" + p.name() + "_fn")).toList();
            assertLikeReplace(src.get().text(), subs, "f_node");
            assertEquals(replaced(src.get().text(), subs, "f_node"),
                    library.nodeTemplate(d.id()).orElseThrow().instantiate(subs, "f_node"));
        }
        assertEquals(true, templates > 0, "the standard library has templates");
    }
}
