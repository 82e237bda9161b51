package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Orders the nodes so that every node comes after the nodes it reads (Kahn's algorithm). Ties
 * are broken by node id, so the order, and with it the generated source, depends only on the
 * graph. (Cycles were already cut by {@link FlattenPass}.)
 */
public final class OrderPass {
    public void apply(ProgramGraph program) {
        Map<String, Integer> pending = HashMap.newHashMap(program.nodes().size());
        Map<String, List<String>> consumers = HashMap.newHashMap(program.nodes().size());
        for (ProgramNode n : program.nodes().values()) {
            int count = 0;
            for (InputSource s : n.inputs().values()) {
                if (s instanceof InputSource.Wire w && program.nodes().containsKey(w.nodeId())) {
                    consumers.computeIfAbsent(w.nodeId(), k -> new ArrayList<>()).add(n.id());
                    count++;
                }
            }
            pending.put(n.id(), count);
        }
        PriorityQueue<String> ready = new PriorityQueue<>();
        pending.forEach((id, count) -> {
            if (count == 0) {
                ready.add(id);
            }
        });
        List<String> order = new ArrayList<>(program.nodes().size());
        while (!ready.isEmpty()) {
            String id = ready.poll();
            order.add(id);
            for (String c : consumers.getOrDefault(id, List.of())) {
                if (pending.merge(c, -1, Integer::sum) == 0) {
                    ready.add(c);
                }
            }
        }
        if (order.size() != program.nodes().size()) {
            throw new IllegalStateException("compiler bug: a cycle survived FlattenPass");
        }
        program.setOrder(order);
    }
}
