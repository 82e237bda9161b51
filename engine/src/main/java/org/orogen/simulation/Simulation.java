package org.orogen.simulation;

import java.util.List;
import java.util.Map;
import org.orogen.gl.GlContext;
import org.orogen.gl.Texture;

/**
 * The GPU simulation of one simulation node type (docs/architecture.md, "Simulation stages"):
 * runs over a whole {@link SimulationGrid} with compute shaders. GL thread only.
 */
public interface Simulation {
    /**
     * Simulates {@code input} (RGBA32F, value in the first channel, one texel per cell) and writes
     * every output of the node, in declared order, as (value, d/dx, d/dy, 0) per cell into
     * {@code outputs} (RGBA32F, the grid's size). Never writes NaN or Inf.
     *
     * @param parameters the node's numeric parameters by name (current values)
     * @return problems met (non-finite values replaced, parameters clamped), empty when none
     */
    List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                     List<Texture> outputs);

    /**
     * {@link #run(GlContext, Texture, SimulationGrid, Map, List)}, reporting progress to {@code monitor}
     * and stopping soon after it says so (docs/architecture.md, "Simulation stages"). This default checks
     * only before and after the whole run; the engine's simulations override it and check every few
     * steps ({@code StepPacer}) or at each phase.
     *
     * @throws SimulationCancelledException when cancelled; every GL object the run made is released
     */
    default List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                             List<Texture> outputs, SimulationMonitor monitor) {
        monitor.checkCancelled();
        List<String> problems = run(context, input, grid, parameters, outputs);
        monitor.progress(1.0, "done");
        monitor.checkCancelled();
        return problems;
    }
}
