package org.orogen.editor.thumbnails;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Set;
import org.orogen.graph.Graph;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.PlanStage;

/**
 * Each node's last per-node preview plan, with the graph and options it was compiled from, so that a changed
 * value upstream recompiles it from the plan before ({@link org.orogen.preview.ProgramSource#recompilePlan}).
 * A node's plan holds the program text of everything upstream of it, so the plans of a big graph together
 * grow with the square of its size: they are kept up to {@code maxChars} characters of program text in all,
 * the least recently used dropped first (a dropped node compiles as usual). Not thread-safe: the compile
 * worker's.
 */
final class PreviewPlans {

    /** A node's preview plan, the graph and options it was compiled from. */
    record Compiled(Graph graph, CompileOptions options, CompiledPlan plan) {
        /** Characters of program text (both variants of every stage). */
        long chars() {
            long n = 0;
            for (PlanStage s : plan.stages()) {
                n += s.program().fragmentSource().length() + s.program().computeSource().length();
            }
            return n;
        }
    }

    private final long maxChars;
    private final LinkedHashMap<String, Compiled> byNode = new LinkedHashMap<>(16, 0.75f, true);
    private long chars;

    PreviewPlans(long maxChars) {
        this.maxChars = maxChars;
    }

    /** The plan kept for {@code nodeId}, or null. */
    Compiled get(String nodeId) {
        return byNode.get(nodeId);
    }

    /** Keeps {@code compiled} for {@code nodeId} (replacing its plan before), then drops plans over the budget. */
    void put(String nodeId, Compiled compiled) {
        remove(nodeId);
        byNode.put(nodeId, compiled);
        chars += compiled.chars();
        Iterator<Compiled> eldest = byNode.values().iterator();
        while (chars > maxChars && eldest.hasNext()) {
            chars -= eldest.next().chars();
            eldest.remove();
        }
    }

    /** Forgets the plans of nodes not in {@code nodeIds} (deleted nodes). */
    void retain(Set<String> nodeIds) {
        for (String id : Set.copyOf(byNode.keySet())) {
            if (!nodeIds.contains(id)) {
                remove(id);
            }
        }
    }

    /** Characters of program text kept. */
    long chars() {
        return chars;
    }

    int size() {
        return byNode.size();
    }

    private void remove(String nodeId) {
        Compiled gone = byNode.remove(nodeId);
        if (gone != null) {
            chars -= gone.chars();
        }
    }
}
