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
import org.orogen.shader.pass.GradientDemandPass;
import org.orogen.shader.pass.InputSource;
import org.orogen.shader.pass.OutputPlan;
import org.orogen.shader.pass.SubgraphBodies;
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
        CompiledProgram program = emit(front(graph, options));
        long chars = program.fragmentSource().length();
        return chars <= options.budget().maxSourceChars() ? program : refused(graph, chars, options).finalProgram();
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
        List<StagePass.Draft> drafts = new StagePass(options.stageBudget(), options.editing()).apply(program);
        CompiledPlan plan;
        if (drafts.isEmpty() || program.domain().isSphere()) {
            // A sphere plan is one stage: sphere graphs have no neighbourhood nodes (DomainPass)
            plan = CompiledPlan.of(emit(program));
        } else {
            WorldExtent e = graph.metadata().extent();
            plan = new PlanAssembly(library).assemble(program, drafts,
                    new double[] {e.originX(), e.originY(), e.width(), e.height()});
        }
        long chars = plan.stages().stream().mapToLong(s -> s.program().fragmentSource().length()).sum();
        return chars <= options.budget().maxSourceChars() ? plan : refused(graph, chars, options);
    }

    /**
     * {@link #compilePlan} of {@code after}, where {@code plan} is {@code compilePlan(before, options)}: when the
     * graphs differ only in values of parameters that are words of the parameter buffer (a slider dragged),
     * {@code plan} with the new values, without compiling; otherwise a compile ({@link ValueChanges}).
     */
    public CompiledPlan recompilePlan(Graph before, CompiledPlan plan, Graph after, CompileOptions options) {
        return ValueChanges.apply(library, options.subgraphs(), before, plan, after).orElseGet(() -> compilePlan(after, options));
    }

    /** Diagnostic code of a program refused for the length of its source. */
    public static final String SOURCE_OVER_BUDGET = "source-over-budget";

    /**
     * The plan of a graph whose source is over the budget: a program writing 0, with the error on
     * the graph's largest subgraph use (where the size most likely comes from) and every other
     * diagnostic of the compile.
     */
    private CompiledPlan refused(Graph graph, long chars, CompileOptions options) {
        ProgramGraph empty = new ProgramGraph(graph.seed());
        empty.setDomain(graph.metadata().domain());
        empty.setOutputs(new OutputPlan(new InputSource.Constant(0.0), "", List.of()));
        ProgramGraph full = front(graph, options);
        full.diagnostics().forEach(empty::report);
        String owner = largestSubgraph(full);
        empty.report(CompileDiagnostic.error(owner, "", SOURCE_OVER_BUDGET, (owner.isEmpty() ? "this graph"
                : "this subgraph") + " makes the shader " + chars + " characters long, over the limit of "
                + options.budget().maxSourceChars() + "; nothing is rendered. Use fewer or smaller subgraphs, or, "
                + "for a file you trust, raise the limit with --max-source-chars (orogen) or the system property "
                + CompileBudget.MAX_SOURCE_PROPERTY));
        return CompiledPlan.of(emit(empty));
    }

    /** The top-level node owning most program nodes that came from a subgraph ("" when none did). */
    private static String largestSubgraph(ProgramGraph program) {
        java.util.Map<String, Integer> owned = new java.util.HashMap<>();
        program.nodes().values().stream().filter(n -> !n.id().equals(n.ownerId()) || !n.isLibraryNode())
                .forEach(n -> owned.merge(n.ownerId(), 1, Integer::sum));
        return owned.entrySet().stream().max(java.util.Map.Entry.comparingByValue()).map(java.util.Map.Entry::getKey)
                .orElse("");
    }

    /** Flatten, outputs, prune, order, de-duplicate, point reads: the program graph every back end starts from. */
    private ProgramGraph front(Graph graph, CompileOptions options) {
        ProgramGraph program = new ProgramGraph(graph.seed());
        program.setDomain(graph.metadata().domain());
        FlattenPass flatten = new FlattenPass(library, options.subgraphs(),
                new SubgraphBodies(library, options.subgraphs(), graph.seed(), !options.inlineSubgraphs(),
                        graph.metadata().domain()), options.budget().maxNodes());
        flatten.apply(graph, program);
        new OutputPass(flatten).apply(graph, options.previewTarget(), program);
        new PrunePass().apply(program);
        new OrderPass().apply(program);
        new DeduplicatePass().apply(program);
        new GradientDemandPass().apply(program);
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
        String structure = StructuralHash.describe(program);
        EmittedSources.Key key = new EmittedSources.Key(library, structure, program.domain());
        EmittedSources.Sources entry = EmittedSources.get(key);
        if (entry == null) {
            int reported = program.diagnostics().size();
            EmitPass.Result result = new EmitPass(library).apply(program, regions, names, uniforms);
            entry = new EmittedSources.Sources(result, StructuralHash.of(structure, result.fingerprints()));
            if (program.diagnostics().size() == reported) { // a library error is reported on every compile
                EmittedSources.put(key, entry);
            }
        }
        EmitPass.Result emitted = entry.emitted();
        String hash = entry.hash();
        return new Emitted(new CompiledProgram(emitted.source(), emitted.computeSource(), uniforms.bindings(),
                uniforms.textures(),
                program.outputs().masks().stream().map(m -> m.name()).toList(), emitted.sourceMap(),
                program.diagnostics(), hash, program.outputs().colour().isPresent(), program.domain(),
                emitted.heightCopy(), emitted.valueOutputs()), names);
    }
}
