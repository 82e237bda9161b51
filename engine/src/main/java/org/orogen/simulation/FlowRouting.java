package org.orogen.simulation;

import java.util.List;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;

/**
 * {@code hydrology.flow}'s drainage area on the GPU (docs/algorithms.md, "Flow"): multiple flow
 * direction routing over the filled heights as the fixed point of
 * {@code A(c) = l² + Σ A(n) · fraction(n → c)} over the neighbours {@code n} that send to
 * {@code c}. Each cell's outflow weights are computed once ({@code flow_weights.comp}); the
 * relaxation ({@link TileRelaxation}, {@code flow_relax.comp} AREA) ends where every cell's value
 * is the sum of its final upstream values in a fixed neighbour order, so the result is the same
 * bits run to run. GL thread only.
 */
final class FlowRouting {
    private FlowRouting() {
    }

    /**
     * Fills {@code buffers.area} from {@code buffers.filled} and {@code buffers.flat}.
     *
     * @param exponent p of the weights tan(slope)^p
     * @return dispatches of the relaxation
     */
    static int run(GlContext context, SimulationGrid grid, double exponent, FlowBuffers buffers,
                   TileRelaxation relaxation, SimulationMonitor monitor, List<String> problems) {
        buffers.bindFields();
        ShaderProgram weights = FlowShaders.build(context, "flow_weights.comp", null);
        FlowShaders.use(weights, grid);
        weights.setFloat("u_exponent", (float) exponent);
        FlowShaders.dispatchCells(grid);
        buffers.area.fill(0);
        ShaderProgram relax = FlowShaders.build(context, "flow_relax.comp", "AREA");
        FlowShaders.use(relax, grid);
        relax.setFloat("u_exponent", (float) exponent);
        return relaxation.run(relax, "drainage area", monitor, problems);
    }
}
