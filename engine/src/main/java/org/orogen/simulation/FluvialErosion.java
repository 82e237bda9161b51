package org.orogen.simulation;

import static org.lwjgl.opengl.GL43.GL_ALL_BARRIER_BITS;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.orogen.gl.GlContext;
import org.orogen.gl.Texture;

/**
 * {@code erosion.fluvial}: river incision by the stream power law with uplift (docs/algorithms.md,
 * "Fluvial erosion"), on the CPU over the simulation grid read back from the GPU
 * ({@link StreamPower}); the results go back as textures. Outputs: height, rivers (drainage
 * area, logarithmic from 'channel area' to 100 times it), eroded depth (metres).
 */
public final class FluvialErosion implements Simulation {
    public static final String TYPE = "erosion.fluvial";
    /** The rivers mask reaches 1 at this multiple of the channel area. */
    static final double RIVER_SPAN = 100;

    @Override
    public List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                            List<Texture> outputs) {
        List<String> problems = new ArrayList<>();
        StreamPower.Settings settings = StreamPower.Settings.read(parameters, problems);
        double channel = Parameters.clamp(parameters, "channelArea", 1e5, 1e-6, 1e15, problems);
        int w = grid.width();
        int h = grid.height();
        glMemoryBarrier(GL_ALL_BARRIER_BITS);
        float[] texels = input.download();
        double[] before = new double[w * h];
        int replaced = 0;
        for (int i = 0; i < before.length; i++) {
            float v = texels[4 * i];
            before[i] = Float.isFinite(v) ? v : 0.0;
            replaced += Float.isFinite(v) ? 0 : 1;
        }
        if (replaced > 0) {
            problems.add(replaced + " input heights were NaN or infinite; read as 0");
        }
        StreamPower.Result r = StreamPower.run(before, w, h, grid.spacing(), settings, problems);
        double[] eroded = new double[w * h];
        double[] rivers = new double[w * h];
        double lifted = settings.uplift() * settings.duration();
        for (int i = 0; i < eroded.length; i++) {
            eroded[i] = before[i] + (DrainageTree.isBorder(i, w, h) ? 0 : lifted) - r.height()[i];
            rivers[i] = Math.clamp(Math.log(r.area()[i] / channel) / Math.log(RIVER_SPAN), 0.0, 1.0);
        }
        double[][] values = {r.height(), rivers, eroded};
        for (int o = 0; o < values.length; o++) {
            outputs.get(o).upload(finite(FlowAccumulation.withGradient(values[o], w, h, grid.spacing()), problems));
        }
        return problems;
    }

    /** Texels that overflowed float (heights near its range) become 0, reported. */
    private static float[] finite(float[] texels, List<String> problems) {
        int bad = 0;
        for (int i = 0; i < texels.length; i++) {
            if (!Float.isFinite(texels[i])) {
                texels[i] = 0;
                bad++;
            }
        }
        if (bad > 0) {
            problems.add(bad + " output values overflowed and were set to 0; keep heights within float range");
        }
        return texels;
    }
}
