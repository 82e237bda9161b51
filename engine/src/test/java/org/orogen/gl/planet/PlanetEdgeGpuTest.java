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
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.catalog.PortType;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
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
 * Every node of the library is baked too ({@link #everyNodeOnASphereAgreesWhereFacesMeet}): that is how
 * {@code warp.by_fields}, which moved the point along each face's frame, was found.
 *
 * <p>The Scape turbulences, which warp and damp their octaves by gradients, take them as 3D slopes that do
 * not depend on the frame, and agree bit for bit too. The curvature and ridge masks, whose taps lie along the
 * frame, agree to a few thousandths (docs/algorithms.md, "Planets").
 */
@ExtendWith(GlExtension.class)
class PlanetEdgeGpuTest {

    private static final int FACE = 33;
    private static GlThread gl;

    /** The graphs baked: plain fBm, every node that warps its position by noise fields, the Scape turbulences. */
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
        for (String scape : List.of("scape.swiss_turbulence", "scape.jordan_turbulence", "scape.iq_turbulence")) {
            graphs.put(scape + " with its pre-warp", PlanetBakes.sphereGraph(r, scape, "scale", 900_000.0,
                    "amplitude", 3000.0, "prewarpStrength", 400_000.0, "prewarpScale", 1_500_000.0));
        }
        return graphs.entrySet().stream().flatMap(g -> Stream.of(CubeMapping.values())
                .map(mapping -> Arguments.of(g.getKey(), g.getValue(), mapping)));
    }

    @ParameterizedTest(name = "{0}, {2}")
    @MethodSource("graphs")
    void facesSharingAnEdgeGiveBitIdenticalHeights(String name, Graph graph, CubeMapping mapping) {
        Edges edges = bakeEdges(PlanetBakes.compile(graph), PlanetMap.cube(FACE, mapping));
        assertTrue(edges.max - edges.min > 500, "the planet has relief: heights " + edges.min + " .. " + edges.max);
        edges.assertAgree(0);
    }

    /**
     * Nodes whose values depend on the face's frame, and how far apart (relative to the heights' magnitude) two
     * faces may give a shared point: the curvature and ridge masks difference taps placed along the frame.
     */
    private static final Map<String, Double> FRAME_DEPENDENT = Map.of("mask.curvature", 5e-3,
            "mask.ridge_crease", 5e-3);

    /** Every node of the library with a field or mask output, except outputs and subgraph ports. */
    static Stream<String> nodeTypes() {
        return GraphCompiler.standard().library().catalog().definitions().stream()
                .filter(d -> !d.id().startsWith("output.") && !d.id().startsWith("graph."))
                .filter(d -> d.outputs().stream().anyMatch(o -> o.type() != PortType.COLOUR))
                .map(NodeDefinition::id);
    }

    /**
     * Every node either refuses a sphere graph with {@code domain-unsupported} or gives the same height where
     * faces meet: bit for bit, or within {@link #FRAME_DEPENDENT}'s bound. The node reads an fBm (colour
     * inputs a constant colour) and its first field or mask output is the height.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("nodeTypes")
    void everyNodeOnASphereAgreesWhereFacesMeet(String type) {
        GraphCompiler compiler = GraphCompiler.standard();
        NodeDefinition d = compiler.library().catalog().require(type);
        PortDefinition out = d.outputs().stream().filter(o -> o.type() != PortType.COLOUR).findFirst().orElseThrow();
        Node node = Node.of("n", type);
        for (String name : List.of("scale", "distortionScale", "prewarpScale")) {
            if (d.parameter(name).isPresent()) {
                node = node.withParameter(name, ParameterValue.of(900_000.0));
            }
        }
        if (d.parameter("amplitude").isPresent()) {
            node = node.withParameter("amplitude", ParameterValue.of(3000.0));
        }
        List<Edge> edges = new ArrayList<>(List.of(Edge.of("n", out.name(), "out", "input")));
        for (PortDefinition in : d.inputs()) {
            edges.add(in.type() == PortType.COLOUR ? Edge.of("paint", "colour", "n", in.name())
                    : Edge.of("src", "value", "n", in.name()));
        }
        Graph graph = Graph.of(List.of(node, Node.of("out", "output.height"), Node.of("paint", "colour.constant"),
                        Node.of("src", "fractal.fbm").withParameter("scale", ParameterValue.of(900_000.0))
                                .withParameter("amplitude", ParameterValue.of(3000.0))),
                edges, GraphMetadata.EMPTY.withDomain(Domain.sphere(Domain.EARTH_RADIUS)), 7, List.of());
        CompiledProgram program = compiler.compile(graph);
        if (program.hasErrors()) {
            assertTrue(program.diagnostics().stream().allMatch(e -> !e.isError() || e.code().equals("domain-unsupported")),
                    type + " on a sphere: " + program.diagnostics());
            return;
        }
        Edges heights = bakeEdges(program, PlanetMap.cube(FACE, CubeMapping.GNOMONIC));
        heights.assertAgree(FRAME_DEPENDENT.getOrDefault(type, 0.0));
    }

    /** Heights of the six faces' edge pixels, by the surface point they lie on, with the heights' extremes. */
    private static final class Edges {
        final Map<String, List<float[]>> byPoint = new HashMap<>();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;

        /**
         * Asserts that every point two or three faces share gets the same height from each: bit for bit when
         * {@code relative} is 0, else within {@code relative} times the heights' magnitude.
         */
        void assertAgree(double relative) {
            int shared = 0;
            for (Map.Entry<String, List<float[]>> e : byPoint.entrySet()) {
                List<float[]> hs = e.getValue();
                for (float[] other : hs.subList(1, hs.size())) {
                    String where = "point " + e.getKey() + ": face " + (int) hs.getFirst()[1] + " gives "
                            + hs.getFirst()[0] + ", face " + (int) other[1] + " gives " + other[0];
                    if (relative == 0) {
                        assertEquals(Float.floatToRawIntBits(hs.getFirst()[0]), Float.floatToRawIntBits(other[0]),
                                where);
                    } else {
                        assertEquals(hs.getFirst()[0], other[0], relative * Math.max(Math.abs(min), Math.abs(max)),
                                where);
                    }
                    shared++;
                }
            }
            // 12 edges of FACE pixels, the 8 corners counted on three faces: 12 * (FACE - 2) + 8 * 2 comparisons
            assertEquals(12 * (FACE - 2) + 8 * 2, shared, "shared edge pixels found");
        }
    }

    private static Edges bakeEdges(CompiledProgram program, PlanetMap map) {
        Edges edges = new Edges();
        for (int f = 0; f < 6; f++) {
            float[] face = PlanetBakes.bake(gl, program, map, (long) f * FACE, 0, FACE, FACE);
            for (int j = 0; j < FACE; j++) {
                for (int i = 0; i < FACE; i++) {
                    float h = face[4 * (j * FACE + i)];
                    assertTrue(Float.isFinite(h), "face " + f + " pixel " + i + "," + j + " is " + h);
                    edges.min = Math.min(edges.min, h);
                    edges.max = Math.max(edges.max, h);
                    if (i == 0 || j == 0 || i == FACE - 1 || j == FACE - 1) {
                        double[] u = map.unitPoint((long) f * FACE + i, j);
                        edges.byPoint.computeIfAbsent(u[0] + "," + u[1] + "," + u[2], k -> new ArrayList<>())
                                .add(new float[] {h, f, i, j});
                    }
                }
            }
        }
        return edges;
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
