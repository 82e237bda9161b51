package org.orogen.simulation;

import static org.lwjgl.opengl.GL43.GL_ALL_BARRIER_BITS;
import static org.lwjgl.opengl.GL43.GL_RGBA32F;
import static org.lwjgl.opengl.GL43.GL_WRITE_ONLY;
import static org.lwjgl.opengl.GL43.glBindImageTexture;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;
import static org.lwjgl.opengl.GL43.glUniform1d;

import java.util.List;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;

/**
 * {@code hydrology.water_level} on the GPU (docs/algorithms.md, "Water level"): the flow's exact
 * depression fill ({@link FlowFill#fill}), then two fixed points relaxed tile by tile
 * ({@link TileRelaxation}, {@code flow_relax.comp} SPREAD, started by {@code water_prepare.comp}):
 * the sea (a 0 spreading from the border cells below sea level through the cells below it) and
 * each depression's floor height (the smallest height spreading through the cells of one
 * depression: same spill height, under water, not sea). {@code water_output.comp} then keeps the
 * depressions whose spill height lies at least the minimum depth above their floor and writes the
 * five outputs. Every step is order-independent, so the result is the same bits run to run and
 * equals {@link WaterLevel#compute(double[], int, int, double, double)}. The flow's buffers hold
 * the fields: {@code terrain}, {@code filled}, the masks in {@code flat}, the sea in {@code area}
 * and the floors in {@code scale}. GL thread only.
 */
final class WaterLevelOnGpu {
    private WaterLevelOnGpu() {
    }

    /**
     * @param seaLevel metres; {@link Double#NEGATIVE_INFINITY} for no sea
     * @param outputs  water, sea, lakes, depth, surface (RGBA32F, the grid's size)
     * @return relaxation dispatches of the fill, the sea and the lakes
     */
    static WaterLevel.Passes run(GlContext context, Texture input, SimulationGrid grid, double seaLevel,
                                 double lakeMinDepth, List<Texture> outputs, SimulationMonitor monitor,
                                 List<String> problems) {
        glMemoryBarrier(GL_ALL_BARRIER_BITS);
        try (FlowBuffers buffers = new FlowBuffers(context, grid);
             TileRelaxation relaxation = new TileRelaxation(context, grid, WaterLevel.TYPE)) {
            monitor.progress(0.05, "filling depressions");
            int fill = FlowFill.fill(context, input, grid, buffers, relaxation, monitor, problems);
            monitor.progress(0.4, "flooding the sea");
            buffers.flat.bind(2); // masks
            buffers.area.bind(3); // the sea: 0 on sea cells
            prepare(context, grid, "SEA", seaLevel);
            int sea = seaLevel == Double.NEGATIVE_INFINITY ? 0 : spread(context, grid, relaxation, "sea", monitor,
                    problems);
            monitor.progress(0.6, "finding lakes");
            buffers.area.bind(4);
            buffers.scale.bind(3); // each depression's floor height
            prepare(context, grid, "LAKES", seaLevel);
            int lakes = spread(context, grid, relaxation, "lake floors", monitor, problems);
            monitor.progress(0.9, "storing the results");
            monitor.checkCancelled();
            writeOutputs(context, grid, seaLevel, lakeMinDepth, outputs);
            GridTexels.reportNonFinite(WaterLevel.TYPE, Integer.toUnsignedLong(buffers.status.read(1)[0]), problems);
            monitor.progress(1.0, "done");
            return new WaterLevel.Passes(fill, sea, lakes);
        }
    }

    private static void prepare(GlContext context, SimulationGrid grid, String variant, double seaLevel) {
        ShaderProgram prepare = FlowShaders.build(context, "water_prepare.comp", variant);
        FlowShaders.use(prepare, grid);
        glUniform1d(prepare.uniformLocation("u_seaLevel"), seaLevel);
        FlowShaders.dispatchCells(grid);
    }

    private static int spread(GlContext context, SimulationGrid grid, TileRelaxation relaxation, String what,
                              SimulationMonitor monitor, List<String> problems) {
        ShaderProgram relax = FlowShaders.build(context, "flow_relax.comp", "SPREAD");
        FlowShaders.use(relax, grid);
        return relaxation.run(relax, what, monitor, problems);
    }

    private static void writeOutputs(GlContext context, SimulationGrid grid, double seaLevel, double lakeMinDepth,
                                     List<Texture> outputs) {
        ShaderProgram output = FlowShaders.build(context, "water_output.comp", null);
        try {
            FlowShaders.use(output, grid);
            glUniform1d(output.uniformLocation("u_seaLevel"), seaLevel);
            glUniform1d(output.uniformLocation("u_lakeMinDepth"), lakeMinDepth);
            for (int i = 0; i < outputs.size(); i++) {
                glBindImageTexture(i, outputs.get(i).id(), 0, false, 0, GL_WRITE_ONLY, GL_RGBA32F);
            }
            FlowShaders.dispatchCells(grid);
            glMemoryBarrier(GL_ALL_BARRIER_BITS);
        } finally {
            for (int i = 0; i < outputs.size(); i++) {
                glBindImageTexture(i, 0, 0, false, 0, GL_WRITE_ONLY, GL_RGBA32F);
            }
        }
    }
}
