package org.orogen.shader.planet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Domain;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/** What a sphere graph compiles to, and the diagnostics of nodes its domain cannot evaluate. */
class SphereCompileTest {

    private static final GraphCompiler COMPILER = GraphCompiler.standard();

    /** {@code type}'s first output (or its only input's source, fBm) into the height, in {@code domain}. */
    private static Graph graph(Domain domain, String type, String output, String input) {
        List<Edge> edges = input.isEmpty() ? List.of(Edge.of("n", output, "out", "input"))
                : List.of(Edge.of("base", "value", "n", input), Edge.of("n", output, "out", "input"));
        return Graph.of(List.of(Node.of("base", "fractal.fbm"), Node.of("n", type), Node.of("out", "output.height")),
                edges, GraphMetadata.EMPTY.withDomain(domain), 1, List.of());
    }

    private static CompileDiagnostic onlyError(CompiledProgram program) {
        List<CompileDiagnostic> errors = program.diagnostics().stream().filter(CompileDiagnostic::isError).toList();
        assertEquals(1, errors.size(), errors::toString);
        return errors.getFirst();
    }

    @Test
    void aSphereProgramPlacesMapPixelsOnTheSurfaceInDoublePrecision() {
        CompiledProgram p = COMPILER.compile(graph(Domain.sphere(Domain.EARTH_RADIUS), "fractal.fbm", "value", ""));
        assertFalse(p.hasErrors(), p.diagnostics()::toString);
        assertEquals(Domain.sphere(Domain.EARTH_RADIUS), p.domain());
        assertTrue(p.computeSource().startsWith("#version 430 core"));
        assertTrue(p.fragmentSource().startsWith("#version 400 core"), "doubles in the fragment variant too");
        assertTrue(p.computeSource().contains("vec3 p = ogn_planetSetup(u_anchor + ivec2(round(u_origin + vec2(pixel))), "
                + "6371000.0lf);"), p.computeSource());
        assertTrue(p.computeSource().contains("// ---- helper planet"));
        assertFalse(p.computeSource().contains("// ---- helper position"), "planet.glsl replaces position.glsl");
        assertTrue(p.computeSource().contains("void ogn_fractal_fbm(OgnPos p,"));
        CompiledProgram plane = COMPILER.compile(graph(Domain.PLANE, "fractal.fbm", "value", ""));
        assertEquals(Domain.PLANE, plane.domain());
        assertNotEquals(plane.structuralHash(), p.structuralHash());
        CompiledProgram mars = COMPILER.compile(graph(Domain.sphere(3_389_500), "fractal.fbm", "value", ""));
        assertNotEquals(mars.structuralHash(), p.structuralHash(), "the radius is a literal in the source");
    }

    @Test
    void aSpherePlanIsOneStageAndExposesItsDomain() {
        Graph g = graph(Domain.sphere(2_000_000), "graph.cache", "value", "source");
        CompiledPlan plan = COMPILER.compilePlan(g, CompileOptions.DEFAULT.withStageBudget(1));
        assertEquals(1, plan.stages().size());
        assertFalse(plan.hasErrors(), plan.diagnostics()::toString);
        assertEquals(Domain.sphere(2_000_000), plan.domain());
        assertEquals(Domain.PLANE, COMPILER.compilePlan(graph(Domain.PLANE, "graph.cache", "value", "source"),
                CompileOptions.DEFAULT).domain());
    }

    @ParameterizedTest
    @ValueSource(strings = {"filter.blur:result:input", "erosion.thermal:height:height", "erosion.gully:height:height",
            "hydrology.flow:filled:height", "paint.layer:height:height"})
    void neighbourhoodNodesAreErrorsOnASphere(String spec) {
        String[] s = spec.split(":");
        CompileDiagnostic e = onlyError(COMPILER.compile(graph(Domain.sphere(1e6), s[0], s[1], s[2])));
        assertEquals("n", e.nodeId());
        assertEquals("domain-unsupported", e.code());
        assertTrue(e.message().contains("'" + s[0] + "'") && e.message().contains("neighbourhood")
                && e.message().contains("sphere"), e.message());
    }

    @ParameterizedTest
    @ValueSource(strings = {"shape.cone:value", "shape.ridge_line:value", "input.position:x", "shape.heightmap:value"})
    void planePlacedNodesAreErrorsOnASphere(String spec) {
        String[] s = spec.split(":");
        CompileDiagnostic e = onlyError(COMPILER.compile(graph(Domain.sphere(1e6), s[0], s[1], "")));
        assertEquals("n", e.nodeId());
        assertTrue(e.message().contains("placed by plane x, y coordinates"), e.message());
    }

    @Test
    void cellularNoiseCompilesOnASphereAndThePlanetInputNotOnAPlane() {
        for (String output : new String[] {"f1", "f2", "f2MinusF1"}) {
            CompiledProgram cellular = COMPILER.compile(graph(Domain.sphere(1e6), "noise.cellular", output, ""));
            assertFalse(cellular.hasErrors(), cellular.diagnostics()::toString);
            assertTrue(cellular.computeSource().contains("void ogn_cellular(uvec3 cell, vec3 f,"));
        }
        CompileDiagnostic planet = onlyError(COMPILER.compile(graph(Domain.PLANE, "input.planet", "latitude", "")));
        assertEquals("n", planet.nodeId());
        assertTrue(planet.message().contains("only on a sphere"), planet.message());
        assertFalse(COMPILER.compile(graph(Domain.sphere(1e6), "input.planet", "latitude", "")).hasErrors());
    }
}
