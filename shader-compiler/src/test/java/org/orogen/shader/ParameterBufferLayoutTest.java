package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.bench.BenchmarkGraphs;
import org.orogen.shader.pass.EmitPass;

/**
 * Node parameters live in one buffer ({@code u_parameters}), never one uniform each: a graph of
 * 2,000 gradient-noise nodes (6,000 parameters) declares the same uniforms as a graph of one, and
 * its layout gives every parameter its own words (issue 11: 3,004 loose uniforms exceeded
 * NVIDIA's 1,024 constant registers at link time).
 */
class ParameterBufferLayoutTest {
    private static final Pattern UNIFORM = Pattern.compile("(?m)^uniform \\w+ (\\w+)");
    /** The runtime's standard uniforms, the anchor (position.glsl) and the parameter buffer. */
    private static final Set<String> FIXED_UNIFORMS = Set.of("u_origin", "u_texelSize", "u_resolution", "u_anchor",
            EmitPass.FIRST_ROW_UNIFORM, CompiledProgram.PARAMETERS_UNIFORM);

    private static Set<String> declaredUniforms(String source) {
        Set<String> names = new TreeSet<>();
        Matcher m = UNIFORM.matcher(source);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    @Test
    void twoThousandNoiseNodesDeclareNoUniformPerParameter() {
        CompiledProgram big = GraphCompiler.standard().compile(BenchmarkGraphs.noiseSum(2000));
        assertFalse(big.hasErrors(), big.diagnostics()::toString);
        assertEquals(FIXED_UNIFORMS, declaredUniforms(big.fragmentSource()));
        assertEquals(declaredUniforms(GraphCompiler.standard().compile(BenchmarkGraphs.noiseSum(1)).fragmentSource()),
                declaredUniforms(big.fragmentSource()));
        assertEquals(3 * 2000, big.uniforms().size());
        assertTrue(big.fragmentSource().contains("\nuint u_n1999_seed;\n"), "parameters are plain globals");
    }

    @Test
    void layoutGivesEveryParameterItsOwnWordsWithoutGaps() {
        Graph graph = BenchmarkGraphs.noiseSum(2000);
        CompiledProgram program = GraphCompiler.standard().compile(graph);
        boolean[] used = new boolean[program.parameterWords()];
        Set<String> bound = new TreeSet<>();
        for (UniformBinding u : program.uniforms()) {
            assertTrue(u.inBuffer(), u::toString);
            for (int w = u.offset(); w < u.offset() + u.words(); w++) {
                assertFalse(used[w], () -> "word " + u.offset() + " is shared: " + u);
                used[w] = true;
            }
            bound.add(u.nodeId() + "." + u.parameter());
            assertTrue(program.fragmentSource().contains(u.name() + " = ogn_parameter"), u::toString);
        }
        for (boolean w : used) {
            assertTrue(w, "the layout has a gap");
        }
        assertEquals(3 * 2000, program.parameterWords());
        for (Node n : graph.nodes().values()) {
            if (n.typeId().equals("noise.gradient")) {
                for (String p : List.of("scale", "amplitude", "seed")) {
                    assertTrue(bound.contains(n.id() + "." + p), n.id() + "." + p + " is not bound");
                }
            }
        }
    }

    @Test
    void everyParameterKindHasItsWordsAndSamplersStayUniforms() {
        Graph g = new TestGraph().node("map", "shape.heightmap").node("curve", "combine.curve")
                .node("fbm", "fractal.fbm").node("cone", "shape.cone").node("s1", "combine.add")
                .node("s2", "combine.add").node("out", "output.height")
                .param("map", "file", ParameterValue.of("dem.png"))
                .param("curve", "curve", ParameterValue.ofPoints(List.of(new ParameterValue.Point(0, 0),
                        new ParameterValue.Point(1, 1))))
                .wire("map.height", "curve.value").wire("curve.result", "s1.a").wire("fbm.value", "s1.b")
                .wire("s1.result", "s2.a").wire("cone.result", "s2.b").wire("s2.result", "out.input").build();
        CompiledProgram p = GraphCompiler.standard().compile(g);
        assertFalse(p.hasErrors(), p.diagnostics()::toString);
        UniformBinding sampler = p.uniform("map", "file").orElseThrow();
        assertEquals("sampler2D", sampler.glslType());
        assertFalse(sampler.inBuffer());
        assertTrue(p.fragmentSource().contains("\nuniform sampler2D u_map_file;\n"));
        Set<String> expected = new TreeSet<>(FIXED_UNIFORMS);
        expected.add("u_map_file");
        assertEquals(expected, declaredUniforms(p.fragmentSource()));
        Set<String> types = new TreeSet<>();
        p.uniforms().stream().filter(UniformBinding::inBuffer).forEach(u -> types.add(u.glslType()));
        assertTrue(types.containsAll(Set.of("float", "int", "bool", "uint", "vec4", "vec2[16]")), types::toString);
        int words = p.uniforms().stream().mapToInt(UniformBinding::words).sum();
        assertEquals(words, p.parameterWords());
    }

    @Test
    void parameterValuesChangeNeitherSourceNorHashNorLayout() {
        Graph a = BenchmarkGraphs.noiseSum(8);
        Graph b = a;
        for (Node n : a.nodes().values()) {
            if (n.typeId().equals("noise.gradient")) {
                b = b.withNode(n.withParameter("seed", ParameterValue.of(77L)).withParameter("scale",
                        ParameterValue.of(1234.5)));
            }
        }
        CompiledProgram pa = GraphCompiler.standard().compile(a);
        CompiledProgram pb = GraphCompiler.standard().compile(b);
        assertEquals(pa.fragmentSource(), pb.fragmentSource());
        assertEquals(pa.structuralHash(), pb.structuralHash());
        assertEquals(pa.uniforms().stream().map(u -> u.name() + "@" + u.offset()).toList(),
                pb.uniforms().stream().map(u -> u.name() + "@" + u.offset()).toList());
        assertNotEquals(pa.uniforms(), pb.uniforms(), "the values differ");
    }
}
