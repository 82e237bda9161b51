package org.orogen.shader.pass;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.orogen.graph.Node;
import org.orogen.graph.catalog.NodeDefinition;

/**
 * A node as the compiler sees it after subgraphs are inlined: a node with a known definition and
 * GLSL, and a resolved source for every declared input.
 *
 * @param id         program-wide id: the graph's node id, or {@code subgraphNode/innerNode} for
 *                   inlined nodes
 * @param ownerId    the top-level node that diagnostics and the source map point at
 * @param node       the node with its parameter values (exposed parameter overrides applied)
 * @param definition its type's definition
 * @param inputs     a source for every declared input, in declaration order
 * @param invocation how a node that is not a library node is evaluated (a call of a compiled
 *                   subgraph, or an argument of one), or null for a library node
 * @param pointReads sampled inputs read at the point only ({@link GradientDemandPass}): their
 *                   neighbourhood serves only outputs' gradients that nothing reads, so the source is
 *                   evaluated with the node, like an ordinary input, and nothing is cut there (compiled
 *                   for editing, a stage boundary read at the pixel: {@link StagePass})
 */
public record ProgramNode(String id, String ownerId, Node node, NodeDefinition definition,
                          Map<String, InputSource> inputs, Invocation invocation, Set<String> pointReads) {
    public ProgramNode {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(ownerId, "ownerId");
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(definition, "definition");
        inputs = Collections.unmodifiableMap(new LinkedHashMap<>(inputs));
        pointReads = Set.copyOf(pointReads);
    }

    /** A node without point reads. */
    public ProgramNode(String id, String ownerId, Node node, NodeDefinition definition,
                       Map<String, InputSource> inputs, Invocation invocation) {
        this(id, ownerId, node, definition, inputs, invocation, Set.of());
    }

    /** A library node. */
    public ProgramNode(String id, String ownerId, Node node, NodeDefinition definition,
                       Map<String, InputSource> inputs) {
        this(id, ownerId, node, definition, inputs, null);
    }

    /** True for a library node (one whose type has a GLSL function), false for a call or an argument. */
    public boolean isLibraryNode() {
        return invocation == null;
    }

    public String typeId() {
        return definition.id();
    }

    /** A copy whose inputs are the given ones. */
    public ProgramNode withInputs(Map<String, InputSource> newInputs) {
        return new ProgramNode(id, ownerId, node, definition, newInputs, invocation, pointReads);
    }

    /** A copy whose inputs {@code ports} are read at the point only ({@link #pointReads}). */
    public ProgramNode withPointReads(Set<String> ports) {
        return new ProgramNode(id, ownerId, node, definition, inputs, invocation, ports);
    }

    /**
     * True when the input port is sampled and the node evaluates its source elsewhere (at other positions,
     * or from an earlier stage's texture); false for a {@link #pointReads point read}.
     */
    public boolean isSampled(String inputPort) {
        org.orogen.graph.catalog.PortDefinition port = Definitions.port(definition.inputs(), inputPort);
        return port != null && port.sampled() && !pointReads.contains(inputPort);
    }

    /** True when the sampled input {@code inputPort} is read at the point only ({@link #pointReads}). */
    public boolean readsAtPoint(String inputPort) {
        return pointReads.contains(inputPort);
    }
}
