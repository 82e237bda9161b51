package org.orogen.gl.planet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.graph.Domain;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.planet.PlanetMap;

/**
 * Every noise, fractal, Scape, warp and tapped mask node runs on a sphere through the real
 * evaluator (the driver accepts the sphere program and the values are finite and vary), and
 * {@code input.planet} gives the latitude and longitude of the double-precision mapping.
 */
@ExtendWith(GlExtension.class)
class PlanetNodesGpuTest {

    private static final double RADIUS = 1_000_000;
    private static final PlanetMap MAP = PlanetMap.equirectangular(65, 33);
    private static GlThread gl;

    @ParameterizedTest
    @ValueSource(strings = {"noise.gradient", "noise.value", "noise.distorted", "fractal.fbm", "fractal.billow",
            "fractal.ridged", "fractal.hybrid", "fractal.multifractal", "fractal.ridged_multifractal",
            "scape.iq_turbulence", "scape.jordan_turbulence", "scape.swiss_turbulence"})
    void generatorsRunOnASphere(String type) {
        Node n = Node.of("n", type).withParameter("scale", ParameterValue.of(300_000.0));
        if (type.startsWith("scape.")) {
            n = n.withParameter("prewarpStrength", ParameterValue.of(50_000.0));
        }
        Graph g = Graph.of(List.of(n, Node.of("out", "output.height")), List.of(Edge.of("n", "value", "out", "input")),
                GraphMetadata.EMPTY.withDomain(Domain.sphere(RADIUS)), 5, List.of());
        float[] h = PlanetBakes.bake(gl, PlanetBakes.compile(g), MAP, 0, 0, MAP.width(), MAP.height());
        assertVaries(type, h, 0);
        assertVaries(type + " d/dx", h, 1);
    }

    private static void assertVaries(String what, float[] rgba, int channel) {
        assertVaries(what, rgba, channel, 4);
    }

    /** As above for texels of {@code channels} floats (1 for a mask's R32F texture). */
    private static void assertVaries(String what, float[] rgba, int channel, int channels) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = channel; i < rgba.length; i += channels) {
            assertTrue(Float.isFinite(rgba[i]), what + ": pixel " + i / channels + " is " + rgba[i]);
            min = Math.min(min, rgba[i]);
            max = Math.max(max, rgba[i]);
        }
        assertTrue(max > min, what + " is constant " + min);
    }

    /** Warps (by noise fields, domain, downslope), the tapped masks and a cache in one sphere program. */
    @Test
    void warpsMasksAndCacheRunInOneSphereProgram() {
        List<Node> nodes = List.of(
                Node.of("base", "fractal.fbm").withParameter("scale", ParameterValue.of(400_000.0))
                        .withParameter("amplitude", ParameterValue.of(2000.0)),
                Node.of("ox", "noise.value").withParameter("scale", ParameterValue.of(200_000.0)),
                Node.of("oy", "noise.gradient").withParameter("scale", ParameterValue.of(200_000.0)),
                Node.of("byFields", "warp.by_fields").withParameter("strength", ParameterValue.of(100_000.0)),
                Node.of("domain", "warp.domain").withParameter("scale", ParameterValue.of(500_000.0))
                        .withParameter("strength", ParameterValue.of(80_000.0)),
                Node.of("down", "warp.downslope").withParameter("strength", ParameterValue.of(1000.0)),
                Node.of("cache", "graph.cache"),
                Node.of("slope", "mask.slope").withParameter("step", ParameterValue.of(2000.0)),
                Node.of("curv", "mask.curvature").withParameter("step", ParameterValue.of(2000.0)),
                Node.of("ridge", "mask.ridge_crease").withParameter("step", ParameterValue.of(2000.0)),
                Node.of("out", "output.height"),
                mask("m1", "slope"), mask("m2", "curvature"), mask("m3", "ridge"));
        List<Edge> edges = List.of(Edge.of("base", "value", "byFields", "source"),
                Edge.of("ox", "value", "byFields", "offsetX"), Edge.of("oy", "value", "byFields", "offsetY"),
                Edge.of("byFields", "result", "domain", "source"), Edge.of("domain", "result", "down", "source"),
                Edge.of("base", "value", "down", "guide"), Edge.of("down", "result", "cache", "source"),
                Edge.of("cache", "value", "out", "input"), Edge.of("cache", "value", "slope", "height"),
                Edge.of("cache", "value", "curv", "height"), Edge.of("cache", "value", "ridge", "height"),
                Edge.of("slope", "mask", "m1", "input"), Edge.of("curv", "mask", "m2", "input"),
                Edge.of("ridge", "ridge", "m3", "input"));
        Graph g = Graph.of(nodes, edges, GraphMetadata.EMPTY.withDomain(Domain.sphere(RADIUS)), 5, List.of());
        assertEquals(1, GraphCompiler.standard().compilePlan(g, org.orogen.shader.CompileOptions.DEFAULT).stages()
                .size(), "a sphere plan is one stage");
        CompiledProgram program = PlanetBakes.compile(g);
        List<float[]> out = bakeAll(program);
        assertVaries("warped height", out.getFirst(), 0);
        for (int m = 1; m < out.size(); m++) {
            assertEquals(MAP.width() * MAP.height(), out.get(m).length, "a mask is its value alone (R32F)");
            assertVaries("mask " + program.maskNames().get(m - 1), out.get(m), 0, 1);
        }
    }

    private static Node mask(String id, String name) {
        return Node.of(id, "output.mask").withParameter("name", ParameterValue.of(name));
    }

    private static List<float[]> bakeAll(CompiledProgram program) {
        return gl.submit(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context)) {
                List<Texture> outputs = FieldEvaluator.createOutputs(context, program, MAP.width(), MAP.height());
                evaluator.evaluate(program, GridBlock.onPlanet(MAP, 0, 0, MAP.width(), MAP.height()), FieldInputs.NONE,
                        outputs);
                List<float[]> result = outputs.stream().map(Texture::download).toList();
                outputs.forEach(Texture::close);
                return result;
            }
        }).join();
    }

    private static Graph planetInput(String port) {
        return Graph.of(List.of(Node.of("ll", "input.planet"), Node.of("out", "output.height")),
                List.of(Edge.of("ll", port, "out", "input")), GraphMetadata.EMPTY.withDomain(Domain.sphere(RADIUS)), 5,
                List.of());
    }

    /** input.planet: latitude and longitude of every map pixel, and their gradients along the tangent frame. */
    @Test
    void planetInputGivesLatitudeAndLongitude() {
        float[] latitude = PlanetBakes.bake(gl, PlanetBakes.compile(planetInput("latitude")), MAP, 0, 0, MAP.width(),
                MAP.height());
        float[] longitude = PlanetBakes.bake(gl, PlanetBakes.compile(planetInput("longitude")), MAP, 0, 0,
                MAP.width(), MAP.height());
        List<float[]> out = List.of(latitude, longitude);
        double metresPerDegree = RADIUS * Math.PI / 180;
        for (int y = 1; y < MAP.height() - 1; y++) {
            for (int x = 1; x < MAP.width() - 1; x++) {
                int i = 4 * (y * MAP.width() + x);
                double[] u = MAP.unitPoint(x, y);
                double lat = Math.toDegrees(Math.asin(u[1]));
                double lon = Math.toDegrees(Math.atan2(u[0], u[2]));
                String at = "pixel " + x + "," + y;
                assertEquals(lat, out.get(0)[i], 5e-4, at + " latitude"); // float atan
                assertEquals(lon, out.get(1)[i], 5e-4, at + " longitude");
                // equirectangular frame: x is east, y is north
                assertEquals(0, out.get(0)[i + 1], 1e-9, at + " d lat / d east");
                assertEquals(1 / metresPerDegree, out.get(0)[i + 2], 1e-3 / metresPerDegree, at + " d lat / d north");
                double cosLat = Math.cos(Math.toRadians(lat));
                assertEquals(1 / (metresPerDegree * cosLat), out.get(1)[i + 1], 1e-3 / (metresPerDegree * cosLat),
                        at + " d lon / d east");
                assertEquals(0, out.get(1)[i + 2], 1e-9, at + " d lon / d north");
            }
        }
    }
}
