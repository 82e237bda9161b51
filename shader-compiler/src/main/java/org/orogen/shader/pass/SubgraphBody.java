package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.catalog.PortType;
import org.orogen.shader.UniformBinding;

/**
 * A subgraph file compiled once into one GLSL function (docs/architecture.md, "Subgraphs"):
 * {@code void g_<name>(vec2 p, vec3 a_<input>..., int base, out vec3 r_<output>...)}. Every use of
 * the file is a call of it; what varies between uses is the inputs and {@code base}, the first
 * word of the use's parameter block in the parameter buffer. The block holds the file's own
 * parameters (at the offsets of {@link #layout()}) followed by the blocks of the subgraphs it calls
 * ({@link #calls()}), so the generated source grows with the number of distinct files and nodes,
 * and only the parameter buffer with the number of uses.
 */
public final class SubgraphBody {
    /** A call inside the function: the use node, the function it calls, its block's offset. */
    public record Slot(String useId, SubgraphBody body, int offset) {
    }

    private final String function;
    private final String file;
    private final ProgramGraph program;
    private final Names names;
    private final UniformPass.Uniforms uniforms;
    private final NodeDefinition definition;
    private final List<String> arguments;
    private final List<Slot> calls = new ArrayList<>();
    private final int words;
    private final long expanded;

    SubgraphBody(String function, String file, ProgramGraph program, Map<String, Double> argumentDefaults) {
        this.function = function;
        this.file = file;
        this.program = program;
        this.arguments = List.copyOf(argumentDefaults.keySet());
        List<Region> regions = List.of(new Region(null, program.order()));
        this.names = new NamePass().apply(program, regions, List.of(BASE));
        for (String a : arguments) {
            names.allocate(Names.argumentKey(a), "a_" + a);
        }
        List<PortDefinition> outputs = new ArrayList<>();
        for (Map.Entry<String, InputSource> r : results().entrySet()) {
            names.allocate(Names.resultKey(r.getKey()), "r_" + r.getKey());
            outputs.add(PortDefinition.output(r.getKey(), typeOf(r.getValue()), "Subgraph output '" + r.getKey() + "'."));
        }
        this.uniforms = new UniformPass(BASE + " + ").apply(program, names);
        List<PortDefinition> inputs = new ArrayList<>();
        argumentDefaults.forEach((name, value) -> inputs.add(PortDefinition.input(name, PortType.FIELD, value,
                "Subgraph input '" + name + "'.")));
        this.definition = new NodeDefinition(ModelNodeTypes.SUBGRAPH, file, "graph", "", 1, inputs, outputs, List.of());
        int size = uniforms.bindings().stream().filter(UniformBinding::inBuffer).mapToInt(UniformBinding::words).sum();
        long count = 0;
        for (String id : program.order()) {
            ProgramNode n = program.node(id);
            if (n.invocation() instanceof Invocation.Call c) {
                calls.add(new Slot(id, c.body(), uniforms.blocks().get(id)));
                size += c.body().words();
                count += c.body().expanded();
            } else if (n.isLibraryNode()) {
                count++;
            }
        }
        this.words = size;
        this.expanded = count;
    }

    /** The name of the function's parameter holding the first word of the use's block. */
    public static final String BASE = "base";

    private PortType typeOf(InputSource s) {
        if (s instanceof InputSource.Wire w) {
            return program.node(w.nodeId()).definition().output(w.port()).map(PortDefinition::type)
                    .orElse(PortType.FIELD);
        }
        return PortType.FIELD;
    }

    /** The function's outputs by port ({@code height}, then the masks), as sources in {@link #program()}. */
    public Map<String, InputSource> results() {
        Map<String, InputSource> r = new java.util.LinkedHashMap<>();
        r.put(ModelNodeTypes.SUBGRAPH_HEIGHT_PORT, program.outputs().height());
        program.outputs().masks().forEach(m -> r.putIfAbsent(m.name(), m.source()));
        return r;
    }

    public String function() {
        return function;
    }

    /** The {@code path} of the first use, for comments and messages. */
    public String file() {
        return file;
    }

    /** The file's nodes after flatten, prune, order and de-duplicate; calls for nested subgraphs. */
    public ProgramGraph program() {
        return program;
    }

    Names names() {
        return names;
    }

    UniformPass.Uniforms uniforms() {
        return uniforms;
    }

    /** The node interface of a call: one FIELD input per argument, one output per result. */
    public NodeDefinition definition() {
        return definition;
    }

    /** Argument names ({@code graph.input} names), in signature order. */
    public List<String> arguments() {
        return arguments;
    }

    /** The file's own parameters, offsets relative to {@code base}; values as in the file. */
    public List<UniformBinding> layout() {
        return uniforms.bindings().stream().filter(UniformBinding::inBuffer).toList();
    }

    /** The nested calls, in evaluation order. */
    public List<Slot> calls() {
        return calls;
    }

    /** Words of one use's parameter block. */
    public int words() {
        return words;
    }

    /** Library nodes one call evaluates, nested calls included (what the driver sees after inlining). */
    public long expanded() {
        return expanded;
    }

    /** This function and every function it calls, callees first, each once. */
    public List<SubgraphBody> withCallees() {
        List<SubgraphBody> out = new ArrayList<>();
        collect(this, out);
        return out;
    }

    private static void collect(SubgraphBody b, List<SubgraphBody> out) {
        if (out.contains(b)) {
            return;
        }
        for (Slot s : b.calls) {
            collect(s.body(), out);
        }
        out.add(b);
    }

    /** The structure this function is generated from (for the program's structural hash). */
    public String describe() {
        StringBuilder b = new StringBuilder("function ").append(function).append('\n')
                .append(StructuralHash.describe(program));
        calls.forEach(c -> b.append("call ").append(c.useId()).append(' ').append(c.body().function()).append('\n'));
        return b.toString();
    }
}
