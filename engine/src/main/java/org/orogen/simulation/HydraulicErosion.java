package org.orogen.simulation;

import static org.lwjgl.opengl.GL11.GL_TEXTURE_2D;
import static org.lwjgl.opengl.GL11.glBindTexture;
import static org.lwjgl.opengl.GL13.GL_TEXTURE0;
import static org.lwjgl.opengl.GL13.glActiveTexture;
import static org.lwjgl.opengl.GL43.GL_ALL_BARRIER_BITS;
import static org.lwjgl.opengl.GL43.GL_SHADER_IMAGE_ACCESS_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.GL_TEXTURE_FETCH_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.GL_READ_ONLY;
import static org.lwjgl.opengl.GL43.GL_WRITE_ONLY;
import static org.lwjgl.opengl.GL43.glDispatchCompute;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;
import static org.orogen.simulation.ThermalErosion.bind;
import static org.orogen.simulation.ThermalErosion.dispatch;
import static org.orogen.simulation.ThermalErosion.source;
import static org.orogen.simulation.ThermalErosion.unbindImages;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.orogen.gl.GlContext;
import org.orogen.gl.RendererChoice;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * {@code erosion.hydraulic}: shallow-water erosion with virtual pipes (Mei, Decaudin, Hu 2007;
 * docs/algorithms.md, "Hydraulic erosion"). All quantities in world units; the time step and the
 * step count come from the grid spacing alone:
 * <ul>
 * <li>time step {@code dt = 0.25 sqrt(l / g)}: the CFL bound {@code dt <= l / sqrt(g d)} holds for
 *     water up to 16 l deep;</li>
 * <li>simulated time {@code T = duration × L / sqrt(g × 1 m)} (L the grid's longer side in metres:
 *     the time a 1 m deep wave takes to cross the domain), so {@code steps = T / dt};</li>
 * <li>{@code rain} millimetres fall evenly over T; {@code evaporation} is the fraction of water lost
 *     over T; dissolution and deposition rates are per second.</li>
 * </ul>
 * Two gather passes per step (flux; water, sediment transport, erosion), or on GPUs one fused pass
 * ({@link #fusedStep}), no atomics: the same bits run to run, either way. Closed border; sediment
 * never evaporates, so terrain + sediment is kept.
 *
 * <p>GPU memory: input, 2 × (state, flux, aux) and 4 outputs = 11 RGBA32F textures = 176 bytes
 * per cell (185 MiB at 1025²).
 */
public final class HydraulicErosion implements Simulation {
    public static final String TYPE = "erosion.hydraulic";
    static final double G = 9.81;
    /** Work-group side of the fused step (hydraulic_step.comp's local size); the two passes' is ThermalErosion's. */
    private static final int FUSED_GROUP = 16;

    /** The time step for spacing {@code l} metres (seconds). */
    public static double timeStep(double spacing) {
        return 0.25 * Math.sqrt(spacing / G);
    }

    /** Steps for a grid and a normalised duration. */
    public static int steps(SimulationGrid grid, double duration) {
        double side = Math.max(grid.width(), grid.height()) - 1.0;
        double time = duration * side * grid.spacing() / Math.sqrt(G);
        return (int) Math.ceil(time / timeStep(grid.spacing()));
    }

    @Override
    public long steps(SimulationGrid grid, Map<String, Double> parameters) {
        return steps(grid, Parameters.clamp(parameters, "duration", 1.0, 0.0, 4.0, new ArrayList<>()));
    }

    @Override
    public int bytesPerCell() {
        return 11 * 16;
    }

    /**
     * On a finer cascade level the run is {@code timeFraction} of the steps at the same rain and
     * evaporation rates. It starts from the coarser level's water (depth = water mask × waterDepth,
     * so deeper water starts at waterDepth) and deposits (sediment mask × sedimentDepth, which
     * keep growing), with no suspended sediment or flux; wetness is the time-weighted mean of the
     * coarser levels' and this run's.
     */
    @Override
    public List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                            Refinement refinement, List<Texture> outputs, SimulationMonitor monitor) {
        List<String> problems = new ArrayList<>();
        double rain = Parameters.clamp(parameters, "rain", 50.0, 0.0, 1e5, problems);
        double duration = Parameters.clamp(parameters, "duration", 1.0, 0.0, 4.0, problems);
        double evaporation = Parameters.clamp(parameters, "evaporation", 0.5, 0.0, 0.999, problems);
        double capacity = Parameters.clamp(parameters, "capacity", 0.01, 0.0, 1e3, problems);
        double minTilt = Parameters.clamp(parameters, "minTilt", 0.05, 0.0, 1.0, problems);
        double dissolve = Parameters.clamp(parameters, "dissolve", 0.1, 0.0, 1e3, problems);
        double deposit = Parameters.clamp(parameters, "deposit", 0.5, 0.0, 1e3, problems);
        double sedimentDepth = Parameters.clamp(parameters, "sedimentDepth", 2.0, 1e-4, 1e4, problems);
        double waterDepth = Parameters.clamp(parameters, "waterDepth", 0.2, 1e-4, 1e4, problems);
        double l = grid.spacing();
        double dt = timeStep(l);
        int full = steps(grid, duration);
        double time = Math.max(full * dt, dt);
        double rainRate = rain / 1000.0 / time;
        double evaporationPerStep = 1.0 - Math.pow(1.0 - evaporation, 1.0 / Math.max(full, 1));
        int steps = refinement == null ? full : (int) Math.ceil(full * refinement.timeFraction());
        double coarserWeight = refinement == null ? 0.0
                : refinement.coarserTime() / (refinement.coarserTime() + refinement.timeFraction());
        Texture carried = refinement == null ? input : refinement.coarser();
        int w = grid.width();
        int h = grid.height();
        List<Texture> temp = new ArrayList<>();
        boolean fused = fusedStep(context);
        ShaderProgram init = context.computeProgram(source("hydraulic_init.comp"));
        ShaderProgram flux = fused ? null : stepProgram(context, "hydraulic_flux.comp");
        ShaderProgram water = fused ? null : stepProgram(context, "hydraulic_water.comp");
        ShaderProgram step = fused ? stepProgram(context, "hydraulic_step.comp") : null;
        ShaderProgram finish = context.computeProgram(source("hydraulic_finish.comp"));
        try (StepPacer pacer = new StepPacer(monitor, steps)) {
            for (int i = 0; i < 6; i++) {
                temp.add(Texture.create(context, w, h, TextureFormat.RGBA32F));
            }
            Texture[] state = {temp.get(0), temp.get(1)};
            Texture[] fluxes = {temp.get(2), temp.get(3)};
            Texture[] aux = {temp.get(4), temp.get(5)};
            glMemoryBarrier(GL_ALL_BARRIER_BITS);
            init.use();
            size(init, w, h);
            init.setInt("u_refine", refinement == null ? 0 : 1);
            init.setFloat("u_sedimentDepth", (float) sedimentDepth);
            init.setFloat("u_waterDepth", (float) waterDepth);
            bind(0, input, GL_READ_ONLY);
            bind(4, carried, GL_READ_ONLY);
            bind(1, state[0], GL_WRITE_ONLY);
            bind(2, fluxes[0], GL_WRITE_ONLY);
            bind(3, aux[0], GL_WRITE_ONLY);
            dispatch(w, h);
            for (ShaderProgram p : fused ? List.of(step) : List.of(flux, water)) {
                p.use();
                size(p, w, h);
                p.setFloat("u_dt", (float) dt);
                p.setFloat("u_spacing", (float) l);
                p.setFloat("u_rain", (float) rainRate);
                p.setFloat("u_capacity", (float) capacity);
                p.setFloat("u_minTilt", (float) minTilt);
                p.setFloat("u_dissolve", (float) Math.min(1.0, dissolve * dt));
                p.setFloat("u_deposit", (float) Math.min(1.0, deposit * dt));
                p.setFloat("u_evaporation", (float) evaporationPerStep);
            }
            int cur = 0;
            for (int s = 0; s < steps; s++) {
                int next = 1 - cur;
                if (fused) {
                    fusedPass(step, w, h, new Texture[] {state[cur], fluxes[cur], aux[cur]}, state[next], aux[next],
                            fluxes[next]);
                } else {
                    pass(flux, w, h, 2, state[cur], fluxes[cur], fluxes[next]);
                    pass(water, w, h, 3, state[cur], fluxes[next], aux[cur], state[next], aux[next]);
                }
                cur = next;
                pacer.stepDone(s);
            }
            finish.use();
            size(finish, w, h);
            finish.setFloat("u_spacing", (float) l);
            finish.setFloat("u_steps", (float) Math.max(steps, 1));
            finish.setFloat("u_sedimentDepth", (float) sedimentDepth);
            finish.setFloat("u_waterDepth", (float) waterDepth);
            finish.setFloat("u_coarserWeight", (float) coarserWeight);
            bind(0, state[cur], GL_READ_ONLY);
            bind(1, aux[cur], GL_READ_ONLY);
            bind(6, carried, GL_READ_ONLY);
            for (int i = 0; i < 4; i++) {
                bind(2 + i, outputs.get(i), GL_WRITE_ONLY);
            }
            dispatch(w, h);
            glMemoryBarrier(GL_ALL_BARRIER_BITS);
        } finally {
            unbindImages(7);
            for (int unit = 0; unit < 3; unit++) {
                bindTexture(unit, 0);
            }
            glActiveTexture(GL_TEXTURE0);
            temp.forEach(Texture::close);
        }
        return problems;
    }

    /**
     * {@code -Dorogen.simulation.hydraulicStep}: {@code fused} runs a step as one pass
     * ({@code hydraulic_step.comp}: shared memory, a work group's ring of outflows computed again by its
     * neighbours, reads through texture fetches), {@code split} as two ({@code hydraulic_flux.comp},
     * {@code hydraulic_water.comp}, image loads). By default GPUs fuse and software renderers (llvmpipe)
     * split: shared memory, work-group barriers and texture fetches cost them more than the second pass
     * and image loads.
     */
    public static final String STEP_PROPERTY = "orogen.simulation.hydraulicStep";

    static boolean fusedStep(GlContext context) {
        return RendererChoice.of(STEP_PROPERTY, "fused", "split", () -> !context.info().software());
    }

    /**
     * One dispatch of {@code program} over the grid with {@code images} bound to units 0, 1, ... in order:
     * the first {@code reads} read-only, the others write-only.
     */
    private static void pass(ShaderProgram program, int w, int h, int reads, Texture... images) {
        program.use();
        for (int unit = 0; unit < images.length; unit++) {
            bind(unit, images[unit], unit < reads ? GL_READ_ONLY : GL_WRITE_ONLY);
        }
        dispatch(w, h);
    }

    /**
     * The fused step: {@code reads} textures bound to texture units 0, 1, ... (its samplers), the
     * {@code writes} to image units {@code reads}, {@code reads + 1}, ...; one dispatch, then barriers for
     * the next step's fetches and the images.
     */
    private static void fusedPass(ShaderProgram program, int w, int h, Texture[] reads, Texture... writes) {
        program.use();
        for (int unit = 0; unit < reads.length; unit++) {
            bindTexture(unit, reads[unit].id());
        }
        glActiveTexture(GL_TEXTURE0);
        for (int i = 0; i < writes.length; i++) {
            bind(reads.length + i, writes[i], GL_WRITE_ONLY);
        }
        glDispatchCompute((w + FUSED_GROUP - 1) / FUSED_GROUP, (h + FUSED_GROUP - 1) / FUSED_GROUP, 1);
        glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    }

    private static void bindTexture(int unit, int id) {
        glActiveTexture(GL_TEXTURE0 + unit);
        glBindTexture(GL_TEXTURE_2D, id);
    }

    /** A step shader built with hydraulic_common.glsl after its #version line. */
    private static ShaderProgram stepProgram(GlContext context, String name) {
        String shader = source(name);
        int lineEnd = shader.indexOf('\n');
        return context.computeProgram(shader.substring(0, lineEnd + 1) + source("hydraulic_common.glsl")
                + shader.substring(lineEnd + 1));
    }

    private static void size(ShaderProgram p, int w, int h) {
        p.setInt("u_cellsX", w);
        p.setInt("u_cellsY", h);
    }
}
