package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Graph;
import org.orogen.shader.CompiledPlan.Halo;
import org.orogen.shader.pass.StageSplit;

/**
 * Big pure graphs split into stages of bounded size (issue 11): every stage within the budget,
 * stages in dependency order reading earlier stages at their own pixel, every field computed once,
 * one program below the budget, and an edit that changes only the stage it touches.
 */
class StageSplitTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static final Pattern NODE_CALL = Pattern.compile("; ogn_(noise_gradient|noise_value|combine_add)\\(");

    private static CompiledPlan plan(Graph graph, int budget) {
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT.withStageBudget(budget));
        assertFalse(plan.hasErrors(), plan.diagnostics()::toString);
        return plan;
    }

    private static int calls(String source) {
        Matcher m = NODE_CALL.matcher(source);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void theDefaultBudgetIsDocumentedAndOverridable() {
        assertEquals(StageSplit.DEFAULT_BUDGET, Integer.getInteger(StageSplit.BUDGET_PROPERTY,
                StageSplit.DEFAULT_BUDGET));
        assertEquals(StageSplit.budget(), CompileOptions.DEFAULT.stageBudget());
    }

    @Test
    void withinTheBudgetAGraphIsOneProgramIdenticalToCompile() {
        Graph graph = BigGraphs.noiseSum(16); // 31 nodes
        CompiledPlan plan = plan(graph, 31);
        assertTrue(plan.isSingleProgram());
        CompiledProgram single = COMPILER.compile(graph);
        assertEquals(single.fragmentSource(), plan.finalProgram().fragmentSource());
        assertEquals(single.computeSource(), plan.finalProgram().computeSource());
        assertEquals(single.structuralHash(), plan.structuralHash());
    }

    @Test
    void aBigGraphSplitsIntoStagesWithinTheBudgetEachNodeComputedOnce() {
        int budget = 20;
        CompiledPlan plan = plan(BigGraphs.noiseSum(200), budget); // 399 nodes
        assertTrue(plan.stages().size() >= 399 / budget, "stages: " + plan.stages().size());
        int total = 0;
        for (PlanStage s : plan.stages()) {
            assertEquals(PlanStage.Kind.NODES, s.kind());
            int nodes = calls(s.program().computeSource());
            assertTrue(nodes >= 1 && nodes <= budget, "stage " + s.index() + " has " + nodes + " nodes");
            total += nodes;
            assertTrue(s.inputs().size() <= StageSplit.MAX_INPUTS, "stage " + s.index() + " reads too many");
            assertTrue(s.outputs().size() <= StageSplit.MAX_OUTPUTS, "stage " + s.index() + " writes too many");
            Set<Integer> units = new HashSet<>();
            for (StageInput in : s.inputs()) {
                assertTrue(in.stage() < s.index(), "a stage reads only earlier stages");
                assertTrue(units.add(in.unit()));
                assertTrue(in.reaches().stream().allMatch(r -> r.texels() == 0 && !r.alongX() && !r.alongY()
                        && r.parameter().isEmpty()), "read at the pixel only: " + in.reaches());
            }
        }
        assertEquals(399, total, "every node is computed exactly once");
        assertEquals(List.of("height"), plan.finalStage().outputs());
        // At the pixel: no halo anywhere, so stage textures are exactly the block.
        assertTrue(plan.halos(3.0, 3.0).stream().allMatch(Halo.NONE::equals));
        // Every intermediate output is read by a later stage.
        for (PlanStage s : plan.stages().subList(0, plan.stages().size() - 1)) {
            for (int o = 0; o < s.outputs().size(); o++) {
                int out = o;
                assertTrue(plan.stages().stream().anyMatch(r -> r.inputs().stream()
                        .anyMatch(in -> in.stage() == s.index() && in.output() == out)), s.outputs().get(o));
            }
        }
    }

    @Test
    void twoThousandNodesSplitWithinTheDefaultBudget() {
        for (int noises : new int[] {1000, 999, 333}) {
            CompiledPlan plan = plan(BigGraphs.noiseSum(noises), StageSplit.DEFAULT_BUDGET);
            int total = 0;
            for (PlanStage s : plan.stages()) {
                int nodes = calls(s.program().computeSource());
                assertTrue(nodes <= StageSplit.DEFAULT_BUDGET, noises + ": stage " + s.index() + " has " + nodes);
                assertTrue(s.inputs().size() <= StageSplit.MAX_INPUTS, noises + ": stage " + s.index());
                total += nodes;
            }
            assertEquals(2 * noises - 1, total, noises + " noises: every node once");
            long programs = plan.stages().stream().map(PlanStage::structuralHash).distinct().count();
            assertTrue(programs <= 12, noises + " noises: " + plan.stages().size() + " stages, " + programs
                    + " distinct programs");
        }
    }

    /** A big sum feeding a slope mask: the level below the cut is split, the mask reads its root with a halo. */
    @Test
    void aSplitLevelFeedsANeighbourhoodNode() {
        Graph sum = BigGraphs.noiseSum(100);
        String root = sum.edges().stream().filter(e -> e.to().nodeId().equals("out")).findFirst().orElseThrow()
                .from().nodeId();
        List<org.orogen.graph.Node> nodes = new java.util.ArrayList<>(sum.nodes().values());
        nodes.add(org.orogen.graph.Node.of("slope", "mask.curvature"));
        nodes.add(org.orogen.graph.Node.of("rock", "output.mask")
                .withParameter("name", org.orogen.graph.ParameterValue.of("rock")));
        List<org.orogen.graph.Edge> edges = new java.util.ArrayList<>(sum.edges());
        edges.add(org.orogen.graph.Edge.of(root, "result", "slope", "height"));
        edges.add(org.orogen.graph.Edge.of("slope", "mask", "rock", "input"));
        CompiledPlan plan = plan(Graph.of(nodes, edges, sum.metadata(), sum.seed(), List.of()), 32);
        assertTrue(plan.stages().size() > 3);
        assertEquals(List.of("height", "rock"), plan.finalStage().outputs());
        int total = 0;
        for (PlanStage s : plan.stages()) {
            int nodesHere = calls(s.program().computeSource());
            assertTrue(nodesHere <= 32, "stage " + s.index() + " has " + nodesHere);
            total += nodesHere;
            s.inputs().forEach(in -> assertTrue(in.stage() < s.index()));
        }
        assertEquals(199, total, "every node of the sum once");
        List<Halo> halos = plan.halos(1.0, 1.0);
        assertTrue(halos.subList(0, halos.size() - 1).stream().allMatch(h -> h.x() > 0 && h.y() > 0),
                "every part of the sum covers the slope's reach: " + halos);
    }

    @Test
    void aSplitIsDeterministic() {
        CompiledPlan a = plan(BigGraphs.noiseSum(120), 24);
        CompiledPlan b = plan(BigGraphs.noiseSum(120), 24);
        assertEquals(a.structuralHash(), b.structuralHash());
        for (int i = 0; i < a.stages().size(); i++) {
            assertEquals(a.stages().get(i).program().computeSource(), b.stages().get(i).program().computeSource());
        }
    }

    @Test
    void anEditChangesOnlyTheStageItTouches() {
        CompiledPlan before = plan(BigGraphs.noiseSum(200), 32);
        CompiledPlan after = plan(BigGraphs.noiseSum(200, "noise.value", 77), 32);
        assertEquals(before.stages().size(), after.stages().size());
        Set<String> old = new HashSet<>();
        before.stages().forEach(s -> old.add(s.structuralHash()));
        List<PlanStage> changed = after.stages().stream().filter(s -> !old.contains(s.structuralHash())).toList();
        assertEquals(1, changed.size(), "stages with a new program");
        assertTrue(changed.getFirst().program().uniforms().stream().anyMatch(u -> u.nodeId().equals("n77")),
                "the changed stage holds n77");
    }

    @Test
    void partsOfTheSameShapeShareOneProgramWithTheirOwnParameters() {
        CompiledPlan plan = plan(BigGraphs.noiseSum(256), 32);
        Set<String> programs = new HashSet<>();
        Set<String> nodes = new HashSet<>();
        for (PlanStage s : plan.stages()) {
            programs.add(s.structuralHash());
            s.program().uniforms().forEach(u -> assertTrue(nodes.add(u.nodeId() + "." + u.parameter()),
                    "a parameter bound twice: " + u));
        }
        assertTrue(programs.size() <= 5, plan.stages().size() + " stages, " + programs.size() + " programs");
        assertEquals(3 * 256, nodes.size(), "every noise parameter is bound in exactly one stage");
        // Bindings and outputs name the graph's nodes, not the canonical ids of the shared source.
        assertTrue(plan.stages().getFirst().program().sourceMap().allNodes().stream()
                .allMatch(id -> id.startsWith("n") || id.startsWith("add")), "source map names graph nodes");
        for (PlanStage s : plan.stages().subList(0, plan.stages().size() - 1)) {
            assertTrue(s.outputs().stream().allMatch(o -> o.startsWith("add") || o.startsWith("n")), s::toString);
        }
    }

    @Test
    void stagesReadTheirSourcesExactlyAtThePixel() {
        CompiledPlan plan = plan(BigGraphs.noiseSum(64), 16);
        PlanStage last = plan.finalStage();
        assertFalse(last.inputs().isEmpty());
        String source = last.program().computeSource();
        for (StageInput in : last.inputs()) {
            // Main's p is the pixel's own position: one fetch of its texel, no interpolation.
            assertTrue(source.contains("ogn_stageReadAt(" + in.sampler() + ", " + in.haloUniform() + ", p)"),
                    in.sampler());
        }
    }
}
