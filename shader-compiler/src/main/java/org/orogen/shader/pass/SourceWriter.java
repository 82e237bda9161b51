package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import org.orogen.shader.SourceMap;

/** Accumulates generated GLSL line by line and records which nodes own which lines. */
final class SourceWriter {
    private final StringBuilder text = new StringBuilder(256 * 1024);
    private final List<SourceMap.Range> ranges = new ArrayList<>();
    private int lines;

    /** Appends one line (no newline inside). */
    void line(String s) {
        text.append(s).append('\n');
        lines++;
    }

    /** Appends text ending in a newline (a library file) and attributes its lines to the owners. */
    void block(String block, Collection<String> owners, String what) {
        int first = lines + 1;
        lines += org.orogen.shader.library.GlslSource.countLines(block);
        text.append(block);
        if (!block.endsWith("\n")) {
            text.append('\n');
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
            List<String> ids = owners.size() == 1 ? List.of(owners.iterator().next()) : List.copyOf(new TreeSet<>(owners));
            ranges.add(new SourceMap.Range(first, last, ids, what));
        }
    }

    String text() {
        return text.toString();
    }

    SourceMap sourceMap() {
        return new SourceMap(ranges);
    }
}
