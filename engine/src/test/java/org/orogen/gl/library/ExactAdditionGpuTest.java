package org.orogen.gl.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.shader.WorldAnchor;
import org.orogen.shader.reference.IntegerHash;

/**
 * {@code ogn_addExactProduct} (lattice.glsl) gives the same bits both ways: with {@code precise} float
 * operations (GLSL 4.00 and later with {@code OGN_EXACT_BY_FLOAT}: the plane's compute programs) and with
 * {@code ogn_addExact}'s integer operations on the float's bits (GLSL 3.30: the plane's fragment programs).
 * Each pixel adds three exactly representable products of a 12-bit frame entry (2^-29 to 2^10, either sign)
 * and an anchor piece to a hashed (whole, fraction) accumulator, as the lattice does; both shaders must equal
 * the same additions done in Java floats, word for word. The products span every case: integers past 2^31
 * (which the float way leaves to the integer one), integers, numbers with a fraction, and negative numbers
 * above -1.
 */
@ExtendWith(GlExtension.class)
class ExactAdditionGpuTest {

    private static final int SIZE = 256;
    private static GlThread gl;

    private static final String FUNCTIONS = """
            //! require lattice
            //! require hash
            vec2 halves(uint h) {
                return vec2(float(h >> 16u), float(h & 0xFFFFu));
            }
            """;

    private static final String BODY = """
                uvec2 xy = uvec2(gl_FragCoord.xy);
                uvec2 h = ogn_pcg2d(uvec2(xy.x + 256u * xy.y, 0x0BADCAFEu));
                int exponent = int(xy.y % 40u) - 29;
                float g = uintBitsToFloat(((h.y & 1u) << 31u) | (uint(exponent + 127) << 23u) | (h.x & 0x7FF000u));
                float piece = float(h.y >> 20u);
                uint whole = h.x;
                float f = ogn_unitFloat(h.y);
                ogn_addExactProduct(g * piece, whole, f);
                ogn_addExactProduct(g * (piece * 4096.0), whole, f);
                ogn_addExactProduct(-g * float(h.y >> 21u), whole, f);
                o_0 = vec4(halves(whole), halves(floatBitsToUint(f)));
            """;

    @Test
    void theFloatAndIntegerWaysAddTheSameBitsAsJava() {
        String glsl330 = LibraryProgram.fragment(List.of(), FUNCTIONS, BODY, 1);
        assertTrue(glsl330.startsWith("#version 330 core\n"));
        String glsl400 = "#version 400 core\n#define OGN_EXACT_BY_FLOAT\n" + glsl330.substring(glsl330.indexOf('\n') + 1);
        LibraryRender.Region region = new LibraryRender.Region(SIZE, SIZE, WorldAnchor.origin(), 1f);
        float[] integerWay = gl.submit(context -> LibraryRender.render(context, glsl330, region, 1)).join()[0];
        float[] floatWay = gl.submit(context -> LibraryRender.render(context, glsl400, region, 1)).join()[0];
        int huge = 0;
        int integral = 0;
        int fractional = 0;
        int negativeBelowOne = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                IntegerHash.Pair h = IntegerHash.pcg2d(x + 256 * y, 0x0BADCAFE);
                int exponent = y % 40 - 29;
                float g = Float.intBitsToFloat(((h.y() & 1) << 31) | ((exponent + 127) << 23) | (h.x() & 0x7FF000));
                float piece = h.y() >>> 20;
                float[] products = {g * piece, g * (piece * 4096f), -g * (float) (h.y() >>> 21)};
                int whole = h.x();
                float f = (float) IntegerHash.unitFloat(h.y());
                for (float v : products) {
                    float below = (float) Math.floor(v);
                    whole += (int) (long) below;
                    f += v - below;
                    huge += Math.abs(v) >= 0x1p31 ? 1 : 0;
                    integral += Math.abs(v) >= 0x1p23 && Math.abs(v) < 0x1p31 ? 1 : 0;
                    fractional += v != below && Math.abs(v) >= 1 ? 1 : 0;
                    negativeBelowOne += v < 0 && v > -1 ? 1 : 0;
                }
                int i = region.index(x, y);
                String where = " at pixel (" + x + ", " + y + "), products " + products[0] + ", " + products[1]
                        + ", " + products[2];
                assertEquals(whole, word(integerWay, i), "whole part, integer way" + where);
                assertEquals(Float.floatToRawIntBits(f), word(integerWay, i + 2), "fraction, integer way" + where);
                assertEquals(whole, word(floatWay, i), "whole part, float way" + where);
                assertEquals(Float.floatToRawIntBits(f), word(floatWay, i + 2), "fraction, float way" + where);
            }
        }
        assertTrue(huge > 1000 && integral > 1000 && fractional > 1000 && negativeBelowOne > 1000,
                "every case: " + huge + " past 2^31, " + integral + " integers, " + fractional
                        + " with fractions, " + negativeBelowOne + " in (-1, 0)");
    }

    private static int word(float[] pixels, int index) {
        return ((int) pixels[index] << 16) | (int) pixels[index + 1];
    }
}
