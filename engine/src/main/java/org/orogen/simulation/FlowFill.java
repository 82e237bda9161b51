package org.orogen.simulation;

import static org.lwjgl.opengl.GL43.GL_READ_ONLY;
import static org.lwjgl.opengl.GL43.GL_RGBA32F;
import static org.lwjgl.opengl.GL43.glBindImageTexture;

import java.util.List;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;

/**
 * {@code hydrology.flow}'s (and {@code hydrology.water_level}'s) depression filling on the GPU (docs/algorithms.md, "Flow"): the exact
 * fill (every depression to its spill height, no rise) as the greatest fixed point of
 * {@code W = max(h, min over the 8 neighbours of W)} with the border fixed at its height, then the
 * flat distance that orders the cells of every flat towards its outlets (also a fixed point).
 * Both relax tile by tile ({@link TileRelaxation}); neither depends on the order of updates, so
 * the result is the same bits run to run. GL thread only.
 */
final class FlowFill {
    private FlowFill() {
    }

    /**
     * Fills {@code buffers.terrain} (the input's heights, non-finite read as 0),
     * {@code buffers.filled} and {@code buffers.flat} from {@code input}.
     *
     * @return dispatches of the fill and of the flat distance
     */
    static int[] run(GlContext context, Texture input, SimulationGrid grid, FlowBuffers buffers,
                     TileRelaxation relaxation, SimulationMonitor monitor, List<String> problems) {
        int fill = fill(context, input, grid, buffers, relaxation, monitor, problems);
        monitor.progress(0.4, "ordering flats");
        buffers.flat.fill(-1); // +infinity: the flat distance relaxes down from it
        int flats;
        ShaderProgram relax = FlowShaders.build(context, "flow_relax.comp", "FLAT");
        FlowShaders.use(relax, grid);
        flats = relaxation.run(relax, "flat distance", monitor, problems);
        return new int[] {fill, flats};
    }

    /**
     * The depression fill alone (what {@code hydrology.water_level} needs): fills
     * {@code buffers.terrain} (the input's heights, non-finite read as 0 and counted in
     * {@code buffers.status} word 0) and {@code buffers.filled}; leaves the fields bound.
     *
     * @return dispatches of the fill
     */
    static int fill(GlContext context, Texture input, SimulationGrid grid, FlowBuffers buffers,
                    TileRelaxation relaxation, SimulationMonitor monitor, List<String> problems) {
        buffers.bindFields();
        ShaderProgram prepare = FlowShaders.build(context, "flow_prepare.comp", null);
        FlowShaders.use(prepare, grid);
        glBindImageTexture(0, input.id(), 0, false, 0, GL_READ_ONLY, GL_RGBA32F);
        FlowShaders.dispatchCells(grid);
        glBindImageTexture(0, 0, 0, false, 0, GL_READ_ONLY, GL_RGBA32F);
        ShaderProgram relax = FlowShaders.build(context, "flow_relax.comp", "FILL");
        FlowShaders.use(relax, grid);
        return relaxation.run(relax, "depression fill", monitor, problems);
    }
}
