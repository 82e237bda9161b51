package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Gives the nodes of one part of a split level ({@link StageSplit}) ids from their position in the
 * part ({@code k0, k1, …} in evaluation order; fields read from other parts {@code i0, i1, …} in
 * order of first use; owners {@code o0, o1, …}), so that parts of the same shape — the subtrees of
 * a big sum of noises — emit the same source and the same structural hash: the driver compiles
 * that program once and every such stage reuses it with its own parameter values (the program
 * cache is keyed by the hash, the values travel in the parameter buffer).
 *
 * <p>{@link #original(String)} maps the canonical ids back, for the bindings, the source map and
 * the diagnostics of the emitted program.
 */
public final class CanonicalStage {
    private final ProgramGraph program;
    private final Map<String, String> canonical = new HashMap<>();
    private final Map<String, String> owners = new HashMap<>();
    private final Map<String, String> back = new HashMap<>();

    /** Renames {@code stage} (a part's program graph, outputs set). */
    public CanonicalStage(ProgramGraph stage) {
        for (String id : stage.order()) {
            name(canonical, id, "k");
            name(owners, stage.node(id).ownerId(), "o");
        }
        int reads = 0;
        List<InputSource> sources = new ArrayList<>();
        for (String id : stage.order()) {
            sources.addAll(stage.node(id).inputs().values());
        }
        sources.addAll(stage.outputs().sources());
        for (InputSource s : sources) {
            if (s instanceof InputSource.Stage t && !canonical.containsKey(t.nodeId())) {
                canonical.put(t.nodeId(), "i" + reads++);
                back.put(canonical.get(t.nodeId()), t.nodeId());
            }
        }
        program = new ProgramGraph(stage.seed());
        program.setStaged(stage.staged());
        for (String id : stage.order()) {
            ProgramNode n = stage.node(id);
            LinkedHashMap<String, InputSource> inputs = new LinkedHashMap<>();
            n.inputs().forEach((port, s) -> inputs.put(port, rename(s)));
            program.nodes().put(canonical.get(id), new ProgramNode(canonical.get(id), owners.get(n.ownerId()),
                    n.node(), n.definition(), inputs, n.invocation(), n.pointReads()));
        }
        program.setOrder(stage.order().stream().map(canonical::get).toList());
        program.setOutputs(stage.outputs().map(this::rename, this::owner, this::renameField));
    }

    private void name(Map<String, String> names, String id, String prefix) {
        if (!names.containsKey(id)) {
            String c = prefix + names.size();
            names.put(id, c);
            back.put(c, id);
        }
    }

    private String owner(String id) {
        name(owners, id, "o");
        return owners.get(id);
    }

    private InputSource rename(InputSource s) {
        return switch (s) {
            case InputSource.Wire w -> new InputSource.Wire(canonical.get(w.nodeId()), w.port(), w.conversion());
            case InputSource.Stage t -> new InputSource.Stage(canonical.get(t.nodeId()), t.port(), t.conversion());
            case InputSource.Constant c -> c;
        };
    }

    /** An intermediate output's name ({@code node.port}) with the node renamed. */
    private String renameField(String field) {
        int dot = field.lastIndexOf('.');
        String id = dot < 0 ? null : canonical.get(field.substring(0, dot));
        return id == null ? field : id + field.substring(dot);
    }

    /** The renamed program graph. */
    public ProgramGraph program() {
        return program;
    }

    /** The original node or owner id of a canonical one ({@code id} itself when it is not canonical). */
    public String original(String id) {
        return back.getOrDefault(id, id);
    }

    /** An output name ({@code node.port}) with the original node id. */
    public String originalField(String field) {
        int dot = field.lastIndexOf('.');
        return dot < 0 ? field : original(field.substring(0, dot)) + field.substring(dot);
    }
}
