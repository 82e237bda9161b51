package org.orogen.simulation;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlInfo;
import org.orogen.gl.Texture;

/**
 * The GPU simulation of one simulation node type (docs/architecture.md, "Simulation stages"):
 * runs over a whole {@link SimulationGrid} with compute shaders. GL thread only.
 *
 * <p>A simulation with time steps ({@link #steps} above 0) takes part in the coarse-to-fine
 * cascade ({@link SimulationCascade}): level 0 is a plain run; each finer level is a short run of
 * {@link Refinement#timeFraction()} of the simulated time over the up-sampled coarser result with
 * the input's finer detail added. Such a simulation writes the terrain height as its first output.
 * A simulation without time steps runs once, on the finest grid the bake asks for.
 */
public interface Simulation {
    /**
     * Simulates {@code input} (RGBA32F, value in the first channel, one texel per cell) and writes
     * every output of the node, in declared order, as (value, d/dx, d/dy, 0) per cell into
     * {@code outputs} (RGBA32F, the grid's size). Never writes NaN or Inf.
     *
     * @param parameters the node's numeric parameters by name (current values)
     * @param refinement null for a plain run (level 0); else the cascade level this run refines, whose
     *                   {@code input} is the lifted terrain (coarser result plus the input's finer detail)
     * @param monitor    told the progress; asked every few steps (or at each phase) whether to stop
     *                   (docs/architecture.md, "Simulation stages")
     * @return problems met (non-finite values replaced, parameters clamped), empty when none
     * @throws SimulationCancelledException when the monitor says stop; every GL object the run made is released
     */
    List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                     Refinement refinement, List<Texture> outputs, SimulationMonitor monitor);

    /** {@link #run(GlContext, Texture, SimulationGrid, Map, Refinement, List, SimulationMonitor)} unwatched. */
    default List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                             Refinement refinement, List<Texture> outputs) {
        return run(context, input, grid, parameters, refinement, outputs, SimulationMonitor.NONE);
    }

    /**
     * Time steps of a plain run over the node's full simulated time on {@code grid} (the cascade's
     * cost model); 0 for a simulation without time steps, which never cascades.
     */
    long steps(SimulationGrid grid, Map<String, Double> parameters);

    /**
     * For a simulation without time steps: whether it runs on the bake's finest grid (exact and cheap
     * per cell: flow, water level) rather than on its own grid only, which a finer bake up-samples
     * (fluvial erosion, whose iterations are too costly per cell for export grids).
     */
    default boolean refinesToPixelSpacing() {
        return true;
    }

    /**
     * For a simulation without time steps that refines to the pixel spacing: the largest grid side it
     * refines to; a finer bake up-samples that grid. The memory budget may refuse a grid below it.
     */
    default int maxRefinedSide() {
        return SimulationCascade.MAX_REFINED_SIDE;
    }

    /** GPU bytes per grid cell while {@link #run} runs (its own textures, input and outputs included). */
    int bytesPerCell();

    /**
     * For a simulation that computes on the CPU: a task that runs its solver briefly on a small synthetic
     * grid with these parameters, on any thread and without GL, so that the JIT has compiled its loops
     * before a real run (an export starts it while the GPU side starts up). Empty for GPU simulations.
     *
     * @param renderer the context the simulation will run in (a simulation may compute on the CPU in some)
     */
    default Optional<Runnable> warmUp(Map<String, Double> parameters, GlInfo renderer) {
        return Optional.empty();
    }
}
