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
import org.orogen.shader.reference.CellularNoise;
import org.orogen.shader.reference.IntegerHash;
import org.orogen.shader.reference.Lattice;
import org.orogen.shader.reference.Lattice3;
import org.orogen.shader.reference.NoiseSample;
import org.orogen.shader.reference.Octaves;

/**
 * A sphere graph's {@code noise.cellular} (F1, F2, F2 − F1) through the real evaluator against the
 * Java double-precision reference ({@link Octaves#cellular(double[], float[], int, double, TangentFrame)})
 * on every pixel of a small cube map, at 1,000 km with 50 km cells and at Earth's radius with 1 m
 * cells. Tolerances: value 1e-4 cells; gradient 1e-3 per cell, except within 1e-3 cells of a
 * Voronoi edge, where float32 may pick the other feature point (the value is continuous there, the
 * gradient jumps).
 */
@ExtendWith(GlExtension.class)
class PlanetCellularVsReferenceTest {

    private static GlThread gl;

    static List<Arguments> cases() {
        return List.of(
                Arguments.of("f1", PlanetMap.cube(17, CubeMapping.UNIFORM), 1e6, 50_000.0, 1.0),
                Arguments.of("f2", PlanetMap.cube(17, CubeMapping.GNOMONIC), 1e6, 50_000.0, 0.7),
                Arguments.of("f2MinusF1", PlanetMap.cube(17, CubeMapping.UNIFORM), 1e6, 50_000.0, 1.0),
                Arguments.of("f1", PlanetMap.cube(17, CubeMapping.UNIFORM), Domain.EARTH_RADIUS, 1.0, 1.0));
    }

    @ParameterizedTest(name = "{0}, radius {2} m, cells {3} m, jitter {4}")
    @MethodSource("cases")
    void cellularMatchesTheReference(String output, PlanetMap map, double radius, double scale, double jitter) {
        CompiledProgram program = PlanetBakes.compile(PlanetBakes.sphereGraphOfOutput(radius, "noise.cellular", output,
                "scale", scale, "amplitude", 1.0, "jitter", jitter));
        float[] gpu = PlanetBakes.bake(gl, program, map, 0, 0, map.width(), map.height());
        float[] g = Lattice3.frame(Lattice.baseFrequency((float) scale), 0, false);
        int octaveSeed = IntegerHash.octaveSeed((int) SeedMix.mix(7, 0), 0);
        double valueError = 0;
        double gradientError = 0;
        int compared = 0;
        String where = "";
        for (int y = 0; y < map.height(); y++) {
            for (int x = 0; x < map.width(); x++) {
                double[] u = map.unitPoint(x, y);
                double[] w = {u[0] * radius, u[1] * radius, u[2] * radius};
                CellularNoise.Sample s = Octaves.cellular(w, g, octaveSeed, jitter, TangentFrame.at(map, x, y));
                NoiseSample ref = switch (output) {
                    case "f1" -> s.f1();
                    case "f2" -> s.f2();
                    default -> new NoiseSample(s.f2().value() - s.f1().value(), s.f2().dx() - s.f1().dx(),
                            s.f2().dy() - s.f1().dy());
                };
                int i = 4 * (y * map.width() + x);
                double ev = Math.abs(gpu[i] - ref.value());
                valueError = Math.max(valueError, Double.isNaN(gpu[i]) ? Double.POSITIVE_INFINITY : ev);
                if (s.f2().value() - s.f1().value() < 1e-3) {
                    continue; // on an F1 Voronoi edge: the gradient may jump between GPU and Java
                }
                double eg = Math.max(Math.abs(gpu[i + 1] - ref.dx()), Math.abs(gpu[i + 2] - ref.dy())) * scale;
                if (eg > gradientError || Double.isNaN(eg)) {
                    where = String.format(Locale.ROOT, "pixel (%d, %d): GPU (%.6f, %.6f, %.6f), Java (%.6f, %.6f, %.6f)",
                            x, y, gpu[i], gpu[i + 1], gpu[i + 2], ref.value(), ref.dx(), ref.dy());
                }
                gradientError = Math.max(gradientError, Double.isNaN(eg) ? Double.POSITIVE_INFINITY : eg);
                compared++;
            }
        }
        System.out.printf(Locale.ROOT, "cellular %s, %.0f m cells: max |GPU - Java| value %.3g, gradient x scale %.3g%n",
                output, scale, valueError, gradientError);
        assertTrue(compared > map.width() * map.height() * 9 / 10, "gradients compared at " + compared + " pixels");
        assertTrue(valueError <= 1e-4, output + ": value error " + valueError);
        assertTrue(gradientError <= 1e-3, output + ": gradient error " + gradientError + " at " + where);
    }
}
