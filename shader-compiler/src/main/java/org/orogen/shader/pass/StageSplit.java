package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * Splits the nodes of one plan level into parts of bounded size (docs/architecture.md, "Pass
 * plans", "Big graphs"): drivers compile a program superlinearly in its size (llvmpipe: 500 noise
 * nodes in one program took 220 s), so a level of more than {@link #budget()} nodes becomes several
 * stages, each reading the fields it needs from earlier parts' textures at its own pixel (exact
 * texel reads, halo 0 between parts of one level).
 *
 * <p>The rule, bottom-up in evaluation order: a node starts a group of its own, then takes in the
 * open groups of the nodes it reads, lightest first, while the group stays within the budget and
 * reads at most {@link #MAX_INPUTS} fields from sealed parts; every group it does not take in is
 * sealed as a part (whose root field the node then reads from a texture). Groups left at the end are
 * sealed in order. On a tree (noises summed by adds) the parts are subtrees of between about half
 * and all of the budget, each with one output, and a part's shape depends only on its own subtree:
 * an edit changes the parts on its path to the output, usually only its own.
 *
 * <p>Limits, checked after the split: a part writes at most {@link #MAX_OUTPUTS} fields (colour
 * attachments / images a program may write); when a level cannot be split within them it stays
 * one stage, as before the split existed.
 */
public final class StageSplit {
    /**
     * Default most nodes in one stage program, overridable with {@code -D}{@value #BUDGET_PROPERTY}.
     * Measured on llvmpipe (cold shader cache, compute path): compile time is close to linear up to
     * 16 gradient noises per program (about 0.13 s each) and grows faster beyond (docs/performance.md).
     */
    public static final int DEFAULT_BUDGET = 32;
    /** System property overriding {@link #DEFAULT_BUDGET} (tests use small budgets). */
    public static final String BUDGET_PROPERTY = "orogen.plan.stageBudget";
    /** Most fields a part reads from other parts (texture units: 16 per stage, images share them). */
    public static final int MAX_INPUTS = 8;
    /** Most fields a part writes (8 colour attachments / images is every GL's minimum). */
    public static final int MAX_OUTPUTS = 8;

    private final int budget;
    private final Function<String, List<String>> sources;
    private final ToIntFunction<String> cost;

    /**
     * @param budget  most cost units per part
     * @param sources node → the nodes of its own level it reads at its own pixel
     * @param cost    node → its cost (1 + the nodes it evaluates as functions)
     */
    StageSplit(int budget, Function<String, List<String>> sources, ToIntFunction<String> cost) {
        this.budget = budget;
        this.sources = sources;
        this.cost = cost;
    }

    /** The stage budget in effect: {@value #BUDGET_PROPERTY} when set, else {@link #DEFAULT_BUDGET}. */
    public static int budget() {
        return Integer.getInteger(BUDGET_PROPERTY, DEFAULT_BUDGET);
    }

    private static final class Group {
        final List<String> members = new ArrayList<>();
        final Set<String> reads = new HashSet<>();
        int cost;
        int first;
    }

    /**
     * Parts of every node that has a level; a level within the budget (or that cannot be split
     * within the limits) is all part 0.
     *
     * @param order  evaluation order (sources first)
     * @param levels node → level (nodes without one are skipped)
     * @param kernel nodes that run as fixed kernels (never in a part)
     */
    Map<String, Integer> apply(List<String> order, Map<String, Integer> levels, Predicate<String> kernel) {
        Map<Integer, List<String>> byLevel = new HashMap<>();
        for (String id : order) {
            if (levels.containsKey(id) && !kernel.test(id)) {
                byLevel.computeIfAbsent(levels.get(id), k -> new ArrayList<>()).add(id);
            }
        }
        Map<String, Integer> parts = new HashMap<>();
        for (List<String> nodes : byLevel.values()) {
            int total = nodes.stream().mapToInt(cost::applyAsInt).sum();
            if (total > budget) {
                Map<String, Integer> split = split(nodes);
                if (split != null) {
                    parts.putAll(split);
                }
            }
        }
        return parts;
    }

    /** Parts of one level's nodes (in evaluation order), or null when the limits cannot be kept. */
    private Map<String, Integer> split(List<String> nodes) {
        Set<String> level = new HashSet<>(nodes);
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < nodes.size(); i++) {
            index.put(nodes.get(i), i);
        }
        Map<String, Group> open = new HashMap<>();
        Map<String, Integer> parts = new HashMap<>();
        List<Group> sealed = new ArrayList<>();
        for (String id : nodes) {
            Group g = new Group();
            g.members.add(id);
            g.cost = cost.applyAsInt(id);
            g.first = index.get(id);
            Set<Group> inputs = new LinkedHashSet<>();
            for (String s : sources.apply(id)) {
                if (!level.contains(s)) {
                    continue; // another level: read from its texture whatever we do
                }
                Group from = open.get(s);
                if (from != null) {
                    inputs.add(from);
                } else {
                    g.reads.add(s);
                }
            }
            List<Group> candidates = new ArrayList<>(inputs);
            candidates.sort(Comparator.<Group>comparingInt(c -> c.cost).thenComparingInt(c -> c.first));
            for (int k = 0; k < candidates.size(); k++) {
                Group c = candidates.get(k);
                Set<String> reads = new HashSet<>(g.reads);
                reads.addAll(c.reads);
                // Room for the fields of the groups still to decide, in case they are sealed.
                int later = 0;
                for (Group d : candidates.subList(k + 1, candidates.size())) {
                    later += (int) sources.apply(id).stream().filter(d.members::contains).count();
                }
                if (g.cost + c.cost <= budget && reads.size() + later <= MAX_INPUTS) {
                    g.cost += c.cost;
                    g.members.addAll(c.members);
                    g.reads.addAll(c.reads);
                    g.first = Math.min(g.first, c.first);
                } else {
                    seal(c, sealed, open, parts);
                    for (String s : sources.apply(id)) {
                        if (c.members.contains(s)) {
                            g.reads.add(s);
                        }
                    }
                }
            }
            if (g.reads.size() > MAX_INPUTS) {
                return null;
            }
            g.members.forEach(m -> open.put(m, g));
        }
        List<Group> rest = new ArrayList<>(new LinkedHashSet<>(open.values()));
        rest.sort(Comparator.comparingInt(r -> r.members.stream().mapToInt(index::get).max().orElse(0)));
        for (Group r : rest) {
            seal(r, sealed, open, parts);
        }
        return withinOutputLimit(nodes, parts) ? parts : null;
    }

    private static void seal(Group g, List<Group> sealed, Map<String, Group> open, Map<String, Integer> parts) {
        int p = sealed.size();
        sealed.add(g);
        for (String m : g.members) {
            open.remove(m);
            parts.put(m, p);
        }
    }

    /**
     * Every part but the last writes at most {@link #MAX_OUTPUTS} fields read by later parts of the
     * level. (Fields read by later levels are counted by the caller's stages as before; a part
     * rarely holds more than a tree's root.)
     */
    private boolean withinOutputLimit(List<String> nodes, Map<String, Integer> parts) {
        Map<Integer, Set<String>> outputs = new HashMap<>();
        for (String id : nodes) {
            for (String s : sources.apply(id)) {
                Integer from = parts.get(s);
                if (from != null && !from.equals(parts.get(id))) {
                    outputs.computeIfAbsent(from, k -> new HashSet<>()).add(s);
                }
            }
        }
        return outputs.values().stream().allMatch(o -> o.size() <= MAX_OUTPUTS);
    }
}
