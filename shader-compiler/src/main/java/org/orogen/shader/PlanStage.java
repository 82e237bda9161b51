package org.orogen.shader;

import java.util.List;
import java.util.Objects;

/**
 * One stage of a {@link CompiledPlan}: a program drawn over a block plus a halo, writing one
 * RGBA32F texture per output (value, d/dx, d/dy, 0), reading earlier stages' textures.
 *
 * <p>Frame of every stage of a multi-stage plan: the same {@code u_anchor}, {@code u_origin} and
 * {@code u_texelSize} as the final block, and {@code u_halo} = this stage's halo (texels beyond
 * the block on each side; 0 for the final stage), so pixel (i, j) of the stage's framebuffer
 * ({@code u_resolution} = block + 2 × halo) is the position of block pixel (i, j) − halo.
 *
 * @param index   position in the plan (dependency order)
 * @param kind    what the program is
 * @param program the program; for the final stage its outputs are the graph's (height, masks)
 * @param outputs names of the outputs in attachment order ({@code node.port} for intermediate
 *                stages)
 * @param inputs  textures of earlier stages it reads
 * @param simulation for a {@link Kind#SIMULATION} stage: the node and its domain; null otherwise
 * @param paint   for a {@link Kind#PAINT} stage: the node and its strokes; null otherwise
 */
public record PlanStage(int index, Kind kind, CompiledProgram program, List<String> outputs, List<StageInput> inputs,
                        Simulation simulation, Paint paint) {
    /**
     * The paint layer a {@link Kind#PAINT} stage replays: the runtime culls its strokes to each
     * block and hands them to the stage's fixed program in a storage buffer.
     *
     * @param nodeId  the {@code paint.layer} node
     * @param strokes its strokes that replay (those without problems, {@link org.orogen.graph.paint.StrokeCheck}), in order
     */
    public record Paint(String nodeId, List<org.orogen.graph.paint.Stroke> strokes) {
        public Paint {
            Objects.requireNonNull(nodeId, "nodeId");
            strokes = List.copyOf(strokes);
        }
    }

    /**
     * The whole-domain simulation a {@link Kind#SIMULATION} stage stands for (docs/architecture.md,
     * "Simulation stages"): the runtime bakes the stage's one input over {@code domain} at the
     * simulation grid (derived from the node's parameters, never from the export), runs the
     * node's simulation there once, and resamples the result into each block.
     *
     * @param nodeId   the simulation node (its parameters are the program's uniform bindings)
     * @param nodeType its type, which selects the engine's simulation
     * @param minX     world extent simulated: lower-left x, metres
     * @param minY     lower-left y
     * @param width    size along x, metres (> 0)
     * @param height   size along y, metres (> 0)
     */
    public record Simulation(String nodeId, String nodeType, double minX, double minY, double width, double height) {
        public Simulation {
            Objects.requireNonNull(nodeId, "nodeId");
            Objects.requireNonNull(nodeType, "nodeType");
        }
    }

    /** What a stage's program does. */
    public enum Kind {
        /** Generated from the graph's nodes of this stage. */
        NODES,
        /** The horizontal pass of a {@code filter.blur} (a fixed kernel program). */
        BLUR_X,
        /** The vertical pass of a {@code filter.blur}. */
        BLUR_Y,
        /**
         * A whole-domain simulation node ({@code "neighbourhood": {"domain": true}}): its program
         * resamples the simulated domain textures into the block (see {@link Simulation}).
         */
        SIMULATION,
        /**
         * A paint layer ({@code paint.layer}): a fixed compute program replays the strokes per
         * pixel from a storage buffer, reading the baked input fields (see {@link Paint}).
         */
        PAINT
    }

    /** A stage that is not a simulation. */
    public PlanStage(int index, Kind kind, CompiledProgram program, List<String> outputs, List<StageInput> inputs) {
        this(index, kind, program, outputs, inputs, null, null);
    }

    /** A stage that is not a paint layer. */
    public PlanStage(int index, Kind kind, CompiledProgram program, List<String> outputs, List<StageInput> inputs,
                     Simulation simulation) {
        this(index, kind, program, outputs, inputs, simulation, null);
    }

    public PlanStage {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(program, "program");
        outputs = List.copyOf(outputs);
        inputs = List.copyOf(inputs);
        if ((kind == Kind.SIMULATION) != (simulation != null)) {
            throw new IllegalArgumentException("a simulation stage, and only one, has a simulation");
        }
        if ((kind == Kind.PAINT) != (paint != null)) {
            throw new IllegalArgumentException("a paint stage, and only one, has a paint layer");
        }
    }

    /** The program cache key of this stage (its program's structural hash). */
    public String structuralHash() {
        return program.structuralHash();
    }
}
