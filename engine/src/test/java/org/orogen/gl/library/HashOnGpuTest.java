package org.orogen.gl.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.shader.WorldAnchor;
import org.orogen.shader.reference.IntegerHash;

/**
 * The GLSL hash (hash.glsl) is bit-identical to the Java {@link IntegerHash} on a real driver:
 * 65 536 input pairs spread over the whole 32-bit range, plus the fixed test vectors of
 * IntegerHashTest. Each 32-bit word travels through the float framebuffer as two 16-bit halves,
 * which floats hold exactly.
 */
@ExtendWith(GlExtension.class)
class HashOnGpuTest {

    private static final int SIZE = 256;
    private static GlThread gl;

    /** The per-pixel input pair; the same formula as the shader's. */
    static int inputX(int x, int y) {
        return x * 0x9E3779B1 + y * 0x01000193 + 0x12345678;
    }

    static int inputY(int x, int y) {
        return y * 0x85EBCA77 - x * 0x27D4EB2F + 0xFEDCBA98;
    }

    private static final String FUNCTIONS = """
            vec2 halves(uint h) {
                return vec2(float(h >> 16u), float(h & 0xFFFFu));
            }
            """;

    private static final String BODY = """
                uvec2 xy = uvec2(gl_FragCoord.xy);
                uvec2 v = uvec2(xy.x * 0x9E3779B1u + xy.y * 0x01000193u + 0x12345678u,
                                xy.y * 0x85EBCA77u - xy.x * 0x27D4EB2Fu + 0xFEDCBA98u);
                uvec2 h = ogn_pcg2d(v);
                o_0 = vec4(halves(h.x), halves(h.y));
                o_1 = vec4(halves(ogn_mixSeed(v.x)), halves(ogn_octaveSeed(v.x, int(xy.y & 15u))));
                uvec2 c = ogn_hashCell(v, v.y ^ 0xA5A5A5A5u);
                o_2 = vec4(halves(c.x), halves(c.y));
                o_3 = vec4(ogn_unitFloat(h.x), ogn_unitFloat(h.y), 0.0, 0.0);
            """;

    @Test
    void hashesAreBitIdenticalToJava() {
        String fragment = LibraryProgram.fragment(List.of(), "//! require hash\n" + FUNCTIONS, BODY, 4);
        LibraryRender.Region region = new LibraryRender.Region(SIZE, SIZE, WorldAnchor.origin(), 1f);
        float[][] out = gl.submit(context -> LibraryRender.render(context, fragment, region, 4)).join();
        int checked = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                int i = region.index(x, y);
                int vx = inputX(x, y);
                int vy = inputY(x, y);
                IntegerHash.Pair h = IntegerHash.pcg2d(vx, vy);
                String where = " at pixel (" + x + ", " + y + ") for input (" + Integer.toUnsignedString(vx, 16)
                        + ", " + Integer.toUnsignedString(vy, 16) + ")";
                assertEquals(h.x(), word(out[0], i), "pcg2d x" + where);
                assertEquals(h.y(), word(out[0], i + 2), "pcg2d y" + where);
                assertEquals(IntegerHash.mixSeed(vx), word(out[1], i), "mixSeed" + where);
                assertEquals(IntegerHash.octaveSeed(vx, y & 15), word(out[1], i + 2), "octaveSeed" + where);
                IntegerHash.Pair c = IntegerHash.cell(vx, vy, vy ^ 0xA5A5A5A5);
                assertEquals(c.x(), word(out[2], i), "hashCell x" + where);
                assertEquals(c.y(), word(out[2], i + 2), "hashCell y" + where);
                assertEquals(IntegerHash.unitFloat(h.x()), out[3][i], 0.0, "unitFloat" + where);
                assertEquals(IntegerHash.unitFloat(h.y()), out[3][i + 1], 0.0, "unitFloat" + where);
                checked++;
            }
        }
        assertEquals(SIZE * SIZE, checked);
    }

    /** The published table (IntegerHashTest) through the GPU: inputs passed as uniforms. */
    @Test
    void testVectorTableMatchesOnTheGpu() {
        int[][] table = {
            {0x00000000, 0x00000000, 0x18e431a7, 0x055df4d1},
            {0xffffffff, 0xffffffff, 0x1e268a18, 0x6c463194},
            {0x80000000, 0x7fffffff, 0x424a82ad, 0x9fa06648},
            {0x000f4240, 0xfff0bdc0, 0x56edd442, 0x91c2f0c4},
            {0x9e3779b9, 0x2545f491, 0x3f40f1cd, 0x97c59a0b},
        };
        StringBuilder body = new StringBuilder("    uvec2 v = uvec2(0u);\n    int k = int(gl_FragCoord.x);\n");
        for (int k = 0; k < table.length; k++) {
            body.append("    if (k == ").append(k).append(") v = uvec2(0x")
                    .append(Integer.toHexString(table[k][0])).append("u, 0x")
                    .append(Integer.toHexString(table[k][1])).append("u);\n");
        }
        body.append("    uvec2 h = ogn_pcg2d(v);\n    o_0 = vec4(halves(h.x), halves(h.y));\n");
        String fragment = LibraryProgram.fragment(List.of(), "//! require hash\n" + FUNCTIONS, body.toString(), 1);
        LibraryRender.Region region = new LibraryRender.Region(table.length, 1, WorldAnchor.origin(), 1f);
        float[][] out = gl.submit(context -> LibraryRender.render(context, fragment, region, 1)).join();
        for (int k = 0; k < table.length; k++) {
            assertEquals(table[k][2], word(out[0], region.index(k, 0)), "vector " + k + " x");
            assertEquals(table[k][3], word(out[0], region.index(k, 0) + 2), "vector " + k + " y");
        }
    }

    private static int word(float[] pixels, int index) {
        return ((int) pixels[index] << 16) | (int) pixels[index + 1];
    }
}
