package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/** The GPU count of a simulation input's NaN and infinite values: exactly those, in the value channel only. */
@ExtendWith(GlExtension.class)
class NonFiniteCellsGpuTest {
    private static GlThread gl;

    private static long count(int w, int h, float[] texels) {
        return gl.submit(context -> {
            try (Texture input = Texture.create(context, w, h, TextureFormat.RGBA32F)) {
                input.upload(texels);
                return NonFiniteCells.count(context, input);
            }
        }).join();
    }

    @Test
    void countsNanAndBothInfinitiesInTheValueChannelAlone() {
        int w = 37; // not a whole number of work groups
        int h = 21;
        float[] texels = new float[4 * w * h];
        for (int i = 0; i < w * h; i++) {
            texels[4 * i] = (float) Math.sin(i) * 1e3f;
        }
        assertEquals(0, count(w, h, texels));
        texels[0] = Float.NaN;
        texels[4 * (w * h - 1)] = Float.POSITIVE_INFINITY;
        texels[4 * (5 * w + 36)] = Float.NEGATIVE_INFINITY;
        texels[4 * 7] = Float.intBitsToFloat(0x7fc12345); // a NaN with a payload
        texels[4 * 8] = Float.MAX_VALUE;                  // finite, however large
        texels[4 * 9] = Float.MIN_VALUE;                  // a denormal
        texels[4 * 10 + 1] = Float.NaN;                   // a gradient channel: not the height
        texels[4 * 11 + 3] = Float.POSITIVE_INFINITY;
        assertEquals(4, count(w, h, texels));
    }
}
