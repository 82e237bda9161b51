package org.orogen.simulation;

import static org.lwjgl.opengl.GL43.GL_READ_ONLY;
import static org.orogen.simulation.ThermalErosion.bind;
import static org.orogen.simulation.ThermalErosion.dispatch;
import static org.orogen.simulation.ThermalErosion.source;
import static org.orogen.simulation.ThermalErosion.unbindImages;

import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;

/**
 * Counts the NaN or infinite values of a simulation's input on the GPU ({@code nonfinite_count.comp}):
 * one pass and one word read back, where reading the grid back cost 16 bytes a cell (1 GiB of Java heap
 * and about half a second for an 8193² level). GL thread only.
 */
public final class NonFiniteCells {
    private NonFiniteCells() {
    }

    /** Cells of {@code input} (RGBA32F, the value in the first channel) that are NaN or infinite. */
    public static long count(GlContext context, Texture input) {
        context.checkThread();
        ShaderProgram program = context.computeProgram(source("nonfinite_count.comp"));
        try (GridBuffer counter = GridBuffer.create(context, 1)) {
            counter.fill(0);
            counter.bind(0);
            program.use();
            bind(0, input, GL_READ_ONLY);
            dispatch(input.width(), input.height());
            return Integer.toUnsignedLong(counter.read(1)[0]);
        } finally {
            unbindImages(1);
        }
    }
}
