package org.orogen.gl.planet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Domain;
import org.orogen.graph.Graph;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;

/**
 * Cube faces of a sphere bake through the real evaluator: every map pixel that lies on an edge or
 * corner shared by two or three faces (the same double-precision surface point, found with
 * {@link PlanetMap#unitPoint}) gets a bit-identical height from each face, although the faces are
 * evaluated in separate blocks (separate dispatches, different anchors and tangent frames). Warps by
 * noise fields are included: read along each face's own frame they once warped a shared point differently
 * on each face (up to 1.4 km apart in the blue_planet sample).
 *
 * <p>Nodes whose values depend on gradients (the Scape turbulences warp and damp their octaves by them) work
 * with gradients along each face's frame, so there the faces agree to a few float roundings, not bit for bit:
 * within a millionth of the heights' magnitude (docs/algorithms.md, "Planets").
 */
@ExtendWith(GlExtension.class)
class PlanetEdgeGpuTest {

    private static final int FACE = 33;
    private static GlThread gl;

    /** The graphs baked: plain fBm, and every node that warps its position by noise fields. */
    static Stream<Arguments> graphs() {
        double r = Domain.EARTH_RADIUS;
        Map<String, Graph> graphs = new LinkedHashMap<>();
        graphs.put("fBm", PlanetBakes.sphereGraph(r, "fractal.fbm", "scale", 900_000.0, "amplitude", 3000.0,
                "octaves", 8.0));
        graphs.put("domain warp, one level", PlanetBakes.sphereGraphOfSource(r, 900_000.0, 3000.0, "warp.domain",
                "scale", 1_500_000.0, "strength", 400_000.0));
        graphs.put("domain warp, two levels", PlanetBakes.sphereGraphOfSource(r, 900_000.0, 3000.0, "warp.domain",
                "scale", 1_500_000.0, "strength", 400_000.0, "levels", "two"));
        graphs.put("distorted noise", PlanetBakes.sphereGraph(r, "noise.distorted", "scale", 900_000.0,
                "amplitude", 3000.0, "distortion", 400_000.0, "distortionScale", 1_500_000.0));
        Map<String, Graph> roundedAlike = new LinkedHashMap<>();
        for (String scape : List.of("scape.swiss_turbulence", "scape.jordan_turbulence", "scape.iq_turbulence")) {
            roundedAlike.put(scape + " with its pre-warp", PlanetBakes.sphereGraph(r, scape, "scale", 900_000.0,
                    "amplitude", 3000.0, "prewarpStrength", 400_000.0, "prewarpScale", 1_500_000.0));
        }
        return Stream.concat(arguments(graphs, true), arguments(roundedAlike, false));
    }

    private static Stream<Arguments> arguments(Map<String, Graph> graphs, boolean bitForBit) {
        return graphs.entrySet().stream().flatMap(g -> Stream.of(CubeMapping.values())
                .map(mapping -> Arguments.of(g.getKey(), g.getValue(), mapping, bitForBit)));
    }

    @ParameterizedTest(name = "{0}, {2}")
    @MethodSource("graphs")
    void facesSharingAnEdgeGiveTheSameHeights(String name, Graph graph, CubeMapping mapping, boolean bitForBit) {
        PlanetMap map = PlanetMap.cube(FACE, mapping);
        CompiledProgram program = PlanetBakes.compile(graph);
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
                String where = "point " + e.getKey() + ": face " + (int) hs.getFirst()[1] + " gives "
                        + hs.getFirst()[0] + ", face " + (int) other[1] + " gives " + other[0];
                if (bitForBit) {
                    assertEquals(Float.floatToRawIntBits(hs.getFirst()[0]), Float.floatToRawIntBits(other[0]), where);
                } else {
                    assertEquals(hs.getFirst()[0], other[0], 1e-6 * Math.max(Math.abs(min), Math.abs(max)), where);
                }
                shared++;
            }
        }
        // 12 edges of 33 pixels, the 8 corners counted on three faces: 12 * 31 + 8 * 2 comparisons
        assertEquals(12 * (FACE - 2) + 8 * 2, shared, "shared edge pixels found");
    }

    /**
     * Every pixel of an equirectangular map's first and last rows is a pole, one point with a tangent frame
     * that turns with the longitude: a two-level domain warp gives them one height (it gave heights 580 m
     * apart when it warped along the frame).
     */
    @Test
    void aWarpGivesEveryPixelOfAPoleRowOneHeight() {
        int width = 33;
        int height = 17;
        PlanetMap map = PlanetMap.equirectangular(width, height);
        CompiledProgram program = PlanetBakes.compile(PlanetBakes.sphereGraphOfSource(Domain.EARTH_RADIUS, 900_000.0,
                3000.0, "warp.domain", "scale", 1_500_000.0, "strength", 400_000.0, "levels", "two"));
        float[] heights = PlanetBakes.bake(gl, program, map, 0, 0, width, height);
        for (int row : new int[] {0, height - 1}) {
            float first = heights[4 * row * width];
            for (int i = 1; i < width; i++) {
                assertEquals(first, heights[4 * (row * width + i)], "row " + row + ", column " + i);
            }
        }
        assertTrue(heights[0] != heights[4 * (height - 1) * width], "the two poles differ");
    }
}
