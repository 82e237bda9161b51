package org.orogen.gl.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL30.glUniform1ui;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.shader.WorldAnchor;

/**
 * The Scape turbulences and the gully erosion filter on a real GL context: every node of the
 * noise half of the library compiles and links in one program, outputs are finite and in their
 * documented ranges, seeds and pre-warp change the result, the approximate gradients point the
 * right way (correlation with central differences above 0.6; measured on llvmpipe: IQ 0.70,
 * Swiss 0.70, Jordan 0.90 — they ignore the warp and damping terms), and the gully filter keeps its documented bound, fades to its target on flat ground
 * and carves stripes that run down the slope.
 */
@ExtendWith(GlExtension.class)
class ScapeAndErosionGpuTest {

    private static final int SIZE = 96;
    private static GlThread gl;

    private static final String PREWARP_OFF = "0.0, 1000.0, 4, 2.0, 0.5";

    private static String iq(String seed, String prewarp) {
        return "ogn_scape_iq_turbulence(p, 200.0, 1.0, 8, 2.0, 0.5, 1.0, 0, true, " + prewarp + ", " + seed + ", v);";
    }

    private static String swiss(String seed, String prewarp) {
        return "ogn_scape_swiss_turbulence(p, 200.0, 1.0, 8, 2.0, 0.6, 0.15, true, " + prewarp + ", " + seed + ", v);";
    }

    private static String jordan(String seed, String prewarp) {
        return "ogn_scape_jordan_turbulence(p, 200.0, 1.0, 8, 2.0, 0.8, 0.5, 0.4, 0.35, 1.0, 0.8, 1.0, true, "
                + prewarp + ", " + seed + ", v);";
    }

    private static float[][] render(List<String> nodes, String functions, String body, int outputs, WorldAnchor anchor,
                                    float texel) {
        String fragment = LibraryProgram.fragment(nodes, functions, body, outputs);
        LibraryRender.Region region = new LibraryRender.Region(SIZE, SIZE, anchor, texel);
        return gl.submit(context -> LibraryRender.render(context, fragment, region, outputs)).join();
    }

    @Test
    void everyNoiseHalfNodeCompilesAndLinksInOneProgram() {
        List<String> nodes = List.of("noise.gradient", "noise.value", "noise.cellular", "noise.distorted",
                "fractal.fbm", "fractal.billow", "fractal.ridged", "fractal.multifractal", "fractal.hybrid",
                "fractal.ridged_multifractal", "scape.iq_turbulence", "scape.swiss_turbulence",
                "scape.jordan_turbulence", "erosion.gully");
        String body = """
                    vec3 s = vec3(0.0);
                    vec3 v;
                    vec3 w;
                    vec3 x;
                    ogn_noise_gradient(p, 50.0, 1.0, 1u, v, w); s += v + w;
                    ogn_noise_value(p, 50.0, 1.0, 1u, v); s += v;
                    ogn_noise_cellular(p, 50.0, 1.0, 1.0, 1u, v, w, x); s += v + w + x;
                    ogn_noise_distorted(p, 50.0, 1.0, 20.0, 80.0, 1u, v); s += v;
                    ogn_fractal_fbm(p, 50.0, 1.0, 4, 2.0, 0.5, true, 1u, v); s += v;
                    ogn_fractal_billow(p, 50.0, 1.0, 4, 2.0, 0.5, true, 1u, v); s += v;
                    ogn_fractal_ridged(p, 50.0, 1.0, 4, 2.0, 0.5, true, true, 1u, v); s += v;
                    ogn_fractal_multifractal(p, 50.0, 1.0, 4, 2.0, 0.59, true, 1u, v); s += v;
                    ogn_fractal_hybrid(p, 50.0, 1.0, 4, 2.0, 0.84, 0.7, true, 1u, v); s += v;
                    ogn_fractal_ridged_multifractal(p, 50.0, 1.0, 4, 2.0, 0.5, 1.0, 2.0, true, 1u, v); s += v;
                    IQ s += v;
                    SWISS s += v;
                    JORDAN s += v;
                    ogn_erosion_gully(p, s, 60.0, 5.0, 0.5, 1.5, 3, 2.0, 0.5, 0.7, 0.5, 0.1, 0.0, 10.0, 0.0, 1u, v, w);
                    o_0 = vec4(v, w.x);
                """.replace("IQ", iq("1u", "30.0, 300.0, 4, 2.0, 0.5")).replace("SWISS", swiss("1u", PREWARP_OFF))
                .replace("JORDAN", jordan("1u", PREWARP_OFF));
        float[] out = render(nodes, "", body, 1, new WorldAnchor(-700, 1_200_000, 0.5f, 0.5f), 1f)[0];
        for (float f : out) {
            assertTrue(Float.isFinite(f), "every output must be finite");
        }
    }

    /** Pearson correlation of the approximate gradients with central differences, both axes pooled. */
    private static double gradientCorrelation(float[] d) {
        double sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
        int n = 0;
        for (int i = 0; i < d.length; i += 4) {
            for (int k = 0; k < 2; k++) {
                double a = d[i + k];
                double b = d[i + 2 + k];
                sa += a; sb += b; saa += a * a; sbb += b * b; sab += a * b;
                n++;
            }
        }
        double cov = sab / n - sa / n * sb / n;
        return cov / Math.sqrt((saa / n - sa / n * sa / n) * (sbb / n - sb / n * sb / n));
    }

    private static final String DERIVATIVE_BODY = """
                float h = 0.05;
                vec3 c = evalNode(p);
                vec2 xp = p + vec2(h, 0.0);
                vec2 xm = p - vec2(h, 0.0);
                vec2 yp = p + vec2(0.0, h);
                vec2 ym = p - vec2(0.0, h);
                o_0 = vec4(c.yz, (evalNode(xp).x - evalNode(xm).x) / (xp.x - xm.x),
                                 (evalNode(yp).x - evalNode(ym).x) / (yp.y - ym.y));
                o_1 = vec4(c.x, 0.0, 0.0, 0.0);
            """;

    private record Turbulence(String name, String nodeId, String call, double min, double max) {
    }

    @Test
    void turbulencesAreFiniteInRangeSeededAndTheirApproximateGradientsPointTheRightWay() {
        List<Turbulence> all = List.of(
                new Turbulence("IQ", "scape.iq_turbulence", iq("SEED", PREWARP_OFF), -1.0, 2.0),
                new Turbulence("IQ pre-warped", "scape.iq_turbulence", iq("SEED", "40.0, 400.0, 4, 2.0, 0.5"), -1.0, 2.0),
                new Turbulence("Swiss", "scape.swiss_turbulence", swiss("SEED", PREWARP_OFF), 0.0, 2.5),
                new Turbulence("Swiss pre-warped", "scape.swiss_turbulence", swiss("SEED", "40.0, 400.0, 4, 2.0, 0.5"),
                        0.0, 2.5),
                new Turbulence("Jordan", "scape.jordan_turbulence", jordan("SEED", PREWARP_OFF), 0.0, 2.5),
                new Turbulence("Jordan pre-warped", "scape.jordan_turbulence",
                        jordan("SEED", "40.0, 400.0, 4, 2.0, 0.5"), 0.0, 2.5));
        WorldAnchor anchor = new WorldAnchor(250_000, -90_000, 0.5f, 0.5f);
        for (Turbulence t : all) {
            // One program, the seed a uniform: drawn with seed 7, then 8.
            String fragment = LibraryProgram.fragment(List.of(t.nodeId()),
                    "uniform uint u_seed;\n" + function(t.call(), "u_seed"), DERIVATIVE_BODY, 2);
            LibraryRender.Region region = new LibraryRender.Region(SIZE, SIZE, anchor, 4f);
            List<float[][]> seeds = gl.submit(context -> LibraryRender.renderEach(context, fragment, region, 2,
                    List.of(program -> glUniform1ui(program.uniformLocation("u_seed"), 7),
                            program -> glUniform1ui(program.uniformLocation("u_seed"), 8)))).join();
            float[][] a = seeds.get(0);
            float[][] b = seeds.get(1);
            int changed = 0;
            for (int i = 0; i < a[1].length; i += 4) {
                float v = a[1][i];
                assertTrue(Float.isFinite(v) && v >= t.min() && v <= t.max(),
                        t.name() + " value " + v + " outside its documented range [" + t.min() + ", " + t.max() + "]");
                if (Math.abs(v - b[1][i]) > 1e-3) {
                    changed++;
                }
            }
            assertTrue(changed > SIZE * SIZE * 9 / 10, t.name() + ": another seed changed only " + changed + " pixels");
            double correlation = gradientCorrelation(a[0]);
            System.out.printf(Locale.ROOT, "%s: approximate gradient vs central differences, correlation %.3f%n",
                    t.name(), correlation);
            assertTrue(correlation > 0.6, t.name() + " approximate gradient correlates only " + correlation);
        }
    }

    private static String function(String call, String seed) {
        return "vec3 evalNode(vec2 p) {\n    vec3 v;\n    " + call.replace("SEED", seed) + "\n    return v;\n}\n";
    }

    private static final String GULLY = "ogn_erosion_gully(p, terrain, 600.0, 0.5, 0.5, 1.5, 5, 2.0, 0.5, 0.7, 0.5, "
            + "0.1, 0.0, 1000.0, OFFSET, 4u, eroded, ridges);";

    @Test
    void gullyFilterLeavesFlatGroundAloneAndKeepsItsBound() {
        // flat ground: the depth is proportional to the slope, so nothing changes at all
        String flat = "    vec3 terrain = vec3(123.0, 0.0, 0.0);\n    vec3 eroded;\n    vec3 ridges;\n    "
                + GULLY.replace("OFFSET", "0.3") + "\n    o_0 = vec4(eroded, ridges.x);\n";
        float[] out = render(List.of("erosion.gully"), "", flat, 1, new WorldAnchor(0, 0, 0.5f, 0.5f), 7f)[0];
        for (int i = 0; i < out.length; i += 4) {
            assertEquals(123.0, out[i], 0.0, "flat ground must stay where it is");
            assertEquals(0.0, out[i + 3], 0.0, "nothing carved, no ridges");
        }

        // a plane of slope 0.5 with gully weight 0 (every octave sees slope 0.5): the change never
        // exceeds (1 + |offset|) * sum_k strength * gain^k * 0.5 * scale / 2pi
        String plane = "    vec3 terrain = vec3(0.5 * ogn_worldPosition(p).x, 0.5, 0.0);\n    vec3 eroded;\n"
                + "    vec3 ridges;\n    " + GULLY.replace("OFFSET", "-0.5").replace("600.0, 0.5, 0.5,", "600.0, 0.5, 0.0,")
                + "\n    o_0 = vec4(eroded.x - terrain.x, ridges.x, 0.0, 0.0);\n";
        float[] m = render(List.of("erosion.gully"), "//! require position\n", plane, 1,
                new WorldAnchor(1_000_000, 1_000_000, 0.5f, 0.5f), 20f)[0];
        double bound = 1.5 * 0.5 * 0.5 * 600.0 / (2 * Math.PI) * (1 + 0.5 + 0.25 + 0.125 + 0.0625);
        double largest = 0;
        int carved = 0;
        for (int i = 0; i < m.length; i += 4) {
            largest = Math.max(largest, Math.abs(m[i]));
            assertTrue(m[i + 1] >= -1.0001 && m[i + 1] <= 1.0001, "ridge map " + m[i + 1] + " outside [-1, 1]");
            if (Math.abs(m[i + 1]) > 0.05) {
                carved++;
            }
        }
        System.out.printf(Locale.ROOT, "gully height change on a 0.5 slope: max %.2f m, bound %.2f m%n", largest, bound);
        assertTrue(largest <= bound * (1 + 1e-5), "height change " + largest + " exceeds " + bound);
        assertTrue(largest > bound * 0.3, "the filter should carve a good part of its range, carved " + largest);
        assertTrue(carved > m.length / 4 / 2, "gullies should be carved on the slope; ridge map active on " + carved);
    }

    private double acrossOverAlong(String gullyWeight) {
        String body = "    vec3 terrain = vec3(0.5 * ogn_worldPosition(p).x, 0.5, 0.0);\n    vec3 eroded;\n"
                + "    vec3 ridges;\n    " + GULLY.replace("OFFSET", "0.0").replace("600.0, 0.5, 0.5,", "600.0, 0.5, " + gullyWeight + ",")
                + "\n    o_0 = vec4(eroded.x - terrain.x, 0.0, 0.0, 0.0);\n";
        float[] d = render(List.of("erosion.gully"), "//! require position\n", body, 1,
                new WorldAnchor(-5000, 3000, 0.5f, 0.5f), 8f)[0];
        double along = 0;
        double across = 0;
        for (int y = 0; y < SIZE - 1; y++) {
            for (int x = 0; x < SIZE - 1; x++) {
                double c = d[(y * SIZE + x) * 4];
                along += Math.pow(d[(y * SIZE + x + 1) * 4] - c, 2);
                across += Math.pow(d[((y + 1) * SIZE + x) * 4] - c, 2);
            }
        }
        double ratio = across / along;
        System.out.printf(Locale.ROOT, "gully weight %s: relief change across/along the slope = %.2f%n",
                gullyWeight, ratio);
        return ratio;
    }

    @Test
    void gulliesRunDownTheSlopeAndFinerOnesBranchOffCoarserOnes() {
        // a plane rising along x (slope 0.5). With gully weight 0 every octave follows the input
        // slope, so the carved pattern varies across the slope (y) far more than along it (x).
        double straight = acrossOverAlong("0.0");
        assertTrue(straight > 5, "gullies should run downhill; across/along = " + straight);
        // with the default weight finer octaves follow the sides of coarser gullies: they turn
        double branching = acrossOverAlong("0.5");
        assertTrue(branching < straight * 0.8, "finer gullies should bend along coarser ones: " + branching
                + " vs " + straight);
    }
}
