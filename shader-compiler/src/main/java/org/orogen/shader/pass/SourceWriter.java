package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import org.orogen.shader.SourceMap;

/**
 * Accumulates generated GLSL line by line and records which nodes own which lines. It writes two
 * variants at once, the fragment shader and the compute shader: they share every line except the
 * few written with {@link #stageLine}, and always have the same number of lines, so one source map
 * serves both and a driver error in either lands on the same node.
 */
final class SourceWriter {
    private final StringBuilder text;
    private final StringBuilder computeText;
    private final List<SourceMap.Range> ranges = new ArrayList<>();
    private int lines;

    /** Room for a large program (256 K characters per variant). */
    SourceWriter() {
        this(256 * 1024);
    }

    /**
     * @param expectedChars the expected length of each variant: the builders start that large, so they are
     *                      neither copied while they grow nor (much) larger than needed (both are zeroed on
     *                      every compile)
     */
    SourceWriter(int expectedChars) {
        text = new StringBuilder(expectedChars);
        computeText = new StringBuilder(expectedChars);
    }

    /** Appends one line (no newline inside). */
    void line(String s) {
        stageLine(s, s);
    }

    /** Appends one line that differs between the fragment and the compute variant. */
    void stageLine(String fragment, String compute) {
        text.append(fragment).append('\n');
        computeText.append(compute).append('\n');
        lines++;
    }

    /** Appends one stage-specific line owned by the given nodes. */
    void ownedStageLine(String fragment, String compute, Collection<String> owners, String what) {
        stageLine(fragment, compute);
        attribute(lines, lines, owners, what);
    }

    /** Appends text ending in a newline (a library file) and attributes its lines to the owners. */
    void block(String block, Collection<String> owners, String what) {
        int first = lines + 1;
        lines += org.orogen.shader.library.GlslSource.countLines(block);
        text.append(block);
        computeText.append(block);
        if (!block.endsWith("\n")) {
            text.append('\n');
            computeText.append('\n');
            lines++;
        }
        attribute(first, lines, owners, what);
    }

    /** Appends one line owned by the given nodes. */
    void ownedLine(String s, Collection<String> owners, String what) {
        line(s);
        attribute(lines, lines, owners, what);
    }

    /** The 1-based number of the next line to be written. */
    int nextLine() {
        return lines + 1;
    }

    void attribute(int first, int last, Collection<String> owners, String what) {
        if (!owners.isEmpty() && last >= first) {
            // List.copyOf keeps an immutable list as it is: the cached single-owner lists of evaluations
            List<String> ids = owners.size() == 1 ? List.copyOf(owners) : List.copyOf(new TreeSet<>(owners));
            ranges.add(new SourceMap.Range(first, last, ids, what));
        }
    }

    /** The fragment shader. */
    String text() {
        return text.toString();
    }

    /** The compute shader: same lines as {@link #text()} except the stage lines. */
    String computeText() {
        return computeText.toString();
    }

    SourceMap sourceMap() {
        return new SourceMap(ranges);
    }
}
