package org.orogen.shader.pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Splits the ordered program into {@link Region}s. A node goes into the region of every consumer
 * that reads it at the consumer's own position (ordinary inputs); a sampled input starts a new
 * region for its source (one per distinct source, however many nodes sample it). Each region is
 * emitted once as a function, so a chain of warps produces code linear in its length instead of
 * duplicating the upstream graph at every level.
 */
public final class RegionPass {
    /** Returns the main region first, then the sampled regions sorted by key. */
    public List<Region> apply(ProgramGraph program) {
        Map<String, Integer> rank = HashMap.newHashMap(program.order().size());
        List<String> order = program.order();
        for (int i = 0; i < order.size(); i++) {
            rank.put(order.get(i), i);
        }
        List<InputSource> mainRoots = new ArrayList<>(program.outputs().sources());

        Map<String, Region> sampled = new LinkedHashMap<>();
        Deque<InputSource> todo = new ArrayDeque<>();
        Region main = new Region(null, closure(program, mainRoots, rank, sampled, todo));
        while (!todo.isEmpty()) {
            InputSource source = todo.pop();
            sampled.put(source.toString(), new Region(source, closure(program, List.of(source), rank, sampled, todo)));
        }
        List<Region> regions = new ArrayList<>();
        regions.add(main);
        // Sorted by key: the map's keys are the regions' keys (their sources' text), made once.
        regions.addAll(new TreeMap<>(sampled).values());
        return regions;
    }

    /** Nodes needed at one position to compute the roots, in evaluation order; queues new sampled sources. */
    private static List<String> closure(ProgramGraph program, List<InputSource> roots, Map<String, Integer> rank,
                                        Map<String, Region> sampled, Deque<InputSource> todo) {
        Set<String> members = new HashSet<>();
        Deque<String> stack = new ArrayDeque<>();
        for (InputSource r : roots) {
            if (r instanceof InputSource.Wire w && members.add(w.nodeId())) {
                stack.push(w.nodeId());
            }
        }
        while (!stack.isEmpty()) {
            ProgramNode n = program.node(stack.pop());
            n.inputs().forEach((port, s) -> {
                if (n.isSampled(port)) {
                    String key = s.toString();
                    if (!sampled.containsKey(key)) {
                        sampled.put(key, null); // reserved; filled when processed
                        todo.push(s);
                    }
                } else if (s instanceof InputSource.Wire w && members.add(w.nodeId())) {
                    stack.push(w.nodeId());
                }
            });
        }
        // Evaluation order: the members' ranks, sorted as plain ints, mapped back to ids.
        int[] ranks = new int[members.size()];
        int i = 0;
        for (String id : members) {
            ranks[i++] = rank.get(id);
        }
        Arrays.sort(ranks);
        List<String> order = program.order();
        List<String> ordered = new ArrayList<>(ranks.length);
        for (int r : ranks) {
            ordered.add(order.get(r));
        }
        return ordered;
    }
}
