package org.orogen.gl.planet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Domain;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;

/**
 * Cube faces of a sphere bake through the real evaluator: every map pixel that lies on an edge or
 * corner shared by two or three faces (the same double-precision surface point, found with
 * {@link PlanetMap#unitPoint}) gets a bit-identical height from each face, although the faces are
 * evaluated in separate blocks (separate dispatches, different anchors and tangent frames).
 */
@ExtendWith(GlExtension.class)
class PlanetEdgeGpuTest {

    private static final int FACE = 33;
    private static GlThread gl;

    @ParameterizedTest
    @EnumSource(CubeMapping.class)
    void facesSharingAnEdgeGiveBitIdenticalHeights(CubeMapping mapping) {
        PlanetMap map = PlanetMap.cube(FACE, mapping);
        CompiledProgram program = PlanetBakes.compile(PlanetBakes.sphereGraph(Domain.EARTH_RADIUS, "fractal.fbm",
                "scale", 900_000.0, "amplitude", 3000.0, "octaves", 8.0));
        List<float[]> faces = new ArrayList<>();
        for (int f = 0; f < 6; f++) {
            faces.add(PlanetBakes.bake(gl, program, map, (long) f * FACE, 0, FACE, FACE));
        }
        Map<String, List<float[]>> heightsByPoint = new HashMap<>();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int f = 0; f < 6; f++) {
            for (int j = 0; j < FACE; j++) {
                for (int i = 0; i < FACE; i++) {
                    float h = faces.get(f)[4 * (j * FACE + i)];
                    assertTrue(Float.isFinite(h), "face " + f + " pixel " + i + "," + j + " is " + h);
                    min = Math.min(min, h);
                    max = Math.max(max, h);
                    if (i == 0 || j == 0 || i == FACE - 1 || j == FACE - 1) {
                        double[] u = map.unitPoint((long) f * FACE + i, j);
                        String key = u[0] + "," + u[1] + "," + u[2];
                        heightsByPoint.computeIfAbsent(key, k -> new ArrayList<>())
                                .add(new float[] {h, f, i, j});
                    }
                }
            }
        }
        assertTrue(max - min > 500, "the planet has relief: heights " + min + " .. " + max);
        int shared = 0;
        for (Map.Entry<String, List<float[]>> e : heightsByPoint.entrySet()) {
            List<float[]> hs = e.getValue();
            for (float[] other : hs.subList(1, hs.size())) {
                assertEquals(Float.floatToRawIntBits(hs.getFirst()[0]), Float.floatToRawIntBits(other[0]),
                        "point " + e.getKey() + ": face " + (int) hs.getFirst()[1] + " gives " + hs.getFirst()[0]
                                + ", face " + (int) other[1] + " gives " + other[0]);
                shared++;
            }
        }
        // 12 edges of 33 pixels, the 8 corners counted on three faces: 12 * 31 + 8 * 2 comparisons
        assertEquals(12 * (FACE - 2) + 8 * 2, shared, "shared edge pixels found");
    }
}
