package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.orogen.graph.catalog.ParameterType;

/**
 * Computes identical work once. Two nodes are the same computation when they have the same type,
 * read the same sources (after earlier merges) and have no parameters: parameters are uniforms,
 * whose values may change without a recompile, so nodes with parameters are never assumed
 * equal. (A node shared by several consumers is already evaluated once per position context:
 * see {@link RegionPass}.) Merged nodes' consumers read the surviving node, the first in order.
 */
public final class DeduplicatePass {
    public void apply(ProgramGraph program) {
        Map<String, String> replacedBy = new HashMap<>();
        Map<String, String> byKey = new HashMap<>();
        List<String> kept = new ArrayList<>();
        for (String id : program.order()) {
            ProgramNode original = program.node(id);
            ProgramNode n = rewire(original, replacedBy);
            if (n != original) {
                program.nodes().put(id, n);
            }
            if (mergeable(n)) {
                String key = key(n);
                String first = byKey.putIfAbsent(key, id);
                if (first != null) {
                    replacedBy.put(id, first);
                    program.nodes().remove(id);
                    continue;
                }
            }
            kept.add(id);
        }
        program.setOrder(kept);
        program.setOutputs(program.outputs().map(s -> rewire(s, replacedBy), o -> o, m -> m));
    }

    private static boolean mergeable(ProgramNode n) {
        if (!n.isLibraryNode()) {
            return false; // calls carry per-use values; arguments differ by name
        }
        boolean parameterFree = n.definition().parameters().stream().allMatch(p -> p.type() == ParameterType.STRING);
        boolean sampled = Definitions.hasSampledInput(n.definition());
        return parameterFree && !sampled;
    }

    private static String key(ProgramNode n) {
        StringBuilder b = new StringBuilder(n.typeId());
        n.inputs().forEach((port, s) -> b.append('|').append(port).append('=').append(s));
        return b.toString();
    }

    private static ProgramNode rewire(ProgramNode n, Map<String, String> replacedBy) {
        if (replacedBy.isEmpty()) {
            return n;
        }
        LinkedHashMap<String, InputSource> inputs = new LinkedHashMap<>();
        boolean changed = false;
        for (Map.Entry<String, InputSource> e : n.inputs().entrySet()) {
            InputSource s = rewire(e.getValue(), replacedBy);
            changed |= s != e.getValue();
            inputs.put(e.getKey(), s);
        }
        return changed ? n.withInputs(inputs) : n;
    }

    private static InputSource rewire(InputSource s, Map<String, String> replacedBy) {
        if (s instanceof InputSource.Wire w && replacedBy.containsKey(w.nodeId())) {
            return new InputSource.Wire(replacedBy.get(w.nodeId()), w.port(), w.conversion());
        }
        return s;
    }
}
