package org.orogen.gl.planet;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Domain;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.SeedMix;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;
import org.orogen.shader.planet.TangentFrame;
import org.orogen.shader.reference.NoiseSample;
import org.orogen.shader.reference.SphereFbm;

/**
 * A sphere graph's fBm through the real evaluator against the Java double-precision reference
 * ({@link SphereFbm}: 3D gradient noise at the surface point, gradient projected onto the tangent
 * frame) on every pixel of a small cube map, both cube mappings and an equirectangular map, at
 * 1,000 km with 50 km features and at Earth's radius with 1 m features (the lattice there is
 * 6.4 million cells from the origin; without the exact per-pixel anchor split float32 would lose
 * the fraction entirely). Tolerances: value 1e-4 of the amplitude; gradient 1e-3 per cell of
 * the first octave (per-metre error times scale), as for the plane noise.
 */
@ExtendWith(GlExtension.class)
class PlanetNoiseVsReferenceTest {

    private static final int GRAPH_SEED = 7;
    private static GlThread gl;

    static List<Arguments> cases() {
        return List.of(
                Arguments.of("gnomonic cube, 1000 km, 50 km features", PlanetMap.cube(17, CubeMapping.GNOMONIC), 1e6, 50_000.0),
                Arguments.of("uniform cube, 1000 km, 50 km features", PlanetMap.cube(17, CubeMapping.UNIFORM), 1e6, 50_000.0),
                Arguments.of("equirectangular, 1000 km, 50 km features", PlanetMap.equirectangular(65, 33), 1e6, 50_000.0),
                Arguments.of("uniform cube, Earth, 1 m features", PlanetMap.cube(17, CubeMapping.UNIFORM),
                        Domain.EARTH_RADIUS, 1.0));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void fbmMatchesTheReference(String label, PlanetMap map, double radius, double scale) {
        CompiledProgram program = PlanetBakes.compile(PlanetBakes.sphereGraph(radius, "fractal.fbm", "scale", scale,
                "amplitude", 1.0, "octaves", 5.0, "lacunarity", 1.97, "gain", 0.5, "rotateOctaves", true));
        float[] gpu = PlanetBakes.bake(gl, program, map, 0, 0, map.width(), map.height());
        SphereFbm reference = new SphereFbm((float) scale, 1f, 5, 1.97f, 0.5f, true, (int) SeedMix.mix(GRAPH_SEED, 0));
        double valueError = 0;
        double gradientError = 0;
        String where = "";
        for (int y = 0; y < map.height(); y++) {
            for (int x = 0; x < map.width(); x++) {
                double[] u = map.unitPoint(x, y);
                double[] w = {u[0] * radius, u[1] * radius, u[2] * radius};
                NoiseSample ref = reference.sample(w, TangentFrame.at(map, x, y));
                int i = 4 * (y * map.width() + x);
                double ev = Math.abs(gpu[i] - ref.value());
                double eg = Math.max(Math.abs(gpu[i + 1] - ref.dx()), Math.abs(gpu[i + 2] - ref.dy())) * scale;
                if (ev > valueError || eg > gradientError) {
                    where = String.format(Locale.ROOT, "pixel (%d, %d): GPU (%.6f, %.6f, %.6f), Java (%.6f, %.6f, %.6f)",
                            x, y, gpu[i], gpu[i + 1], gpu[i + 2], ref.value(), ref.dx(), ref.dy());
                }
                valueError = Math.max(valueError, Double.isNaN(gpu[i]) ? Double.POSITIVE_INFINITY : ev);
                gradientError = Math.max(gradientError, Double.isNaN(eg) ? Double.POSITIVE_INFINITY : eg);
            }
        }
        System.out.printf(Locale.ROOT, "%s: max |GPU - Java| value %.3g, gradient x scale %.3g%n", label, valueError,
                gradientError);
        assertTrue(valueError <= 1e-4, label + ": value error " + valueError + " at " + where);
        assertTrue(gradientError <= 1e-3, label + ": gradient error " + gradientError + " at " + where);
    }
}
