package org.orogen.shader;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.ParameterType;
import org.orogen.shader.library.NodeLibrary;
import org.orogen.shader.pass.UniformPass;

/**
 * A plan for a graph that differs from the one compiled only in parameter values, made from the plan
 * compiled before without running the compiler: a parameter value is a run of words in the parameter
 * buffer, never part of a program's text (docs/architecture.md, "Compiled program"), so the new plan is the
 * old one with those bindings' values replaced. This is what dragging a slider in the editor compiles.
 *
 * <p>It declines (empty) whenever the change could reach anything other than binding values, and the
 * caller compiles as usual: a change of nodes, types, edges, metadata, seed or exposed parameters; a node
 * that is not a plain library node (outputs, subgraph uses and inputs, whose values the compiler folds into
 * the structure); a parameter of any type but FLOAT, INT, BOOL, ENUM, SEED or CURVE (ramps, files, strokes
 * and text reach more than one value or more than the bindings); a value the compiler would report and
 * replace; a node with a diagnostic; or a parameter without a binding in the plan (a pruned node). The
 * result equals {@code compilePlan} of the new graph, simulation and paint stages included (tested over
 * every parameter of every sample, with stages split everywhere too).
 */
final class ValueChanges {

    /** One changed parameter: the node, the parameter and its new value. */
    private record Change(Node node, ParameterDefinition parameter, ParameterValue value) {
    }

    private ValueChanges() {
    }

    /**
     * {@code plan} (compiled from {@code before}, with the options {@code after} is to be compiled with)
     * with the values of {@code after}, or empty when that needs the compiler (see the class comment).
     */
    static Optional<CompiledPlan> apply(NodeLibrary library, Graph before, CompiledPlan plan, Graph after) {
        List<Change> changes = changes(library, before, after);
        if (changes == null || changes.isEmpty() || !patchable(plan, changes)) {
            return Optional.empty();
        }
        List<PlanStage> stages = new ArrayList<>(plan.stages().size());
        int[] found = new int[changes.size()];
        for (PlanStage stage : plan.stages()) {
            List<UniformBinding> uniforms = stage.program().uniforms();
            List<UniformBinding> patched = null;
            for (int u = 0; u < uniforms.size(); u++) {
                UniformBinding b = uniforms.get(u);
                for (int c = 0; c < changes.size(); c++) {
                    Change change = changes.get(c);
                    if (!b.nodeId().equals(change.node().id()) || !b.parameter().equals(change.parameter().name())) {
                        continue;
                    }
                    Optional<UniformValue> value = UniformPass.bindingValue(after.seed(), change.parameter(),
                            change.value(), b.glslType());
                    if (value.isEmpty()) {
                        return Optional.empty(); // not valid: the compiler reports it and uses the default
                    }
                    if (patched == null) {
                        patched = new ArrayList<>(uniforms);
                    }
                    patched.set(u, new UniformBinding(b.name(), b.glslType(), b.nodeId(), b.parameter(), value.get(),
                            b.offset()));
                    found[c]++;
                }
            }
            stages.add(patched == null ? stage : new PlanStage(stage.index(), stage.kind(),
                    stage.program().withUniforms(patched), stage.outputs(), stage.inputs(), stage.simulation(),
                    stage.paint()));
        }
        for (int count : found) {
            if (count == 0) {
                return Optional.empty(); // the node is not in the plan (pruned), or its parameter has no binding
            }
        }
        return Optional.of(new CompiledPlan(stages, plan.diagnostics(), plan.structuralHash()));
    }

    /** The parameters that differ, or null when anything else differs or a changed node is not value-only. */
    private static List<Change> changes(NodeLibrary library, Graph before, Graph after) {
        if (before.seed() != after.seed() || !before.metadata().equals(after.metadata())
                || !before.edges().equals(after.edges()) || !before.exposedParameters().equals(after.exposedParameters())
                || before.nodes().size() != after.nodes().size()) {
            return null;
        }
        List<Change> changes = new ArrayList<>();
        Iterator<Node> a = before.nodes().values().iterator();
        for (Node next : after.nodes().values()) {
            Node was = a.next();
            if (was == next || was.parameters().equals(next.parameters()) && was.id().equals(next.id())
                    && was.typeId().equals(next.typeId())) {
                continue; // a label or a position is not compiled
            }
            if (!was.id().equals(next.id()) || !was.typeId().equals(next.typeId()) || isModelNode(next.typeId())) {
                return null;
            }
            Optional<NodeDefinition> definition = library.definition(next.typeId());
            if (definition.isEmpty() || library.nodeGlsl(next.typeId()).isEmpty()) {
                return null;
            }
            Set<String> names = new TreeSet<>(was.parameters().keySet());
            names.addAll(next.parameters().keySet());
            for (String name : names) {
                ParameterValue old = was.parameters().get(name);
                ParameterValue now = next.parameters().get(name);
                if (Objects.equals(old, now)) {
                    continue;
                }
                Optional<ParameterDefinition> p = definition.get().parameter(name);
                if (p.isEmpty() || !valueOnly(p.get().type()) || hasPath(definition.get())) {
                    return null;
                }
                changes.add(new Change(next, p.get(), now == null ? p.get().defaultValue() : now));
            }
        }
        return changes;
    }

    /** No changed node has a diagnostic of the compile (a value the compiler replaced, a library error). */
    private static boolean patchable(CompiledPlan plan, List<Change> changes) {
        for (Change c : changes) {
            String id = c.node().id();
            for (CompileDiagnostic d : plan.diagnostics()) {
                if (id.equals(d.nodeId())) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean valueOnly(ParameterType type) {
        return switch (type) {
            case FLOAT, INT, BOOL, ENUM, SEED, CURVE -> true;
            default -> false;
        };
    }

    /** A node placing a file folds four FLOAT parameters into its rect binding. */
    private static boolean hasPath(NodeDefinition definition) {
        return definition.parameters().stream().anyMatch(p -> p.type() == ParameterType.PATH);
    }

    private static boolean isModelNode(String typeId) {
        return switch (typeId) {
            case ModelNodeTypes.OUTPUT_HEIGHT, ModelNodeTypes.OUTPUT_MASK, ModelNodeTypes.OUTPUT_COLOUR,
                 ModelNodeTypes.SUBGRAPH, ModelNodeTypes.SUBGRAPH_INPUT -> true;
            default -> false;
        };
    }
}
