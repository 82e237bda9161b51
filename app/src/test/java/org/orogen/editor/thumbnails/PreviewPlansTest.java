package org.orogen.editor.thumbnails;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;

/** The per-node preview plans kept for recompiling: bounded by program text, least recently used out. */
class PreviewPlansTest {

    private static PreviewPlans.Compiled plan() {
        Graph g = Graph.of(List.of(Node.of("n", "fractal.fbm"), Node.of("out", "output.height")),
                List.of(Edge.of("n", "value", "out", "input")), GraphMetadata.EMPTY, 1, List.of());
        CompiledPlan plan = GraphCompiler.standard().compilePlan(g, CompileOptions.DEFAULT);
        return new PreviewPlans.Compiled(g, CompileOptions.DEFAULT, plan);
    }

    @Test
    void plansAreKeptWithinTheirBudgetTheLeastRecentlyUsedDroppedFirst() {
        PreviewPlans.Compiled one = plan();
        long size = one.chars();
        assertTrue(size > 1000, "a plan holds its program text: " + size);
        PreviewPlans plans = new PreviewPlans(3 * size);
        plans.put("a", one);
        plans.put("b", one);
        plans.put("c", one);
        assertEquals(3 * size, plans.chars());
        assertNotNull(plans.get("a")); // a is now the most recently used
        plans.put("d", one);
        assertNull(plans.get("b"), "the least recently used plan went");
        assertEquals(Set.of(3, 3 * size), Set.of(plans.size(), plans.chars()));
        plans.put("d", one); // replacing a plan counts it once
        assertEquals(3 * size, plans.chars());
        plans.retain(Set.of("a", "x"));
        assertEquals(1, plans.size());
        assertEquals(size, plans.chars());
        assertNotNull(plans.get("a"));
        PreviewPlans tiny = new PreviewPlans(size - 1);
        tiny.put("a", one);
        assertEquals(0, tiny.size(), "a plan over the whole budget is not kept");
    }
}
