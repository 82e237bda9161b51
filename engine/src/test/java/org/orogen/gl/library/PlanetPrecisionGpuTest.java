package org.orogen.gl.library;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Domain;
import org.orogen.shader.WorldAnchor;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;
import org.orogen.shader.planet.TangentFrame;
import org.orogen.shader.reference.NoiseSample;
import org.orogen.shader.reference.SphereFbm;

/**
 * Precision on a planet of Earth's radius: a 1 m-scale fBm around a surface point near a cube
 * corner (all three coordinates millions of metres), sampled on a 48 × 48 grid 0.05 m apart
 * along the tangent frame (finer than any map pixel; the points are placed as warps and mask
 * taps place them, with {@code ogn_displace} from the per-pixel anchor). The GPU keeps the detail:
 * values match the double-precision reference, and so do the differences between neighbouring
 * points, which vary smoothly (no float staircase).
 */
@ExtendWith(GlExtension.class)
class PlanetPrecisionGpuTest {

    private static final int SIZE = 48;
    private static final double STEP = 0.05;
    private static final int SEED = 11;
    private static GlThread gl;

    private static String dvec3(double[] v) {
        return "dvec3(" + v[0] + "lf, " + v[1] + "lf, " + v[2] + "lf)";
    }

    private static String vec3(double[] v) {
        return "vec3(" + (float) v[0] + ", " + (float) v[1] + ", " + (float) v[2] + ")";
    }

    private static double[] asFloat(double[] v) {
        return new double[] {(float) v[0], (float) v[1], (float) v[2]};
    }

    @Test
    void oneMetreNoiseKeepsItsDetailAtEarthsRadius() {
        PlanetMap map = PlanetMap.cube(1025, CubeMapping.UNIFORM);
        long px = 1025 * 4 + 1000;
        long py = 990;
        double r = Domain.EARTH_RADIUS;
        double[] u = map.unitPoint(px, py);
        double[] origin = {u[0] * r, u[1] * r, u[2] * r};
        TangentFrame exact = TangentFrame.at(map, px, py);
        // the GPU frame is float: the reference steps along the same float vectors
        TangentFrame frame = new TangentFrame(asFloat(exact.normal()), asFloat(exact.x()), asFloat(exact.y()));
        StringBuilder shader = new StringBuilder("#version 400 core\nlayout(location = 0) out vec4 o_0;\n"
                + "uniform vec2 u_origin;\nuniform vec2 u_texelSize;\n");
        for (String helper : new String[] {"hash", "lattice", "noise", "planet", "fractal"}) {
            shader.append(LibraryProgram.resource("org/orogen/glsl/" + helper + ".glsl")).append('\n');
        }
        shader.append(LibraryProgram.resource("org/orogen/nodes/fractal/fbm.glsl")).append('\n');
        shader.append("void main() {\n"
                + "    dvec3 P = " + dvec3(origin) + ";\n"
                + "    dvec3 anchor = floor(P);\n"
                + "    ogn_planetAnchor = ivec3(anchor);\n"
                + "    ogn_planetNormal = " + vec3(frame.normal()) + ";\n"
                + "    ogn_tangentX = " + vec3(frame.x()) + ";\n"
                + "    ogn_tangentY = " + vec3(frame.y()) + ";\n"
                + "    vec3 p = ogn_displace(vec3(P - anchor), (gl_FragCoord.xy - 0.5) * " + STEP + ");\n"
                + "    vec3 v;\n"
                + "    ogn_fractal_fbm(p, 1.0, 1.0, 4, 1.97, 0.5, true, " + SEED + "u, v);\n"
                + "    o_0 = vec4(v, 0.0);\n}\n");
        LibraryRender.Region region = new LibraryRender.Region(SIZE, SIZE, new WorldAnchor(0, 0, 0f, 0f), 1f);
        float[] gpu = gl.submit(context -> LibraryRender.render(context, shader.toString(), region, 1)).join()[0];

        SphereFbm reference = new SphereFbm(1f, 1f, 4, 1.97f, 0.5f, true, SEED);
        double[][] java = new double[SIZE][SIZE];
        double valueError = 0;
        double gradientError = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                double[] w = frame.step(origin, x * STEP, y * STEP);
                NoiseSample s = reference.sample(w, frame);
                java[y][x] = s.value();
                int i = region.index(x, y);
                valueError = Math.max(valueError, Math.abs(gpu[i] - s.value()));
                gradientError = Math.max(gradientError, Math.max(Math.abs(gpu[i + 1] - s.dx()),
                        Math.abs(gpu[i + 2] - s.dy())));
            }
        }
        double differenceError = 0;
        double differenceSpread = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 1; x < SIZE; x++) {
                double dGpu = gpu[region.index(x, y)] - gpu[region.index(x - 1, y)];
                double dJava = java[y][x] - java[y][x - 1];
                differenceError = Math.max(differenceError, Math.abs(dGpu - dJava));
                differenceSpread = Math.max(differenceSpread, Math.abs(dJava));
            }
        }
        System.out.printf(Locale.ROOT, "1 m fBm at %.0f m: max |GPU - Java| value %.3g, gradient %.3g /m, neighbour"
                + " difference %.3g (largest difference %.3g)%n", r, valueError, gradientError, differenceError,
                differenceSpread);
        assertTrue(differenceSpread > 0.05, "the grid resolves the 1 m detail: largest step " + differenceSpread);
        assertTrue(valueError < 1e-4, "value error " + valueError);
        assertTrue(gradientError < 1e-3, "gradient error per metre (scale 1 m) " + gradientError);
        assertTrue(differenceError < 2e-4, "neighbouring points 0.05 m apart: GPU steps differ from the reference's by "
                + differenceError);
    }
}
