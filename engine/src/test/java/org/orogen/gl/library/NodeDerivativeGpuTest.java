package org.orogen.gl.library;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.shader.WorldAnchor;

/**
 * On the GPU, the analytic gradient of every node output whose gradient the definition calls
 * exact agrees with central differences of the node's value, near the origin (negative
 * coordinates) and at about 10^6 m. The step is 1e-3 of the finest feature size; the tolerance
 * is 2e-3 × 2π / finest feature size (the gradient scale of a unit-amplitude octave).
 *
 * <p>Smooth nodes (gradient, value, distorted noise, fBm, multifractal) must match at every
 * pixel. Billow, ridged, cellular and the hybrid/ridged multifractals have kinks (|n| at n = 0,
 * Voronoi edges, clamps) where the gradient jumps; a central difference whose stencil straddles
 * one measures the jump, so for them at least 95 % of the pixels must match (measured: about
 * 99 %). A wrong derivative formula fails nearly every pixel, so this still catches it.
 */
@ExtendWith(GlExtension.class)
class NodeDerivativeGpuTest {

    private static final int SIZE = 48;
    private static GlThread gl;

    /** A node output under test: the GLSL body of {@code vec3 evalNode(vec2 p)}. */
    record Case(String label, String nodeId, String call, double finest, boolean smooth) {
        @Override
        public String toString() {
            return label;
        }
    }

    private static final String FRACTAL_ARGS = "p, 64.0, 1.0, 6, 1.97, 0.5, ";

    static List<Case> cases() {
        double fractalFinest = 64.0 / Math.pow(1.97, 5);
        return List.of(
                new Case("gradient noise", "noise.gradient",
                        "vec3 v; vec3 ps; ogn_noise_gradient(p, 16.0, 1.0, 5u, v, ps); return v;", 16, true),
                new Case("value noise", "noise.value", "vec3 v; ogn_noise_value(p, 16.0, 1.0, 5u, v); return v;", 16, true),
                new Case("cellular F1", "noise.cellular",
                        "vec3 a; vec3 b; vec3 c; ogn_noise_cellular(p, 16.0, 1.0, 1.0, 5u, a, b, c); return a;", 16, false),
                new Case("cellular F2", "noise.cellular",
                        "vec3 a; vec3 b; vec3 c; ogn_noise_cellular(p, 16.0, 1.0, 0.8, 5u, a, b, c); return b;", 16, false),
                new Case("cellular F2-F1", "noise.cellular",
                        "vec3 a; vec3 b; vec3 c; ogn_noise_cellular(p, 16.0, 1.0, 1.0, 5u, a, b, c); return c;", 16, false),
                new Case("distorted noise", "noise.distorted",
                        "vec3 v; ogn_noise_distorted(p, 16.0, 1.0, 6.0, 24.0, 5u, v); return v;", 16, true),
                new Case("fbm", "fractal.fbm",
                        "vec3 v; ogn_fractal_fbm(" + FRACTAL_ARGS + "true, 5u, v); return v;", fractalFinest, true),
                new Case("billow", "fractal.billow",
                        "vec3 v; ogn_fractal_billow(" + FRACTAL_ARGS + "true, 5u, v); return v;", fractalFinest, false),
                new Case("ridged", "fractal.ridged",
                        "vec3 v; ogn_fractal_ridged(" + FRACTAL_ARGS + "false, true, 5u, v); return v;", fractalFinest, false),
                new Case("double ridged", "fractal.ridged",
                        "vec3 v; ogn_fractal_ridged(" + FRACTAL_ARGS + "true, false, 5u, v); return v;", fractalFinest, false),
                new Case("multifractal", "fractal.multifractal",
                        "vec3 v; ogn_fractal_multifractal(" + FRACTAL_ARGS + "true, 5u, v); return v;", fractalFinest, true),
                new Case("hybrid multifractal", "fractal.hybrid",
                        "vec3 v; ogn_fractal_hybrid(p, 64.0, 1.0, 6, 1.97, 0.84, 0.7, true, 5u, v); return v;",
                        fractalFinest, false),
                new Case("ridged multifractal", "fractal.ridged_multifractal",
                        "vec3 v; ogn_fractal_ridged_multifractal(p, 64.0, 1.0, 6, 1.97, 0.5, 1.0, 2.0, true, 5u, v);"
                                + " return v;", fractalFinest, false));
    }

    static List<Arguments> casesAndAnchors() {
        List<Arguments> all = new ArrayList<>();
        for (Case c : cases()) {
            all.add(Arguments.of(c, "near origin", new WorldAnchor(0, 0, -30.5f, -17.25f)));
            all.add(Arguments.of(c, "10^6 m", new WorldAnchor(1_000_003, -2_000_005, 0.5f, 0.75f)));
        }
        return all;
    }

    private static final String BODY = """
                float h = STEP;
                vec3 c = evalNode(p);
                vec2 xp = p + vec2(h, 0.0);
                vec2 xm = p - vec2(h, 0.0);
                vec2 yp = p + vec2(0.0, h);
                vec2 ym = p - vec2(0.0, h);
                float fxp = evalNode(xp).x;
                float fxm = evalNode(xm).x;
                float fyp = evalNode(yp).x;
                float fym = evalNode(ym).x;
                o_0 = vec4(c.y, c.z, (fxp - fxm) / (xp.x - xm.x), (fyp - fym) / (yp.y - ym.y));
                o_1 = vec4((fxp - c.x) / (xp.x - p.x), (c.x - fxm) / (p.x - xm.x),
                           (fyp - c.x) / (yp.y - p.y), (c.x - fym) / (p.y - ym.y));
            """;

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("casesAndAnchors")
    void analyticGradientMatchesCentralDifferences(Case node, String where, WorldAnchor anchor) {
        double step = node.finest() * 1e-3;
        String functions = "vec3 evalNode(vec2 p) {\n    " + node.call() + "\n}\n";
        String body = BODY.replace("STEP", String.format(Locale.ROOT, "%.6f", step));
        String fragment = LibraryProgram.fragment(List.of(node.nodeId()), functions, body, 2);
        float texel = (float) (node.finest() * 0.37);
        LibraryRender.Region region = new LibraryRender.Region(SIZE, SIZE, anchor, texel);
        float[][] out = gl.submit(context -> LibraryRender.render(context, fragment, region, 2)).join();

        double gradientScale = 2 * Math.PI / node.finest();
        double tolerance = 2e-3 * gradientScale;
        int mismatches = 0;
        double worstMatched = 0;
        String firstMismatch = "";
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                int i = region.index(x, y);
                float[] d = out[0];
                double error = Math.max(Math.abs(d[i] - d[i + 2]), Math.abs(d[i + 1] - d[i + 3]));
                if (!(error <= tolerance)) {
                    if (mismatches++ == 0) {
                        firstMismatch = String.format(Locale.ROOT, "pixel (%d, %d): analytic (%.6f, %.6f) vs "
                                + "central (%.6f, %.6f)", x, y, d[i], d[i + 1], d[i + 2], d[i + 3]);
                    }
                } else {
                    worstMatched = Math.max(worstMatched, error);
                }
            }
        }
        System.out.printf(Locale.ROOT, "%s %s: max |analytic - central| = %.3g (tolerance %.2g) on %d/%d pixels%n",
                node.label(), where, worstMatched, tolerance, SIZE * SIZE - mismatches, SIZE * SIZE);
        int allowed = node.smooth() ? 0 : SIZE * SIZE * 5 / 100;
        assertTrue(mismatches <= allowed, node.label() + " " + where + ": " + mismatches + " pixels outside "
                + tolerance + " (allowed " + allowed + "), first at " + firstMismatch);
    }
}
