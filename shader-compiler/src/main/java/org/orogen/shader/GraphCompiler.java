package org.orogen.shader;

import java.util.List;
import org.orogen.graph.WorldExtent;
import java.util.Objects;
import org.orogen.graph.Graph;
import org.orogen.graph.PortRef;
import org.orogen.shader.library.NodeLibrary;
import org.orogen.shader.pass.DeduplicatePass;
import org.orogen.shader.pass.EmitPass;
import org.orogen.shader.pass.FlattenPass;
import org.orogen.shader.pass.NamePass;
import org.orogen.shader.pass.Names;
import org.orogen.shader.pass.OrderPass;
import org.orogen.shader.pass.OutputPass;
import org.orogen.shader.pass.ProgramGraph;
import org.orogen.shader.pass.PrunePass;
import org.orogen.shader.pass.Region;
import org.orogen.shader.pass.RegionPass;
import org.orogen.shader.pass.StagePass;
import org.orogen.shader.pass.StructuralHash;
import org.orogen.shader.pass.UniformPass;

/**
 * Compiles a terrain graph into one GLSL fragment program (docs/architecture.md):
 * flatten (inline subgraphs, resolve inputs), pick outputs, prune, order, de-duplicate, split into
 * position regions, name, bind uniforms, emit, hash. Stateless apart from the library; safe to
 * call from several threads. Never throws for a bad graph: problems come back as diagnostics and
 * the affected values read 0.
 */
public final class GraphCompiler {
    private final NodeLibrary library;

    public GraphCompiler(NodeLibrary library) {
        this.library = Objects.requireNonNull(library, "library");
    }

    /** A compiler over the standard node library. */
    public static GraphCompiler standard() {
        return new GraphCompiler(NodeLibrary.standard());
    }

    public NodeLibrary library() {
        return library;
    }

    /** Compiles the graph's outputs. */
    public CompiledProgram compile(Graph graph) {
        return compile(graph, CompileOptions.DEFAULT);
    }

    /** Compiles "as if {@code port} were the height output" (per-node preview). */
    public CompiledProgram compilePreview(Graph graph, PortRef port) {
        return compile(graph, CompileOptions.DEFAULT.withPreview(port));
    }

    public CompiledProgram compile(Graph graph, CompileOptions options) {
        return emit(front(graph, options));
    }

    /**
     * Compiles the graph into a pass plan: stages cut at inputs that declare a neighbourhood
     * ({@code filter.blur} and {@code graph.cache} included; see {@link StagePass}), and levels of
     * more than {@link CompileOptions#stageBudget()} nodes split into stages of bounded size. A
     * graph without such inputs and within the budget gives a plan of one stage whose program is
     * exactly {@link #compile}'s.
     */
    public CompiledPlan compilePlan(Graph graph, CompileOptions options) {
        ProgramGraph program = front(graph, options);
        List<StagePass.Draft> drafts = new StagePass(options.stageBudget()).apply(program);
        if (drafts.isEmpty()) {
            return CompiledPlan.of(emit(program));
        }
        WorldExtent e = graph.metadata().extent();
        return new PlanAssembly(library).assemble(program, drafts,
                new double[] {e.originX(), e.originY(), e.width(), e.height()});
    }

    /** Flatten, outputs, prune, order, de-duplicate: the program graph every back end starts from. */
    private ProgramGraph front(Graph graph, CompileOptions options) {
        ProgramGraph program = new ProgramGraph(graph.seed());
        FlattenPass flatten = new FlattenPass(library, options.subgraphs());
        flatten.apply(graph, program);
        new OutputPass(flatten).apply(graph, options.previewTarget(), program);
        new PrunePass().apply(program);
        new OrderPass().apply(program);
        new DeduplicatePass().apply(program);
        return program;
    }

    /** Regions, names, uniforms, emit, hash: one program from a program graph. */
    private CompiledProgram emit(ProgramGraph program) {
        return emitWithNames(library, program).program();
    }

    /** A compiled program and the names it was emitted with. */
    record Emitted(CompiledProgram program, Names names) {
    }

    static Emitted emitWithNames(NodeLibrary library, ProgramGraph program) {
        List<Region> regions = new RegionPass().apply(program);
        Names names = new NamePass().apply(program, regions);
        UniformPass.Uniforms uniforms = new UniformPass().apply(program, names);
        EmitPass.Result emitted = new EmitPass(library).apply(program, regions, names, uniforms);
        String hash = StructuralHash.of(program, emitted.fingerprints());
        return new Emitted(new CompiledProgram(emitted.source(), emitted.computeSource(), uniforms.bindings(),
                uniforms.textures(),
                program.outputs().masks().stream().map(m -> m.name()).toList(), emitted.sourceMap(),
                program.diagnostics(), hash, program.outputs().colour().isPresent()), names);
    }
}
