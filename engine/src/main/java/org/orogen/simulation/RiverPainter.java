package org.orogen.simulation;

import java.util.ArrayList;
import java.util.List;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;

/**
 * {@code hydrology.flow}'s river mask on the GPU ({@code river_mask.comp}): the mask of
 * {@link RiverMask} (every cell within {@code W / 2} of a channel cell) by jump flooding instead
 * of the CPU brushfire. Steps halve from the largest channel radius in cells down to 1, then 1
 * once more, so a pass count of about log2 of the widest river in cells. GL thread only.
 */
final class RiverPainter {
    private RiverPainter() {
    }

    /** Writes the mask of {@code buffers.area} into {@code buffers.terrain}; the jump flooding uses flat, scale and invTotal. */
    static void run(GlContext context, SimulationGrid grid, RiverMask rivers, FlowBuffers buffers) {
        buffers.terrain.bind(0);
        buffers.area.bind(3);
        buffers.scale.bind(4);
        buffers.status.bind(FlowBuffers.STATUS_BINDING);
        GridBuffer[] origins = {buffers.flat, buffers.invTotal};
        ShaderProgram seed = FlowShaders.build(context, "river_mask.comp", "SEED");
        ShaderProgram jump = FlowShaders.build(context, "river_mask.comp", "JUMP");
        ShaderProgram paint = FlowShaders.build(context, "river_mask.comp", "PAINT");
        setParameters(seed, grid, rivers);
        origins[0].bind(6);
        FlowShaders.dispatchCells(grid);
        double largest = Float.intBitsToFloat(buffers.status.read(FlowBuffers.STATUS_WORDS)[1]);
        int current = 0;
        FlowShaders.use(jump, grid);
        for (int step : steps(rivers.widthAt(largest) / 2 / grid.spacing(), Math.max(grid.width(), grid.height()))) {
            origins[current].bind(5);
            origins[1 - current].bind(6);
            jump.setInt("u_step", step);
            FlowShaders.dispatchCells(grid);
            current = 1 - current;
        }
        setParameters(paint, grid, rivers);
        origins[current].bind(5);
        FlowShaders.dispatchCells(grid);
    }

    /**
     * Jump flooding steps for channels up to {@code radius} cells wide on a grid of {@code side}
     * cells: powers of two from the largest at or below radius + 1 (at most the side) down to 1, and
     * 1 again; none when there are no channels.
     */
    static List<Integer> steps(double radius, int side) {
        List<Integer> steps = new ArrayList<>();
        if (!(radius >= 0)) {
            return steps;
        }
        int step = Integer.highestOneBit((int) Math.min(radius + 1, side));
        for (; step >= 1; step /= 2) {
            steps.add(step);
        }
        steps.add(1);
        return steps;
    }

    private static void setParameters(ShaderProgram program, SimulationGrid grid, RiverMask rivers) {
        FlowShaders.use(program, grid);
        program.setFloat("u_start", (float) rivers.start());
        program.setFloat("u_full", (float) rivers.full());
        program.setFloat("u_width", (float) rivers.width());
        program.setFloat("u_widthExponent", (float) rivers.exponent());
    }
}
