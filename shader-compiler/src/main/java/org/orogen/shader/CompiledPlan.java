package org.orogen.shader;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A graph compiled into stages (docs/architecture.md, "Pass plans"): nodes that need their input's
 * neighbourhood (a sampled input with a declared neighbourhood, {@code filter.blur},
 * {@code graph.cache}) cut the graph; each stage is one program whose outputs are textures that
 * later stages read. Stages are in dependency order; the last one writes the graph's outputs
 * exactly like a {@link CompiledProgram} from {@link GraphCompiler#compile}. A graph of per-point
 * nodes is a plan of one stage, and that stage's program is byte-identical to {@code compile()}'s.
 *
 * @param stages         in dependency order, at least one; the last writes height and masks
 * @param diagnostics    problems of the whole graph
 * @param structuralHash hash of every stage's structural hash and of the wiring between stages
 */
public record CompiledPlan(List<PlanStage> stages, List<CompileDiagnostic> diagnostics, String structuralHash) {

    /** Texels a stage's texture extends beyond the block on each side, per axis. */
    public record Halo(int x, int y) {
        public static final Halo NONE = new Halo(0, 0);
    }

    public CompiledPlan {
        stages = List.copyOf(stages);
        if (stages.isEmpty()) {
            throw new IllegalArgumentException("a plan has at least one stage");
        }
        diagnostics = List.copyOf(diagnostics);
        Objects.requireNonNull(structuralHash, "structuralHash");
    }

    /** The plan of a graph that needs no stages: its one program. */
    public static CompiledPlan of(CompiledProgram program) {
        PlanStage only = new PlanStage(0, PlanStage.Kind.NODES, program, outputNames(program), List.of());
        return new CompiledPlan(List.of(only), program.diagnostics(), program.structuralHash());
    }

    /** The final stage's name of the colour output. */
    public static final String COLOUR_OUTPUT = "colour";

    static List<String> outputNames(CompiledProgram program) {
        List<String> names = new ArrayList<>();
        names.add("height");
        names.addAll(program.maskNames());
        if (program.hasColour()) {
            names.add(COLOUR_OUTPUT);
        }
        return names;
    }

    /** True when the plan is one program (run it like any {@link CompiledProgram}). */
    public boolean isSingleProgram() {
        return stages.size() == 1;
    }

    /** The stage writing the graph's outputs. */
    public PlanStage finalStage() {
        return stages.getLast();
    }

    /** The final stage's program: the graph's height and masks. */
    public CompiledProgram finalProgram() {
        return finalStage().program();
    }

    public List<String> maskNames() {
        return finalProgram().maskNames();
    }

    /** Whether the graph writes a colour (its final program's output after the masks). */
    public boolean hasColour() {
        return finalProgram().hasColour();
    }

    /** The graph's domain (the final program's): a sphere plan is placed with {@code GridBlock.onPlanet}. */
    public org.orogen.graph.Domain domain() {
        return finalProgram().domain();
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(CompileDiagnostic::isError);
    }

    /**
     * Halo of every stage for a grid with the given spacing (metres per texel), from the current
     * parameter values in the stage programs' uniform bindings: the final stage has none; an
     * earlier stage's texture covers each reader's block and halo plus the reader's reach.
     */
    public List<Halo> halos(double spacingX, double spacingY) {
        return halos(spacingX, spacingY, stages.size() - 1);
    }

    /**
     * Halos for a run whose last stage is {@code target} (halo 0); later stages are ignored (halo
     * 0). A {@link PlanStage.Kind#SIMULATION} stage reads its input over the whole simulation
     * domain, not around the block: it adds no halo to the stage it reads.
     */
    public List<Halo> halos(double spacingX, double spacingY, int target) {
        int[] x = new int[stages.size()];
        int[] y = new int[stages.size()];
        for (int c = target; c >= 0; c--) {
            PlanStage consumer = stages.get(c);
            if (consumer.kind() == PlanStage.Kind.SIMULATION) {
                continue;
            }
            for (StageInput in : consumer.inputs()) {
                int rx = 0;
                int ry = 0;
                for (Reach r : in.reaches()) {
                    rx = Math.max(rx, r.texelsX(spacingX, consumer.program().uniforms()));
                    ry = Math.max(ry, r.texelsY(spacingY, consumer.program().uniforms()));
                }
                x[in.stage()] = Math.max(x[in.stage()], x[c] + rx);
                y[in.stage()] = Math.max(y[in.stage()], y[c] + ry);
            }
        }
        List<Halo> halos = new ArrayList<>();
        for (int i = 0; i < stages.size(); i++) {
            halos.add(new Halo(x[i], y[i]));
        }
        return halos;
    }

    /** Indices of the stages whose results stage {@code index} depends on, directly or not. */
    public SortedSet<Integer> upstream(int index) {
        SortedSet<Integer> found = new TreeSet<>();
        List<Integer> todo = new ArrayList<>(List.of(index));
        while (!todo.isEmpty()) {
            for (StageInput in : stages.get(todo.removeLast()).inputs()) {
                if (found.add(in.stage())) {
                    todo.add(in.stage());
                }
            }
        }
        return found;
    }
}
