package org.orogen.gl.planet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
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

/** Sphere graphs for the planet GPU tests, and bakes of their height over planet-map blocks. */
final class PlanetBakes {

    private PlanetBakes() {
    }

    /** A sphere graph: one {@code type} node (parameters as name/value pairs) into the height output. */
    static Graph sphereGraph(double radius, String type, Object... parameters) {
        return sphereGraphOfOutput(radius, type, "value", parameters);
    }

    /** A sphere graph: output {@code output} of one {@code type} node into the height output. */
    static Graph sphereGraphOfOutput(double radius, String type, String output, Object... parameters) {
        return Graph.of(List.of(node("n", type, parameters), Node.of("out", "output.height")),
                List.of(Edge.of("n", output, "out", "input")), GraphMetadata.EMPTY.withDomain(Domain.sphere(radius)),
                7, List.of());
    }

    /**
     * A sphere graph: an fBm of {@code scale} metres and {@code amplitude} into the {@code source} input of one
     * {@code type} node (parameters as name/value pairs), whose {@code result} is the height.
     */
    static Graph sphereGraphOfSource(double radius, double scale, double amplitude, String type,
                                     Object... parameters) {
        Node source = node("src", "fractal.fbm", "scale", scale, "amplitude", amplitude, "octaves", 8.0);
        return Graph.of(List.of(source, node("n", type, parameters), Node.of("out", "output.height")),
                List.of(Edge.of("src", "value", "n", "source"), Edge.of("n", "result", "out", "input")),
                GraphMetadata.EMPTY.withDomain(Domain.sphere(radius)), 7, List.of());
    }

    /** A {@code type} node with parameters given as name/value pairs (numbers, booleans, enum options). */
    private static Node node(String id, String type, Object... parameters) {
        Node node = Node.of(id, type);
        for (int i = 0; i < parameters.length; i += 2) {
            Object v = parameters[i + 1];
            node = node.withParameter((String) parameters[i], switch (v) {
                case Boolean b -> ParameterValue.of(b);
                case String text -> ParameterValue.of(text);
                default -> ParameterValue.of(((Number) v).doubleValue());
            });
        }
        return node;
    }

    static CompiledProgram compile(Graph graph) {
        CompiledProgram program = GraphCompiler.standard().compile(graph);
        assertFalse(program.hasErrors(), program.diagnostics()::toString);
        assertEquals(Domain.Kind.SPHERE, program.domain().kind());
        return program;
    }

    /** The height output (value, d/dx, d/dy, 0 per pixel) of one block of {@code map}'s pixels. */
    static float[] bake(GlThread gl, CompiledProgram program, PlanetMap map, long x, long y, int width, int height) {
        return gl.submit(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context)) {
                List<Texture> outputs = FieldEvaluator.createOutputs(context, program, width, height);
                evaluator.evaluate(program, GridBlock.onPlanet(map, x, y, width, height), FieldInputs.NONE, outputs);
                float[] heights = outputs.getFirst().download();
                outputs.forEach(Texture::close);
                return heights;
            }
        }).join();
    }
}
