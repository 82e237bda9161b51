package org.orogen.gl.library;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.shader.WorldAnchor;
import org.orogen.shader.reference.CellularNoise;
import org.orogen.shader.reference.Fbm;
import org.orogen.shader.reference.GradientNoise;
import org.orogen.shader.reference.IntegerHash;
import org.orogen.shader.reference.Lattice;
import org.orogen.shader.reference.NoiseSample;
import org.orogen.shader.reference.Octaves;

/**
 * GPU output of the noise primitives (through their node functions) against the Java
 * double-precision reference, near the origin (negative coordinates), at 10^6 m and near the
 * 2^24 m limit. Tolerances, stated per primitive (values in output units, gradients in output
 * units per lattice cell, i.e. per-metre error × scale):
 * <ul>
 *   <li>gradient noise, its pseudo-derivative, value noise: value 2e-5, gradient 2e-4</li>
 *   <li>cellular F1/F2: value 2e-5; F1 gradient 2e-4 where F2 − F1 > 1e-3 (closer to a Voronoi
 *       edge, GPU and Java may pick different nearest points, and the gradient jumps there)</li>
 *   <li>fBm (6 octaves, lacunarity 1.97): value 1e-4, gradient 1e-3 per cell of the first octave</li>
 * </ul>
 * Float32 keeps the lattice fraction to ~1e-7 cell at every offset because of the exact anchor
 * split; the tolerances leave room for drivers' float rounding and FMA.
 */
@ExtendWith(GlExtension.class)
class NoiseVsReferenceTest {

    private static final int SIZE = 96;
    private static final float TEXEL = 0.75f;
    private static final int SEED = 11;
    private static GlThread gl;

    static List<Arguments> anchors() {
        return List.of(
                Arguments.of("origin, negative coordinates", new WorldAnchor(0, 0, -37.5f, -21.0f)),
                Arguments.of("10^6 m", new WorldAnchor(1_000_000, -2_000_000, 0.5f, 0.25f)),
                Arguments.of("near the 2^24 m limit", new WorldAnchor(-16_000_001, 15_999_999, 0.5f, 0.5f)));
    }

    private static final String BODY = """
                vec3 g;
                vec3 ps;
                ogn_noise_gradient(p, 8.0, 1.0, 11u, g, ps);
                vec3 v;
                ogn_noise_value(p, 8.0, 1.0, 11u, v);
                vec3 f1;
                vec3 f2;
                vec3 edge;
                ogn_noise_cellular(p, 8.0, 1.0, 1.0, 11u, f1, f2, edge);
                vec3 fb;
                ogn_fractal_fbm(p, 64.0, 1.0, 6, 1.97, 0.5, true, 11u, fb);
                o_0 = vec4(g, 0.0);
                o_1 = vec4(ps, 0.0);
                o_2 = vec4(v, 0.0);
                o_3 = vec4(f1, f2.x);
                o_4 = vec4(fb, 0.0);
            """;

    /** Largest error per quantity, for the report and the assertions. */
    private static final class Worst {
        final String name;
        final double tolerance;
        double error;
        String where = "";

        Worst(String name, double tolerance) {
            this.name = name;
            this.tolerance = tolerance;
        }

        void check(double gpu, double java, String at) {
            double e = Double.isNaN(gpu) ? Double.POSITIVE_INFINITY : Math.abs(gpu - java);
            if (e > error) {
                error = e;
                where = at + String.format(Locale.ROOT, " (GPU %.8f, Java %.8f)", gpu, java);
            }
        }

        void assertWithin(String region) {
            System.out.printf(Locale.ROOT, "%s @ %s: max |GPU - Java| = %.3g (tolerance %.1g)%n",
                    name, region, error, tolerance);
            assertTrue(error <= tolerance, name + " @ " + region + ": max error " + error + " > " + tolerance
                    + " at " + where);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("anchors")
    void primitivesMatchTheReference(String label, WorldAnchor anchor) {
        List<String> nodes = List.of("noise.gradient", "noise.value", "noise.cellular", "fractal.fbm");
        String fragment = LibraryProgram.fragment(nodes, "", BODY, 5);
        LibraryRender.Region region = new LibraryRender.Region(SIZE, SIZE, anchor, TEXEL);
        float[][] out = gl.submit(context -> LibraryRender.render(context, fragment, region, 5)).join();

        float scale = 8f;
        Lattice.Frame frame = Lattice.frame(Lattice.baseFrequency(scale), 0, false);
        int seed = IntegerHash.octaveSeed(SEED, 0);
        Fbm fbm = new Fbm(64f, 1f, 6, 1.97f, 0.5f, true, SEED);
        Worst gValue = new Worst("gradient noise value", 2e-5);
        Worst gGrad = new Worst("gradient noise gradient", 2e-4);
        Worst pGrad = new Worst("pseudo-derivative", 2e-4);
        Worst vValue = new Worst("value noise value", 2e-5);
        Worst vGrad = new Worst("value noise gradient", 2e-4);
        Worst cValue = new Worst("cellular F1/F2 value", 2e-5);
        Worst cGrad = new Worst("cellular F1 gradient", 2e-4);
        Worst fValue = new Worst("fBm value", 1e-4);
        Worst fGrad = new Worst("fBm gradient", 1e-3);
        int cellularGradientsChecked = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                double wx = region.worldX(x);
                double wy = region.worldY(y);
                int i = region.index(x, y);
                String at = "world (" + wx + ", " + wy + ")";
                NoiseSample g = Octaves.gradient(wx, wy, frame, seed);
                compare(out[0], i, g, scale, gValue, gGrad, at);
                compare(out[1], i, pseudo(wx, wy, frame, seed), scale, gValue, pGrad, at);
                compare(out[2], i, Octaves.value(wx, wy, frame, seed), scale, vValue, vGrad, at);
                CellularNoise.Sample c = Octaves.cellular(wx, wy, frame, seed, 1.0);
                cValue.check(out[3][i], c.f1().value(), at);
                cValue.check(out[3][i + 3], c.f2().value(), at);
                if (c.f2().value() - c.f1().value() > 1e-3) {
                    cGrad.check(out[3][i + 1] * scale, c.f1().dx() * scale, at);
                    cGrad.check(out[3][i + 2] * scale, c.f1().dy() * scale, at);
                    cellularGradientsChecked++;
                }
                compare(out[4], i, fbm.sample(wx, wy), 64f, fValue, fGrad, at);
            }
        }
        for (Worst w : List.of(gValue, gGrad, pGrad, vValue, vGrad, cValue, cGrad, fValue, fGrad)) {
            w.assertWithin(label);
        }
        assertTrue(cellularGradientsChecked > SIZE * SIZE * 9 / 10, "only " + cellularGradientsChecked
                + " cellular gradients were away from Voronoi edges");
    }

    private static NoiseSample pseudo(double wx, double wy, Lattice.Frame frame, int seed) {
        double[] o = Lattice.octaveOffset(seed);
        Lattice.Point p = Lattice.locate(wx, wy, frame, o[0], o[1]);
        return Lattice.toWorld(GradientNoise.pseudoDerivative(p.cellX(), p.cellY(), p.fx(), p.fy(), seed), frame);
    }

    private static void compare(float[] pixels, int i, NoiseSample java, float scale, Worst value, Worst gradient,
                                String at) {
        value.check(pixels[i], java.value(), at);
        gradient.check(pixels[i + 1] * scale, java.dx() * scale, at);
        gradient.check(pixels[i + 2] * scale, java.dy() * scale, at);
    }
}
