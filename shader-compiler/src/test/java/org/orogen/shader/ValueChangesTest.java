package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.Position;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.colour.RampInterpolation;
import org.orogen.graph.colour.RampStop;

/**
 * {@link GraphCompiler#recompilePlan}: a graph that differs only in parameter values gets the plan a compile
 * gives, whether {@link ValueChanges} made it from the plan before or the compiler ran.
 */
class ValueChangesTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();

    /**
     * Every parameter of every node of every golden and sample graph, changed alone, at the graph's own
     * stage budget and at a budget of 2 nodes (stages split everywhere, their node ids canonical): the
     * recompiled plan equals the compile's, bindings, hashes and diagnostics included; and some of each
     * graph's plans are made without the compiler.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.orogen.shader.PassPlanTest#graphs")
    void everyParameterChangedAloneGivesTheCompilersPlan(Path file) {
        PassPlanTest.Opened opened = PassPlanTest.Opened.of(file);
        for (CompileOptions options : List.of(opened.options(), opened.options().withStageBudget(2))) {
            Graph before = opened.graph();
            CompiledPlan plan = COMPILER.compilePlan(before, options);
            int changed = 0;
            int patched = 0;
            for (Node node : before.nodes().values()) {
                Optional<NodeDefinition> definition = opened.types().definitionOf(node); // subgraph uses too
                for (ParameterDefinition p : definition.map(NodeDefinition::parameters).orElse(List.of())) {
                    Optional<ParameterValue> other = otherValue(p, node.parameter(p.name()).orElse(p.defaultValue()));
                    if (other.isEmpty()) {
                        continue;
                    }
                    Graph after = before.withNode(node.withParameter(p.name(), other.get()));
                    String what = file.getFileName() + ", budget " + options.stageBudget() + ": " + node.id() + "."
                            + p.name() + " = " + other.get();
                    CompiledPlan expected = COMPILER.compilePlan(after, options);
                    CompiledPlan actual = COMPILER.recompilePlan(before, plan, after, options);
                    assertEquals(expected, actual, () -> what + ": " + difference(expected, actual));
                    changed++;
                    if (ValueChanges.apply(COMPILER.library(), options.subgraphs(), before, plan, after).isPresent()) {
                        patched++;
                    }
                }
            }
            assertTrue(changed > 0, file + " has parameters");
            assertTrue(patched > 0, file + ": " + patched + " of " + changed + " changes made without compiling");
        }
    }

    /** A slider drag: the plan keeps its programs and hash, and only the dragged parameter's words change. */
    @Test
    void aDraggedSliderChangesOnlyItsBindingsValue() {
        Graph before = PassPlanTest.curvatureGraph().build();
        CompiledPlan plan = COMPILER.compilePlan(before, CompileOptions.DEFAULT);
        Graph after = before.withNode(before.requireNode("n").withParameter("scale", ParameterValue.of(650.0)));
        CompiledPlan patched = ValueChanges.apply(COMPILER.library(), SubgraphSource.NONE, before, plan, after).orElseThrow();
        assertEquals(plan.structuralHash(), patched.structuralHash());
        for (int s = 0; s < plan.stages().size(); s++) {
            CompiledProgram was = plan.stages().get(s).program();
            CompiledProgram now = patched.stages().get(s).program();
            assertSame(was.fragmentSource(), now.fragmentSource());
            for (int u = 0; u < was.uniforms().size(); u++) {
                UniformBinding a = was.uniforms().get(u);
                UniformBinding b = now.uniforms().get(u);
                if (a.nodeId().equals("n") && a.parameter().equals("scale")) {
                    assertEquals(new UniformValue.FloatValue(650.0), b.value());
                } else {
                    assertEquals(a, b);
                }
            }
        }
        assertEquals(COMPILER.compilePlan(after, CompileOptions.DEFAULT), patched);
    }

    /**
     * An exposed parameter of a subgraph use sets a parameter inside it: alpine_valley's relief is made without
     * compiling; reused.graph's two uses with equal values share one call, so changing one of them compiles.
     */
    @Test
    void subgraphUsesChangeWithoutCompilingUnlessTheyShareACall() {
        PassPlanTest.Opened alpine = PassPlanTest.Opened.of(Path.of("../samples/alpine_valley.graph"));
        assertPatched(alpine, "alps", "relief", ParameterValue.of(1700.0), true);
        assertPatched(alpine, "alps", "prewarp", ParameterValue.of(250.0), true);
        PassPlanTest.Opened reused = PassPlanTest.Opened.of(Path.of("src/test/resources/golden/reused.graph"));
        assertPatched(reused, "a", "scale", ParameterValue.of(900.0), false); // shares its call with b
        assertPatched(reused, "c", "scale", ParameterValue.of(900.0), true);
        assertPatched(reused, "c", "scale", ParameterValue.of(800.0), true); // c's seed still differs from a's
        Node c = reused.graph().requireNode("c");
        Node likeA = c.withParameters(reused.graph().requireNode("a").parameters()); // now one call would do
        assertPatched(reused, reused.graph().withNode(likeA), "c takes a's values", false);
    }

    private static void assertPatched(PassPlanTest.Opened opened, String node, String parameter, ParameterValue value,
                                      boolean patched) {
        Graph after = opened.graph().withNode(opened.graph().requireNode(node).withParameter(parameter, value));
        assertPatched(opened, after, node + "." + parameter + " = " + value, patched);
    }

    private static void assertPatched(PassPlanTest.Opened opened, Graph after, String what, boolean patched) {
        Graph before = opened.graph();
        CompiledPlan plan = COMPILER.compilePlan(before, opened.options());
        assertEquals(patched, ValueChanges.apply(COMPILER.library(), opened.options().subgraphs(), before, plan, after)
                .isPresent(), what);
        assertEquals(COMPILER.compilePlan(after, opened.options()),
                COMPILER.recompilePlan(before, plan, after, opened.options()), what);
    }

    /** Changes that reach more than binding values are compiled, and still give the compile's plan. */
    @Test
    void changesBeyondValuesAreCompiled() {
        Graph before = PassPlanTest.curvatureGraph().build();
        CompiledPlan plan = COMPILER.compilePlan(before, CompileOptions.DEFAULT);
        Node fbm = before.requireNode("n");
        List<Graph> declined = new ArrayList<>(List.of(
                before.withNode(fbm.withParameter("scale", ParameterValue.of(Double.NaN))), // reported, replaced
                before.withNode(fbm.withParameter("scale", ParameterValue.of("tall"))),
                before.withNode(before.requireNode("m").withParameter("name", ParameterValue.of("scree"))), // an output
                before.withoutEdge(Edge.of("s", "mask", "m", "input")), // structure
                before.withSeed(before.seed() + 1)));
        Graph pruned = before.withNode(Node.of("loose", "fractal.fbm"));
        CompiledPlan prunedPlan = COMPILER.compilePlan(pruned, CompileOptions.DEFAULT);
        Graph prunedChanged = pruned.withNode(pruned.requireNode("loose").withParameter("scale", ParameterValue.of(9.0)));
        assertTrue(ValueChanges.apply(COMPILER.library(), SubgraphSource.NONE, pruned, prunedPlan, prunedChanged).isEmpty(),
                "a node without bindings (pruned) is compiled");
        for (Graph after : declined) {
            assertTrue(ValueChanges.apply(COMPILER.library(), SubgraphSource.NONE, before, plan, after).isEmpty(), after::toString);
            assertEquals(COMPILER.compilePlan(after, CompileOptions.DEFAULT),
                    COMPILER.recompilePlan(before, plan, after, CompileOptions.DEFAULT));
        }
        Graph moved = before.withNode(fbm.withPosition(new Position(40, 80)).withLabel("hills"));
        assertSame(plan, COMPILER.recompilePlan(before, plan, moved, CompileOptions.DEFAULT),
                "a node moved or renamed: nothing the compiler reads changed");
        assertEquals(COMPILER.compilePlan(moved, CompileOptions.DEFAULT), plan);
        Graph movedAndChanged = moved.withNode(moved.requireNode("n").withParameter("scale", ParameterValue.of(500.0)));
        assertTrue(ValueChanges.apply(COMPILER.library(), SubgraphSource.NONE, before, plan, movedAndChanged).isPresent());
        assertEquals(COMPILER.compilePlan(movedAndChanged, CompileOptions.DEFAULT),
                COMPILER.recompilePlan(before, plan, movedAndChanged, CompileOptions.DEFAULT));
    }

    /** Where two plans differ first (the whole plans are too long to read in a failure). */
    private static String difference(CompiledPlan expected, CompiledPlan actual) {
        if (expected.stages().size() != actual.stages().size()) {
            return expected.stages().size() + " stages, got " + actual.stages().size();
        }
        for (int s = 0; s < expected.stages().size(); s++) {
            CompiledProgram e = expected.stages().get(s).program();
            CompiledProgram a = actual.stages().get(s).program();
            for (int u = 0; u < Math.min(e.uniforms().size(), a.uniforms().size()); u++) {
                if (!e.uniforms().get(u).equals(a.uniforms().get(u))) {
                    return "stage " + s + ": binding " + e.uniforms().get(u) + ", got " + a.uniforms().get(u);
                }
            }
            if (!e.equals(a)) {
                for (var c : CompiledProgram.class.getRecordComponents()) {
                    try {
                        Object x = c.getAccessor().invoke(e);
                        Object y = c.getAccessor().invoke(a);
                        if (!java.util.Objects.equals(x, y)) {
                            return "stage " + s + ": " + c.getName() + " " + x + ", got " + y;
                        }
                    } catch (ReflectiveOperationException ex) {
                        throw new AssertionError(ex);
                    }
                }
            }
            if (!expected.stages().get(s).equals(actual.stages().get(s))) {
                return "stage " + s + " differs beyond its program";
            }
        }
        return "diagnostics " + expected.diagnostics() + ", got " + actual.diagnostics() + "; hash "
                + expected.structuralHash() + ", got " + actual.structuralHash();
    }

    /** A valid value other than {@code current} for the parameter's type, or empty for types not changed here. */
    private static Optional<ParameterValue> otherValue(ParameterDefinition p, ParameterValue current) {
        return Optional.ofNullable(switch (p.type()) {
            case FLOAT -> ParameterValue.of(current.asDouble().orElse(0) * 1.25 + 0.375);
            case INT -> ParameterValue.of((long) current.asDouble().orElse(0) + 1);
            case BOOL -> ParameterValue.of(!(current instanceof ParameterValue.BooleanValue b && b.value()));
            case ENUM -> p.options().size() < 2 ? null : ParameterValue.of(p.options().get(
                    (Math.max(0, current instanceof ParameterValue.TextValue t ? p.optionIndex(t.value()) : 0) + 1)
                            % p.options().size()));
            case SEED -> ParameterValue.of((long) current.asDouble().orElse(0) + 7);
            case CURVE -> ParameterValue.ofPoints(List.of(new ParameterValue.Point(0, 0.125),
                    new ParameterValue.Point(0.5, 0.25), new ParameterValue.Point(1, 0.875)));
            case RAMP -> new ParameterValue.RampValue(RampInterpolation.values()[
                    (current instanceof ParameterValue.RampValue r ? r.interpolation().ordinal() + 1 : 0)
                            % RampInterpolation.values().length],
                    List.of(RampStop.of(0.0, "#203040"), RampStop.of(0.375, "#a08060"), RampStop.of(1.0, "#f0f0e8")));
            default -> null; // files, text, strokes: compiled (changesBeyondValuesAreCompiled)
        });
    }
}
