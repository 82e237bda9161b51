package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.orogen.graph.Domain;
import org.orogen.shader.CompileDiagnostic;

/**
 * The compiler's working graph, handed from pass to pass: program nodes by id, the outputs, the
 * evaluation order once {@link OrderPass} ran, and the diagnostics collected so far. Mutable and
 * confined to one compile call.
 */
public final class ProgramGraph {
    private final SortedMap<String, ProgramNode> nodes = new TreeMap<>();
    private final List<CompileDiagnostic> diagnostics = new ArrayList<>();
    private OutputPlan outputs;
    private List<String> order = List.of();
    private final long seed;
    private boolean staged;
    private Domain domain = Domain.PLANE;

    public ProgramGraph(long seed) {
        this.seed = seed;
    }

    /** The graph's global seed (see {@link org.orogen.shader.SeedMix}). */
    public long seed() {
        return seed;
    }

    /** Nodes by id (mutable view for passes). */
    public SortedMap<String, ProgramNode> nodes() {
        return nodes;
    }

    public ProgramNode node(String id) {
        ProgramNode n = nodes.get(id);
        if (n == null) {
            throw new IllegalStateException("compiler bug: no program node '" + id + "'");
        }
        return n;
    }

    public OutputPlan outputs() {
        return outputs;
    }

    public void setOutputs(OutputPlan outputs) {
        this.outputs = outputs;
    }

    /** Node ids in evaluation order: every node after the nodes it reads. Set by {@link OrderPass}. */
    public List<String> order() {
        return order;
    }

    public void setOrder(List<String> order) {
        this.order = List.copyOf(order);
    }

    /**
     * True for a stage of a multi-stage pass plan: the program is drawn over its block plus a halo
     * ({@code u_halo} texels on each side) and may read earlier stages' textures.
     */
    public boolean staged() {
        return staged;
    }

    public void setStaged(boolean staged) {
        this.staged = staged;
    }

    /** Where the graph's fields live: on the plane (the default) or on a sphere. */
    public Domain domain() {
        return domain;
    }

    public void setDomain(Domain domain) {
        this.domain = java.util.Objects.requireNonNull(domain, "domain");
    }

    public List<CompileDiagnostic> diagnostics() {
        return diagnostics;
    }

    public void report(CompileDiagnostic d) {
        diagnostics.add(d);
    }
}
