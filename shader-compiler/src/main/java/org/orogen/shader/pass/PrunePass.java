package org.orogen.shader.pass;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

/**
 * Removes nodes whose results never reach an output (or the previewed port): they cost nothing
 * in the program. Sampled inputs count as reaching: a warp's source is needed.
 */
public final class PrunePass {
    public void apply(ProgramGraph program) {
        Set<String> reached = HashSet.newHashSet(program.nodes().size());
        Deque<String> todo = new ArrayDeque<>();
        program.outputs().sources().forEach(s -> visit(s, reached, todo));
        while (!todo.isEmpty()) {
            ProgramNode n = program.node(todo.pop());
            n.inputs().values().forEach(s -> visit(s, reached, todo));
        }
        program.nodes().keySet().retainAll(reached);
    }

    private static void visit(InputSource s, Set<String> reached, Deque<String> todo) {
        if (s instanceof InputSource.Wire w && reached.add(w.nodeId())) {
            todo.push(w.nodeId());
        }
    }
}
