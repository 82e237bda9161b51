package org.orogen.bake;

import java.util.Optional;
import org.orogen.gl.GlContext;
import org.orogen.gl.Texture;
import org.orogen.shader.PlanStage;
import org.orogen.simulation.NonFiniteCells;
import org.orogen.simulation.SimulationGrid;
import org.orogen.simulation.SimulationMonitor;

/**
 * How {@link PlanRunner} reports a simulation stage: its progress under the node's name, and
 * the problems it met as warnings on the node.
 */
final class SimulationReporting {
    /** Diagnostic code of a simulation's problem (a parameter clamped, non-finite input replaced). */
    static final String PROBLEM_CODE = "simulation.problem";

    private SimulationReporting() {
    }

    /** What a simulation of {@code sim} is called in progress reports: "simulating erosion.hydraulic 'n12'". */
    static String label(PlanStage.Simulation sim) {
        return "simulating " + sim.nodeType() + " '" + sim.nodeId() + "'";
    }

    /** {@code monitor}, with the simulation's own messages replaced by the node's {@link #label}. */
    static SimulationMonitor labelled(SimulationMonitor monitor, PlanStage.Simulation sim) {
        return labelled(monitor, sim, 0, 1, null);
    }

    /**
     * {@link #labelled(SimulationMonitor, PlanStage.Simulation)} for level {@code level} (from 0) of a
     * cascade of {@code levels} run one after another (each about as long as the others): the label
     * names the level and its grid ("simulating erosion.hydraulic 'n12', level 2 of 4 (2049 x 2049
     * cells)"), and the fraction is of the whole cascade, so progress rises once from 0 to 100 %.
     */
    static SimulationMonitor labelled(SimulationMonitor monitor, PlanStage.Simulation sim, int level, int levels,
                                      SimulationGrid grid) {
        String label = levels <= 1 ? label(sim) : label(sim) + ", level " + (level + 1) + " of " + levels + " ("
                + grid.width() + " x " + grid.height() + " cells)";
        double before = levels <= 1 ? 0.0 : (double) level / levels;
        double share = levels <= 1 ? 1.0 : 1.0 / levels;
        return new SimulationMonitor() {
            @Override
            public void progress(double fraction, String message) {
                monitor.progress(before + share * Math.clamp(fraction, 0.0, 1.0), label);
            }

            @Override
            public boolean cancelled() {
                return monitor.cancelled();
            }
        };
    }

    /**
     * A problem when the simulation's input (value channel) holds NaN or infinite cells: the
     * simulations replace them, so nothing non-finite leaves, but the result there means nothing.
     * Counted on the GPU ({@link NonFiniteCells}).
     */
    static Optional<String> nonFinite(GlContext context, Texture input) {
        long bad = NonFiniteCells.count(context, input);
        long cells = (long) input.width() * input.height();
        return bad == 0 ? Optional.empty() : Optional.of("the input height is NaN or infinite in " + bad + " of "
                + cells + " cells (an upstream node produced them); they were replaced by finite values, so the"
                + " result around them is not meaningful: fix the upstream node");
    }
}
