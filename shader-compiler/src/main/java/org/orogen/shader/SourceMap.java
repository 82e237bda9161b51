package org.orogen.shader;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;

/**
 * Maps lines of a generated fragment shader back to the graph nodes that produced them, so a
 * driver error on line N can be shown on the right node. Lines are 1-based, as GLSL compilers
 * report them ({@code #version} is line 1).
 */
public final class SourceMap {
    /**
     * A range of generated lines and the nodes responsible for it.
     *
     * @param firstLine first line, 1-based, inclusive
     * @param lastLine  last line, inclusive
     * @param nodeIds   top-level node ids (a node type's shared function maps to every node of
     *                  that type; code inlined from a subgraph maps to the subgraph node)
     * @param what      what the lines are, e.g. {@code "function ogn_combine_add"}, {@code "evaluation"}
     */
    public record Range(int firstLine, int lastLine, List<String> nodeIds, String what) {
        public Range {
            nodeIds = List.copyOf(nodeIds);
            Objects.requireNonNull(what, "what");
            if (firstLine < 1 || lastLine < firstLine) {
                throw new IllegalArgumentException("bad line range " + firstLine + ".." + lastLine);
            }
        }

        public boolean contains(int line) {
            return line >= firstLine && line <= lastLine;
        }
    }

    private final List<Range> ranges;

    public SourceMap(List<Range> ranges) {
        this.ranges = List.copyOf(ranges);
    }

    public List<Range> ranges() {
        return ranges;
    }

    /** Maps with the same ranges are equal (programs compare by value). */
    @Override
    public boolean equals(Object o) {
        return o instanceof SourceMap m && ranges.equals(m.ranges);
    }

    @Override
    public int hashCode() {
        return ranges.hashCode();
    }

    /** The most specific ranges containing the line (the narrowest first); empty when no node owns it. */
    public List<Range> rangesAt(int line) {
        List<Range> hits = new ArrayList<>();
        for (Range r : ranges) {
            if (r.contains(line)) {
                hits.add(r);
            }
        }
        hits.sort((a, b) -> Integer.compare(a.lastLine() - a.firstLine(), b.lastLine() - b.firstLine()));
        return hits;
    }

    /** Node ids responsible for a line: those of the narrowest range containing it. */
    public List<String> nodesAt(int line) {
        List<Range> hits = rangesAt(line);
        return hits.isEmpty() ? List.of() : hits.getFirst().nodeIds();
    }

    /** Every node id that appears in the map, in first-appearance order. */
    public List<String> allNodes() {
        LinkedHashSet<String> ids = new LinkedHashSet<>();
        ranges.forEach(r -> ids.addAll(r.nodeIds()));
        return List.copyOf(ids);
    }
}
