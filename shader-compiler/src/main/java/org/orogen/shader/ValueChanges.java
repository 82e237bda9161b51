package org.orogen.shader;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.ParameterType;
import org.orogen.shader.library.NodeLibrary;
import org.orogen.shader.pass.Definitions;
import org.orogen.shader.pass.UniformPass;

/**
 * A plan for a graph that differs from the one compiled only in parameter values, made from the plan
 * compiled before without running the compiler: a parameter value is a run of words in the parameter
 * buffer, never part of a program's text (docs/architecture.md, "Compiled program"), so the new plan is the
 * old one with those bindings' values replaced. This is what dragging a slider in the editor compiles.
 *
 * <p>It declines (empty) whenever the change could reach anything other than binding values, and the
 * caller compiles as usual: a change of nodes, types, edges, metadata, seed or exposed parameters; a node
 * that is not a plain library node (outputs and inputs, whose values the compiler folds into the structure),
 * except a top-level subgraph use whose changed exposed parameters each set a plain library node's parameter
 * inside it and which shares its values with no other use of its file; a parameter of any type but FLOAT,
 * INT, BOOL, ENUM, SEED, CURVE or RAMP (files, strokes and text reach more than the bindings); a value the compiler would report and
 * replace; a node with a diagnostic; or a parameter without a binding in the plan (a pruned node). The
 * result equals {@code compilePlan} of the new graph, simulation and paint stages included (tested over
 * every parameter of every sample, with stages split everywhere too). A graph that differs only in what the
 * compiler never reads (labels, positions, comments, export profiles) gets {@code plan} itself.
 */
final class ValueChanges {

    /**
     * One changed value: the program node whose bindings hold it, the top-level node it belongs to (where the
     * compiler reports its problems), the parameter it is a value of and the value.
     */
    private record Change(String bindingNode, String owner, ParameterDefinition parameter, ParameterValue value) {
    }

    private ValueChanges() {
    }

    /**
     * {@code plan} (compiled from {@code before}, with the options {@code after} is to be compiled with)
     * with the values of {@code after}, or empty when that needs the compiler (see the class comment).
     */
    static Optional<CompiledPlan> apply(NodeLibrary library, SubgraphSource subgraphs, Graph before, CompiledPlan plan,
                                        Graph after) {
        List<Change> changes = changes(library, subgraphs, before, after);
        if (changes == null || !patchable(plan, changes)) {
            return Optional.empty();
        }
        if (changes.isEmpty()) {
            return Optional.of(plan); // labels, positions, comments, export profiles: nothing the compiler reads
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
                    if (!b.nodeId().equals(change.bindingNode()) || !b.parameter().equals(change.parameter().name())) {
                        continue;
                    }
                    Optional<UniformValue> value = UniformPass.bindingValue(after.seed(), change.parameter(),
                            change.value(), b);
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
    private static List<Change> changes(NodeLibrary library, SubgraphSource subgraphs, Graph before, Graph after) {
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
            if (!was.id().equals(next.id()) || !was.typeId().equals(next.typeId())) {
                return null;
            }
            List<Change> found = next.typeId().equals(ModelNodeTypes.SUBGRAPH)
                    ? useChanges(library, subgraphs, before, after, was, next)
                    : nodeChanges(library, was, next);
            if (found == null) {
                return null;
            }
            changes.addAll(found);
        }
        return changes;
    }

    /** The changed values of a plain library node, or null when one is not value-only. */
    private static List<Change> nodeChanges(NodeLibrary library, Node was, Node next) {
        Optional<NodeDefinition> definition = valueOnlyNode(library, next);
        if (definition.isEmpty()) {
            return null;
        }
        List<Change> changes = new ArrayList<>();
        for (String name : changedNames(was, next)) {
            Optional<ParameterDefinition> p = definition.get().parameter(name);
            if (p.isEmpty() || !valueOnly(p.get().type())) {
                return null;
            }
            ParameterValue now = next.parameters().get(name);
            changes.add(new Change(next.id(), next.id(), p.get(), now == null ? p.get().defaultValue() : now));
        }
        return changes;
    }

    /**
     * The changed values of a top-level subgraph use: each changed exposed parameter is the value of its
     * target node's parameter inside the use ({@code use/target}, whether the subgraph is a function or
     * inlined). Null when a target is not a plain library node (an input's default, a nested use, a file), or
     * when the use may share its function call with another use of the file: the compiler shares one call
     * among uses with equal values, so a change could split or join calls.
     */
    private static List<Change> useChanges(NodeLibrary library, SubgraphSource subgraphs, Graph before, Graph after,
                                           Node was, Node next) {
        Optional<ParameterValue> file = next.parameter(ModelNodeTypes.SUBGRAPH_PATH);
        if (!file.equals(was.parameter(ModelNodeTypes.SUBGRAPH_PATH))
                || sharesValues(before, was, file) || sharesValues(after, next, file)) {
            return null;
        }
        Optional<Graph> inner = subgraphs.graphFor(next, List.of());
        if (inner.isEmpty()) {
            return null;
        }
        List<Change> changes = new ArrayList<>();
        for (String name : changedNames(was, next)) {
            boolean exposed = false;
            for (ExposedParameter e : inner.get().exposedParameters()) {
                if (!e.name().equals(name)) {
                    continue;
                }
                exposed = true;
                Optional<Node> target = inner.get().node(e.nodeId());
                Optional<NodeDefinition> definition = target.flatMap(t -> valueOnlyNode(library, t));
                Optional<ParameterDefinition> p = definition.flatMap(d -> d.parameter(e.parameter()));
                if (p.isEmpty() || !valueOnly(p.get().type())) {
                    return null;
                }
                // Without the use's value the target keeps its own (SubgraphBodies.applyOverrides).
                ParameterValue now = next.parameters().get(name);
                ParameterValue value = now != null ? now
                        : target.get().parameter(e.parameter()).orElse(p.get().defaultValue());
                changes.add(new Change(next.id() + "/" + e.nodeId(), next.id(), p.get(), value));
            }
            if (!exposed) {
                return null;
            }
        }
        return changes;
    }

    /** Whether another use of the same file in {@code graph} has exactly {@code use}'s values. */
    private static boolean sharesValues(Graph graph, Node use, Optional<ParameterValue> file) {
        for (Node other : graph.nodes().values()) {
            if (!other.id().equals(use.id()) && other.typeId().equals(ModelNodeTypes.SUBGRAPH)
                    && other.parameter(ModelNodeTypes.SUBGRAPH_PATH).equals(file)
                    && other.parameters().equals(use.parameters())) {
                return true;
            }
        }
        return false;
    }

    /** A plain library node's definition (a GLSL function, no file parameter), or empty. */
    private static Optional<NodeDefinition> valueOnlyNode(NodeLibrary library, Node node) {
        if (isModelNode(node.typeId()) || library.nodeGlsl(node.typeId()).isEmpty()) {
            return Optional.empty();
        }
        return library.definition(node.typeId()).filter(d -> !Definitions.hasPathParameter(d));
    }

    /** The names of the parameters whose values differ. */
    private static Set<String> changedNames(Node was, Node next) {
        Set<String> names = new TreeSet<>(was.parameters().keySet());
        names.addAll(next.parameters().keySet());
        names.removeIf(name -> Objects.equals(was.parameters().get(name), next.parameters().get(name)));
        return names;
    }

    /** No changed node has a diagnostic of the compile (a value the compiler replaced, a library error). */
    private static boolean patchable(CompiledPlan plan, List<Change> changes) {
        for (Change c : changes) {
            String id = c.owner();
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
            case FLOAT, INT, BOOL, ENUM, SEED, CURVE, RAMP -> true;
            default -> false;
        };
    }

    /** A node placing a file folds four FLOAT parameters into its rect binding. */
    private static boolean isModelNode(String typeId) {
        return switch (typeId) {
            case ModelNodeTypes.OUTPUT_HEIGHT, ModelNodeTypes.OUTPUT_MASK, ModelNodeTypes.OUTPUT_COLOUR,
                 ModelNodeTypes.SUBGRAPH, ModelNodeTypes.SUBGRAPH_INPUT -> true;
            default -> false;
        };
    }
}
