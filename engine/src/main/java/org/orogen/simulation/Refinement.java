package org.orogen.simulation;

import org.orogen.gl.Texture;

/**
 * A finer level of a coarse-to-fine cascade ({@link SimulationCascade}; docs/algorithms.md,
 * "Coarse-to-fine cascade"): what a {@link Simulation} needs, besides its lifted input, to continue
 * the coarser levels' run on a grid of half their spacing. All textures are RGBA32F of the level's
 * grid and are owned by the caller.
 *
 * @param level         1 for the first level finer than level 0, and so on
 * @param timeFraction  the simulated time of this level's short run, as a fraction of the node's
 *                      full simulated time (chosen so the level costs no more than level 0)
 * @param coarserTime   the simulated time of all coarser levels together, in the same unit
 *                      (1 + the fractions of the levels between)
 * @param original      the node's input baked on this level's grid, untouched by any simulation (for
 *                      masks measured against the terrain before erosion)
 * @param coarser       the coarser level's outputs, bilinearly up-sampled to this grid, their values
 *                      packed: output {@code k} in channel {@code k} (at most 4 outputs)
 */
public record Refinement(int level, double timeFraction, double coarserTime, Texture original, Texture coarser) {
    public Refinement {
        if (level < 1 || !(timeFraction > 0) || timeFraction > 1 || !(coarserTime >= 1)) {
            throw new IllegalArgumentException("bad cascade level " + level + ": time fraction " + timeFraction
                    + ", coarser time " + coarserTime);
        }
    }
}
