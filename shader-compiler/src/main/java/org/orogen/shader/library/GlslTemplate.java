package org.orogen.shader.library;

import java.util.ArrayList;
import java.util.List;

/**
 * A node's function template ({@link GlslSource#isTemplate()}) cut once at its placeholders:
 * {@code $FN}, the instance's function name, and {@code $SAMPLE_<port>}, the function a sampled
 * input is read through. An instance is then written in one pass over the pieces instead of one
 * copy of the whole text per {@code String.replace}.
 *
 * <p>{@link #instantiate} gives exactly what replacing each substitution's placeholder in turn,
 * then {@code $FN}, with {@code String.replace} gives: replacements hold no {@code $}, so they never
 * form or split a placeholder, and a {@code $SAMPLE_} placeholder goes to the first substitution
 * (in the order given) whose target follows it, or stays as it is when none does.
 */
public final class GlslTemplate {
    /** The instance's function name. */
    public static final String FN = "$FN";
    /** Start of the placeholder of a sampled input: {@code $SAMPLE_<port>}. */
    public static final String SAMPLE = "$SAMPLE_";

    /**
     * One sampled input's placeholder: {@link #SAMPLE} followed by {@code target} (the port's name,
     * possibly with more text such as the opening parenthesis), replaced by {@code replacement}.
     */
    public record Substitution(String target, String replacement) {
    }

    /** Text before the first placeholder, then the text after each placeholder up to the next one. */
    private final String[] literals;
    /** For each placeholder: true for {@code $SAMPLE_}, false for {@code $FN}. */
    private final boolean[] sample;
    private final int length;

    private GlslTemplate(List<String> literals, List<Boolean> sample, int length) {
        this.literals = literals.toArray(String[]::new);
        this.sample = new boolean[sample.size()];
        for (int i = 0; i < this.sample.length; i++) {
            this.sample[i] = sample.get(i);
        }
        this.length = length;
    }

    public static GlslTemplate parse(String text) {
        List<String> literals = new ArrayList<>();
        List<Boolean> sample = new ArrayList<>();
        int from = 0;
        for (int at = text.indexOf('$'); at >= 0; at = text.indexOf('$', at + 1)) {
            boolean isSample = text.startsWith(SAMPLE, at);
            if (isSample || text.startsWith(FN, at)) {
                literals.add(text.substring(from, at));
                sample.add(isSample);
                from = at + (isSample ? SAMPLE : FN).length();
                at = from - 1;
            }
        }
        literals.add(text.substring(from));
        return new GlslTemplate(literals, sample, text.length());
    }

    /** The text with {@code $SAMPLE_} placeholders replaced by the substitutions and {@code $FN} by {@code function}. */
    public String instantiate(List<Substitution> substitutions, String function) {
        StringBuilder b = new StringBuilder(length + 64 * sample.length);
        b.append(literals[0]);
        for (int i = 0; i < sample.length; i++) {
            String after = literals[i + 1];
            if (!sample[i]) {
                b.append(function).append(after);
                continue;
            }
            Substitution s = firstFollowing(substitutions, after);
            if (s == null) {
                b.append(SAMPLE).append(after);
            } else {
                b.append(s.replacement()).append(after, s.target().length(), after.length());
            }
        }
        return b.toString();
    }

    private static Substitution firstFollowing(List<Substitution> substitutions, String after) {
        for (Substitution s : substitutions) {
            if (after.startsWith(s.target())) {
                return s;
            }
        }
        return null;
    }
}
