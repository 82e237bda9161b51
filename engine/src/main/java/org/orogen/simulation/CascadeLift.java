package org.orogen.simulation;

import static org.lwjgl.opengl.GL43.GL_ALL_BARRIER_BITS;
import static org.lwjgl.opengl.GL43.GL_READ_ONLY;
import static org.lwjgl.opengl.GL43.GL_RGBA32F;
import static org.lwjgl.opengl.GL43.GL_WRITE_ONLY;
import static org.lwjgl.opengl.GL43.glBindImageTexture;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;
import static org.orogen.simulation.ThermalErosion.bind;
import static org.orogen.simulation.ThermalErosion.dispatch;
import static org.orogen.simulation.ThermalErosion.source;

import java.util.List;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;

/**
 * Lifts a cascade level to the next finer one ({@code cascade_lift.comp}; docs/algorithms.md,
 * "Coarse-to-fine cascade"): the finer level's start terrain (its input plus the up-sampled change
 * the coarser levels made) and the coarser outputs up-sampled and packed for
 * {@link Refinement#coarser()}. GL thread only.
 */
public final class CascadeLift {
    private CascadeLift() {
    }

    /**
     * @param fine         the input baked on the finer grid
     * @param coarseInput  the input baked on the coarser grid (half the cells a side, plus one)
     * @param coarser      the coarser level's outputs (1 to 4; the first is the terrain height)
     * @param start        written: the lifted terrain, finer grid
     * @param carried      written: the coarser outputs' values, up-sampled, output k in channel k
     */
    public static void lift(GlContext context, Texture fine, Texture coarseInput, List<Texture> coarser, Texture start,
                            Texture carried) {
        if (coarser.isEmpty() || coarser.size() > 4) {
            throw new IllegalArgumentException("a cascade carries 1 to 4 outputs, got " + coarser.size());
        }
        int w = fine.width();
        int h = fine.height();
        if (coarseInput.width() != (w - 1) / 2 + 1 || coarseInput.height() != (h - 1) / 2 + 1) {
            throw new IllegalArgumentException("coarser level " + coarseInput.width() + " x " + coarseInput.height()
                    + " is not half of " + w + " x " + h);
        }
        ShaderProgram program = context.computeProgram(source("cascade_lift.comp"));
        glMemoryBarrier(GL_ALL_BARRIER_BITS);
        program.use();
        program.setInt("u_cellsX", w);
        program.setInt("u_cellsY", h);
        program.setInt("u_outputs", coarser.size());
        bind(0, fine, GL_READ_ONLY);
        bind(1, coarseInput, GL_READ_ONLY);
        for (int k = 0; k < 4; k++) {
            bind(2 + k, coarser.get(Math.min(k, coarser.size() - 1)), GL_READ_ONLY);
        }
        bind(6, start, GL_WRITE_ONLY);
        bind(7, carried, GL_WRITE_ONLY);
        dispatch(w, h);
        glMemoryBarrier(GL_ALL_BARRIER_BITS);
        for (int i = 0; i < 8; i++) {
            glBindImageTexture(i, 0, 0, false, 0, GL_READ_ONLY, GL_RGBA32F);
        }
    }
}
