package org.orogen.simulation;

import static org.lwjgl.opengl.GL30.GL_R32F;
import static org.lwjgl.opengl.GL43.GL_ALL_BARRIER_BITS;
import static org.lwjgl.opengl.GL43.GL_READ_ONLY;
import static org.lwjgl.opengl.GL43.GL_RGBA32F;
import static org.lwjgl.opengl.GL43.GL_SHADER_IMAGE_ACCESS_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.GL_WRITE_ONLY;
import static org.lwjgl.opengl.GL43.glBindImageTexture;
import static org.lwjgl.opengl.GL43.glDispatchCompute;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * {@code erosion.thermal}: talus weathering on the simulation grid (docs/algorithms.md, "Thermal
 * erosion"). Each step: every cell computes what it sends to its 8 neighbours (excess over the
 * angle of repose, half of the largest excess in all), then every cell gathers what it receives;
 * no atomics, so the result is the same bits run to run. Steps: at most
 * {@code ceil(duration × 8 × max(width, height))}, from the grid alone; the run stops earlier once it
 * has converged, every slope within 1 % of the talus slope ({@link ThermalConvergence}, checked every
 * 64 steps; the stop step depends on the heights alone). Closed borders: the sum of heights is kept
 * up to float rounding.
 *
 * <p>On a GPU each step is one dispatch ({@code thermal_step.comp}): a work group keeps its tile's
 * heights and outflows in shared memory, so a step reads and writes each cell's height about once.
 * A CPU rasteriser (llvmpipe) runs the plain steps, two dispatches a step (outflow to two RGBA32F
 * textures, then the gather), which cost it less than shared memory and barriers
 * (docs/performance.md, "Thermal erosion: one dispatch a step").
 *
 * <p>GPU memory while it runs: the input and 2 outputs (RGBA32F, 16 bytes each), 2 states (R32F,
 * 4 bytes each) and, run plainly, 2 outflow textures (RGBA32F) = 88 bytes per cell (88 MiB at
 * 1025²), 56 on a GPU.
 */
public final class ThermalErosion implements Simulation {
    public static final String TYPE = "erosion.thermal";
    private static final int GROUP = 8;
    /** Cells a side of the tile one work group of {@code thermal_step.comp} writes (its TILE). */
    private static final int FUSED_TILE = 16;
    /**
     * Steps per cell across the grid at duration 1: the upper bound of a run, enough to converge
     * (measured: within 1 % of the talus slope); a run stops before it once it has converged.
     */
    static final int STEPS_PER_CELL = 8;

    @Override
    public long steps(SimulationGrid grid, Map<String, Double> parameters) {
        double duration = Parameters.clamp(parameters, "duration", 1.0, 0.0, 4.0, new ArrayList<>());
        return (long) Math.ceil(duration * STEPS_PER_CELL * Math.max(grid.width(), grid.height()));
    }

    /** The plain run's (the larger): input, 2 outputs and 2 outflow textures of 16 bytes, 2 states of 4. */
    @Override
    public int bytesPerCell() {
        return 5 * 16 + 2 * 4;
    }

    /**
     * On a finer cascade level the run is {@code timeFraction} of the steps, and the talus mask is
     * measured against the level's original input, so it holds the scree of every level.
     */
    @Override
    public List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                            Refinement refinement, List<Texture> outputs, SimulationMonitor monitor) {
        context.checkThread();
        return run(context, input, grid, parameters, refinement, outputs, monitor, !context.info().software());
    }

    /**
     * {@link #run(GlContext, Texture, SimulationGrid, Map, Refinement, List, SimulationMonitor)} with
     * one dispatch a step ({@code fused}, GPUs) or the plain steps, two dispatches each (CPU rasterisers).
     */
    List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                     Refinement refinement, List<Texture> outputs, SimulationMonitor monitor,
                     boolean fused) {
        List<String> problems = new ArrayList<>();
        double angle = Parameters.clamp(parameters, "talusAngle", 35.0, 0.0, 89.0, problems);
        double strength = Parameters.clamp(parameters, "strength", 1.0, 0.0, 1.0, problems);
        double scree = Parameters.clamp(parameters, "screeDepth", 5.0, 1e-3, 1e4, problems);
        Parameters.clamp(parameters, "duration", 1.0, 0.0, 4.0, problems);
        long full = steps(grid, parameters);
        long steps = refinement == null ? full : (long) Math.ceil(full * refinement.timeFraction());
        int w = grid.width();
        int h = grid.height();
        List<Texture> temp = new ArrayList<>();
        ShaderProgram init = context.computeProgram(source("thermal_init.comp"));
        ShaderProgram finish = context.computeProgram(source("thermal_finish.comp"));
        try (StepPacer pacer = new StepPacer(monitor, steps)) {
            for (int i = 0; i < 2; i++) {
                temp.add(Texture.create(context, w, h, TextureFormat.R32F));
            }
            Texture[] state = {temp.get(0), temp.get(1)};
            glMemoryBarrier(GL_ALL_BARRIER_BITS);
            init.use();
            init.setInt("u_cellsX", w);
            init.setInt("u_cellsY", h);
            bind(0, input, GL_READ_ONLY);
            bind(1, state[0], GL_WRITE_ONLY, GL_R32F);
            dispatch(w, h);
            StepRule rule = new StepRule(w, h, (float) (Math.tan(Math.toRadians(angle)) * grid.spacing()),
                    (float) (strength / 2), steps);
            int last = fused ? fusedSteps(context, rule, state, pacer) : plainSteps(context, rule, state, temp, pacer);
            finish.use();
            finish.setInt("u_cellsX", w);
            finish.setInt("u_cellsY", h);
            finish.setFloat("u_spacing", (float) grid.spacing());
            finish.setFloat("u_screeDepth", (float) scree);
            bind(0, state[last], GL_READ_ONLY, GL_R32F);
            bind(1, refinement == null ? input : refinement.original(), GL_READ_ONLY);
            bind(2, outputs.get(0), GL_WRITE_ONLY);
            bind(3, outputs.get(1), GL_WRITE_ONLY);
            dispatch(w, h);
            glMemoryBarrier(GL_ALL_BARRIER_BITS);
        } finally {
            unbindImages(4);
            temp.forEach(Texture::close);
        }
        return problems;
    }

    /**
     * One run's step rule: the grid, {@code limit} = tan(angle) × spacing (the largest stable drop to
     * a side neighbour, metres), {@code fraction} = strength / 2 and the number of steps.
     */
    private record StepRule(int width, int height, float limit, float fraction, long steps) {
        void set(ShaderProgram program) {
            program.use();
            program.setInt("u_cellsX", width);
            program.setInt("u_cellsY", height);
            program.setFloat("u_limit", limit);
            program.setFloat("u_fraction", fraction);
        }
    }

    /** The steps, one dispatch each, from {@code state[0]}; returns the index of the state holding the result. */
    private static int fusedSteps(GlContext context, StepRule rule, Texture[] state, StepPacer pacer) {
        ShaderProgram step = context.computeProgram(source("thermal_step.comp"));
        rule.set(step);
        int groupsX = (rule.width() + FUSED_TILE - 1) / FUSED_TILE;
        int groupsY = (rule.height() + FUSED_TILE - 1) / FUSED_TILE;
        return loop(context, rule, state, pacer, current -> {
            step.use();
            bind(0, state[current], GL_READ_ONLY, GL_R32F);
            bind(1, state[1 - current], GL_WRITE_ONLY, GL_R32F);
            glDispatchCompute(groupsX, groupsY, 1);
            glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
        });
    }

    /**
     * Runs {@code step} (one step from {@code state[current]} into the other state) up to the rule's
     * step count, stopping early once the run has converged ({@link ThermalConvergence}); returns the
     * index of the state holding the result.
     */
    private static int loop(GlContext context, StepRule rule, Texture[] state, StepPacer pacer, IntConsumer step) {
        try (ThermalConvergence convergence = new ThermalConvergence(context, rule.width(), rule.height(),
                rule.limit(), rule.steps())) {
            int current = 0;
            for (long s = 0; s < rule.steps(); s++) {
                step.accept(current);
                current = 1 - current;
                if (convergence.converged(s + 1, state[current])) {
                    pacer.converged(s + 1);
                    break;
                }
                pacer.stepDone(s);
            }
            return current;
        }
    }

    /**
     * The steps two dispatches each (outflow into two RGBA32F textures added to {@code temp}, then
     * the gather), from {@code state[0]}; returns the index of the state holding the result.
     */
    private static int plainSteps(GlContext context, StepRule rule, Texture[] state, List<Texture> temp,
                                  StepPacer pacer) {
        ShaderProgram outflow = context.computeProgram(source("thermal_outflow.comp"));
        ShaderProgram apply = context.computeProgram(source("thermal_apply.comp"));
        Texture outA = Texture.create(context, rule.width(), rule.height(), TextureFormat.RGBA32F);
        temp.add(outA);
        Texture outB = Texture.create(context, rule.width(), rule.height(), TextureFormat.RGBA32F);
        temp.add(outB);
        rule.set(outflow);
        apply.use();
        apply.setInt("u_cellsX", rule.width());
        apply.setInt("u_cellsY", rule.height());
        return loop(context, rule, state, pacer, current -> {
            outflow.use();
            bind(0, state[current], GL_READ_ONLY, GL_R32F);
            bind(1, outA, GL_WRITE_ONLY);
            bind(2, outB, GL_WRITE_ONLY);
            dispatch(rule.width(), rule.height());
            apply.use();
            bind(0, state[current], GL_READ_ONLY, GL_R32F);
            bind(1, outA, GL_READ_ONLY);
            bind(2, outB, GL_READ_ONLY);
            bind(3, state[1 - current], GL_WRITE_ONLY, GL_R32F);
            dispatch(rule.width(), rule.height());
        });
    }

    /** Unbinds image units {@code 0 .. count - 1}, so no unit refers to a texture about to be deleted. */
    static void unbindImages(int count) {
        for (int i = 0; i < count; i++) {
            glBindImageTexture(i, 0, 0, false, 0, GL_READ_ONLY, GL_RGBA32F);
        }
    }

    static void bind(int unit, Texture t, int access) {
        bind(unit, t, access, GL_RGBA32F);
    }

    /** Binds level 0 of {@code t} to image unit {@code unit} as {@code format} (the texture's own, GL_R32F …). */
    private static void bind(int unit, Texture t, int access, int format) {
        glBindImageTexture(unit, t.id(), 0, false, 0, access, format);
    }

    static void dispatch(int w, int h) {
        glDispatchCompute((w + GROUP - 1) / GROUP, (h + GROUP - 1) / GROUP, 1);
        glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    }

    static String source(String name) {
        try (InputStream in = ThermalErosion.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("simulation shader " + name + " is missing from the engine jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
