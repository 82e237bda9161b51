package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Graph;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.PortRef;

class GraphCompilerTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();

    /** noise -> add(a) ; cone -> add(b) ; noise -> multiply(b) ; add -> multiply(a) -> out. */
    static TestGraph hills() {
        return new TestGraph()
                .node("noise", "noise.gradient").node("cone", "shape.cone")
                .node("sum", "combine.add").node("product", "combine.multiply").node("out", "output.height")
                .wire("noise.value", "sum.a").wire("cone.result", "sum.b")
                .wire("sum.result", "product.a").wire("noise.value", "product.b")
                .wire("product.result", "out.input");
    }

    private static CompiledProgram compile(Graph g) {
        return COMPILER.compile(g);
    }

    private static int count(String text, String needle) {
        return text.split(Pattern.quote(needle), -1).length - 1;
    }

    @Test
    void sameGraphGivesByteIdenticalSource() {
        CompiledProgram a = compile(hills().build());
        CompiledProgram b = compile(hills().build());
        assertFalse(a.hasErrors(), a.diagnostics()::toString);
        assertEquals(a.fragmentSource(), b.fragmentSource());
        assertEquals(a.structuralHash(), b.structuralHash());
        assertTrue(a.fragmentSource().startsWith("#version 330 core\n"));
        assertEquals(64, a.structuralHash().length());
    }

    @Test
    void insertionOrderOfNodesAndEdgesDoesNotMatter() {
        Graph reversed = new TestGraph()
                .node("out", "output.height").node("product", "combine.multiply").node("sum", "combine.add")
                .node("cone", "shape.cone").node("noise", "noise.gradient")
                .wire("product.result", "out.input").wire("noise.value", "product.b")
                .wire("sum.result", "product.a").wire("cone.result", "sum.b").wire("noise.value", "sum.a")
                .build();
        assertEquals(compile(hills().build()).fragmentSource(), compile(reversed).fragmentSource());
    }

    @Test
    void changingAParameterKeepsSourceAndHashButChangesTheUniformValue() {
        CompiledProgram before = compile(hills().build());
        CompiledProgram after = compile(hills().param("cone", "height", 1234.5).build());
        assertEquals(before.fragmentSource(), after.fragmentSource());
        assertEquals(before.structuralHash(), after.structuralHash());
        assertEquals(new UniformValue.FloatValue(500.0), before.uniform("cone", "height").orElseThrow().value());
        assertEquals(new UniformValue.FloatValue(1234.5), after.uniform("cone", "height").orElseThrow().value());
    }

    @Test
    void changingTheEnumOptionOrSeedIsAlsoJustAUniform() {
        CompiledProgram before = compile(hills().build());
        CompiledProgram after = compile(hills().param("cone", "profile", ParameterValue.of("dome"))
                .param("noise", "seed", ParameterValue.of(99L)).seed(5).build());
        assertEquals(before.structuralHash(), after.structuralHash());
        assertEquals(new UniformValue.IntValue(1), after.uniform("cone", "profile").orElseThrow().value());
        assertEquals(new UniformValue.UIntValue(SeedMix.mix(5, 99)), after.uniform("noise", "seed").orElseThrow().value());
        assertNotEquals(before.uniform("noise", "seed"), after.uniform("noise", "seed"));
    }

    @Test
    void globalSeedChangesEverySeedUniform() {
        long a = SeedMix.mix(1, 7);
        long b = SeedMix.mix(2, 7);
        assertNotEquals(a, b);
        assertTrue(a >= 0 && a <= 0xFFFFFFFFL);
        assertNotEquals(SeedMix.mix(1, 7), SeedMix.mix(1, 8));
    }

    @Test
    void changingTopologyChangesTheHash() {
        String base = compile(hills().build()).structuralHash();
        String rewired = compile(new TestGraph()
                .node("noise", "noise.gradient").node("cone", "shape.cone")
                .node("sum", "combine.add").node("product", "combine.multiply").node("out", "output.height")
                .wire("noise.value", "sum.b").wire("cone.result", "sum.a")
                .wire("sum.result", "product.a").wire("noise.value", "product.b")
                .wire("product.result", "out.input").build()).structuralHash();
        String retyped = compile(new TestGraph()
                .node("noise", "noise.gradient").node("cone", "shape.cone")
                .node("sum", "combine.subtract").node("product", "combine.multiply").node("out", "output.height")
                .wire("noise.value", "sum.a").wire("cone.result", "sum.b")
                .wire("sum.result", "product.a").wire("noise.value", "product.b")
                .wire("product.result", "out.input").build()).structuralHash();
        assertNotEquals(base, rewired);
        assertNotEquals(base, retyped);
        assertNotEquals(rewired, retyped);
    }

    @Test
    void aNodeSharedBySeveralConsumersIsEvaluatedOnce() {
        String src = compile(hills().build()).fragmentSource();
        assertEquals(1, count(src, "ogn_noise_gradient(p,"), src);
        assertEquals(1, count(src, "vec3 n_noise_value"));
    }

    @Test
    void identicalParameterFreeNodesAreMerged() {
        Graph g = new TestGraph()
                .node("noise", "noise.gradient").node("cone", "shape.cone")
                .node("sum1", "combine.add").node("sum2", "combine.add").node("product", "combine.multiply")
                .node("out", "output.height")
                .wire("noise.value", "sum1.a").wire("cone.result", "sum1.b")
                .wire("noise.value", "sum2.a").wire("cone.result", "sum2.b")
                .wire("sum1.result", "product.a").wire("sum2.result", "product.b")
                .wire("product.result", "out.input").build();
        String src = compile(g).fragmentSource();
        assertEquals(1, count(src, "ogn_combine_add(p,"), src);
        assertTrue(src.contains("ogn_combine_multiply(p, n_sum1_result, n_sum1_result,"), src);
    }

    @Test
    void nodesWithParametersAreNotMergedEvenWithTheSameInputs() {
        Graph g = new TestGraph()
                .node("a", "shape.cone").node("b", "shape.cone").node("sum", "combine.add").node("out", "output.height")
                .wire("a.result", "sum.a").wire("b.result", "sum.b").wire("sum.result", "out.input").build();
        assertEquals(2, count(compile(g).fragmentSource(), "ogn_shape_cone(p,"));
    }

    /** A chain of n domain warps over one noise. */
    private static Graph warpChain(int n) {
        TestGraph g = new TestGraph().node("noise", "noise.gradient").node("out", "output.height");
        String previous = "noise.value";
        for (int i = 0; i < n; i++) {
            String id = "warp" + i;
            g.node(id, "warp.domain").wire(previous, id + ".source");
            previous = id + ".result";
        }
        return g.wire(previous, "out.input").build();
    }

    @Test
    void aChainOfWarpsGivesCodeLinearInItsLength() {
        int s5 = compile(warpChain(5)).fragmentSource().length();
        int s10 = compile(warpChain(10)).fragmentSource().length();
        int s20 = compile(warpChain(20)).fragmentSource().length();
        double perWarpShort = (s10 - s5) / 5.0;
        double perWarpLong = (s20 - s10) / 10.0;
        assertTrue(perWarpShort > 0);
        assertEquals(perWarpShort, perWarpLong, perWarpShort * 0.1,
                "bytes per extra warp: " + perWarpShort + " (5->10) vs " + perWarpLong + " (10->20)");
        assertFalse(compile(warpChain(20)).hasErrors());
    }

    @Test
    void warpsByFieldsSharingOneOffsetNoiseStayLinear() {
        int[] sizes = new int[3];
        int[] lengths = {5, 10, 20};
        for (int k = 0; k < 3; k++) {
            TestGraph g = new TestGraph().node("noise", "noise.gradient").node("offset", "noise.value")
                    .node("offset2", "noise.value").node("out", "output.height");
            String previous = "noise.value";
            for (int i = 0; i < lengths[k]; i++) {
                String id = "w" + i;
                g.node(id, "warp.by_fields").wire(previous, id + ".source").wire("offset.value", id + ".offsetX")
                        .wire("offset2.value", id + ".offsetY");
                previous = id + ".result";
            }
            sizes[k] = compile(g.wire(previous, "out.input").build()).fragmentSource().length();
        }
        double a = (sizes[1] - sizes[0]) / 5.0;
        double b = (sizes[2] - sizes[1]) / 10.0;
        // The shared offset noises are evaluated in every level's region (they are needed at each
        // level's own position), a constant amount per level.
        assertEquals(a, b, a * 0.1, "bytes per level " + a + " then " + b);
    }

    @Test
    void previewCompilesTheChosenPortAsHeightWithoutMasks() {
        Graph g = hills().node("slope", "mask.slope").node("m", "output.mask")
                .wire("product.result", "slope.height").wire("slope.mask", "m.input").build();
        CompiledProgram full = compile(g);
        assertEquals(List.of("mask"), full.maskNames());
        CompiledProgram preview = COMPILER.compilePreview(g, new PortRef("sum", "result"));
        assertFalse(preview.hasErrors(), preview.diagnostics()::toString);
        assertEquals(List.of(), preview.maskNames());
        assertTrue(preview.fragmentSource().contains("o_height = vec4(n_sum_result, 0.0);"));
        assertFalse(preview.fragmentSource().contains("ogn_combine_multiply("), "downstream nodes are pruned");
        assertNotEquals(full.structuralHash(), preview.structuralHash());
    }

    @Test
    void unconnectedNodesArePruned() {
        Graph g = hills().node("lonely", "noise.cellular").build();
        assertFalse(compile(g).fragmentSource().contains("noise_cellular"));
        assertEquals(compile(hills().build()).structuralHash(), compile(g).structuralHash());
    }

    @Test
    void fieldIntoMaskInputIsClamped() {
        Graph g = hills().node("blend", "combine.blend").node("o2", "output.mask")
                .wire("noise.value", "blend.mask").wire("cone.result", "blend.b").wire("blend.result", "o2.input")
                .build();
        String src = compile(g).fragmentSource();
        assertTrue(src.contains("ogn_clampToUnit(n_noise_value)"), src);
        assertTrue(src.contains("vec3 ogn_clampToUnit(vec3 v)"));
    }

    @Test
    void graphWithoutHeightOutputReportsAndStillEmitsValidFrame() {
        CompiledProgram p = compile(new TestGraph().node("noise", "noise.gradient").build());
        assertTrue(p.hasErrors());
        assertTrue(p.diagnostics().stream().anyMatch(d -> d.code().equals("no-height-output")));
        assertTrue(p.fragmentSource().contains("o_height = vec4(vec3(0.0, 0.0, 0.0), 0.0);"));
    }

    @Test
    void unknownTypeRequiredInputAndCycleAreDiagnosedOnTheirNodes() {
        Graph g = new TestGraph().node("mystery", "noise.does_not_exist").node("sum", "combine.add")
                .node("warp", "warp.by_fields").node("a", "combine.add").node("b", "combine.add")
                .node("out", "output.height")
                .wire("mystery.value", "sum.a").wire("sum.result", "a.a").wire("a.result", "b.a").wire("b.result", "a.b")
                .wire("b.result", "warp.offsetX").wire("warp.result", "out.input").build();
        CompiledProgram p = compile(g);
        assertTrue(has(p, "mystery", "unknown-type"), p.diagnostics()::toString);
        assertTrue(has(p, "warp", "required-input"), p.diagnostics()::toString);
        assertTrue(p.diagnostics().stream().anyMatch(d -> d.code().equals("cycle")
                && (d.nodeId().equals("a") || d.nodeId().equals("b"))), p.diagnostics()::toString);
        assertTrue(p.fragmentSource().contains("void main()"));
    }

    private static boolean has(CompiledProgram p, String node, String code) {
        return p.diagnostics().stream().anyMatch(d -> d.nodeId().equals(node) && d.code().equals(code));
    }

    @Test
    void everyEvaluationLineMapsToItsNode() {
        CompiledProgram p = compile(hills().build());
        String[] lines = p.fragmentSource().split("\n", -1);
        Pattern eval = Pattern.compile("^\\s+vec3 n_(\\w+?)_(value|result|pseudo)[;,]");
        int checked = 0;
        for (int i = 0; i < lines.length; i++) {
            Matcher m = eval.matcher(lines[i]);
            if (m.find()) {
                assertEquals(List.of(m.group(1)), p.sourceMap().nodesAt(i + 1), "line " + (i + 1) + ": " + lines[i]);
                checked++;
            }
        }
        assertEquals(4, checked);
        int coneFunction = indexOf(lines, "void ogn_shape_cone(") + 1;
        assertEquals(List.of("cone"), p.sourceMap().nodesAt(coneFunction));
    }

    private static int indexOf(String[] lines, String prefix) {
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no line starting with " + prefix);
    }

    @Test
    void driverMessagesMapToNodes() {
        CompiledProgram p = compile(hills().build());
        String[] lines = p.fragmentSource().split("\n", -1);
        int sumLine = indexOf(lines, "    vec3 n_sum_result;") + 1;
        List<CompileDiagnostic> ds = DriverErrors.toDiagnostics(p,
                List.of(new DriverMessage(sumLine, "syntax error"), new DriverMessage(0, "link failed")));
        assertEquals("sum", ds.get(0).nodeId());
        assertTrue(ds.get(0).message().contains("syntax error"));
        assertEquals("", ds.get(1).nodeId());
    }

    @Test
    void curvePathEnumAndBoolParametersBecomeTheDocumentedUniforms() {
        Graph g = new TestGraph().node("map", "shape.heightmap").node("curve", "combine.curve")
                .node("remap", "combine.remap").node("out", "output.height")
                .param("map", "file", ParameterValue.of("dem/alps.png")).param("map", "minX", 100.0)
                .param("map", "sizeY", 2000.0)
                .param("curve", "curve", ParameterValue.ofPoints(List.of(new ParameterValue.Point(0, 0),
                        new ParameterValue.Point(0.5, 0.8), new ParameterValue.Point(1, 1))))
                .param("remap", "clampResult", ParameterValue.of(true))
                .wire("map.height", "curve.value").wire("curve.result", "remap.value").wire("remap.result", "out.input")
                .build();
        CompiledProgram p = compile(g);
        assertFalse(p.hasErrors(), p.diagnostics()::toString);
        TextureBinding t = p.textures().getFirst();
        assertEquals("dem/alps.png", t.path());
        assertEquals("u_map_file", t.samplerUniform());
        assertEquals("u_map_file_rect", t.rectUniform());
        UniformBinding rect = p.uniforms().stream().filter(u -> u.name().equals("u_map_file_rect")).findFirst().orElseThrow();
        assertEquals(new UniformValue.Vec4Value(100, 0, 4096, 2000), rect.value());
        assertTrue(p.fragmentSource().contains("uniform sampler2D u_map_file;"));
        assertTrue(p.fragmentSource().contains("\nvec2 u_curve_curve_points[16];"));
        UniformBinding count = p.uniforms().stream().filter(u -> u.name().equals("u_curve_curve_count")).findFirst()
                .orElseThrow();
        assertEquals(new UniformValue.IntValue(3), count.value());
        assertEquals(new UniformValue.IntValue(1), p.uniform("remap", "clampResult").orElseThrow().value());
        assertFalse(p.fragmentSource().contains("u_map_minX"), "rect parameters travel inside the rect");
    }

    @Test
    void subgraphIsAFunctionOrInlinedWithNamespacedIdsOverridesAndInputs() {
        Graph inner = new TestGraph().node("in", "graph.input").node("bump", "shape.cone").node("sum", "combine.add")
                .node("out", "output.height").node("mo", "output.mask").node("band", "mask.height_band")
                .param("in", "name", ParameterValue.of("base"))
                .param("mo", "name", ParameterValue.of("snow"))
                .wire("in.value", "sum.a").wire("bump.result", "sum.b").wire("sum.result", "out.input")
                .wire("sum.result", "band.height").wire("band.mask", "mo.input")
                .expose("peak", "bump", "height").build();
        Graph outer = new TestGraph().node("noise", "noise.gradient").node("island", "graph.subgraph")
                .node("out", "output.height").node("snowOut", "output.mask")
                .param("island", "path", ParameterValue.of("island.graph"))
                .param("island", "peak", 777.0)
                .param("snowOut", "name", ParameterValue.of("snow"))
                .wire("noise.value", "island.base").wire("island.height", "out.input")
                .wire("island.snow", "snowOut.input").build();
        SubgraphSource source = (node, path) -> node.id().equals("island") && path.isEmpty()
                ? Optional.of(inner) : Optional.empty();
        CompiledProgram p = COMPILER.compile(outer, CompileOptions.DEFAULT.withSubgraphs(source).withInlinedSubgraphs());
        assertFalse(p.hasErrors(), p.diagnostics()::toString);
        assertEquals(new UniformValue.FloatValue(777.0), p.uniform("island/bump", "height").orElseThrow().value());
        String src = p.fragmentSource();
        assertTrue(src.contains("ogn_combine_add(p, n_noise_value, n_island_bump_result, n_island_sum_result);"), src);
        assertTrue(src.contains("o_height = vec4(n_island_sum_result, 0.0);"));
        assertEquals(List.of("snow"), p.maskNames());
        String[] lines = src.split("\n", -1);
        assertEquals(List.of("island"), p.sourceMap().nodesAt(indexOf(lines, "    vec3 n_island_sum_result;") + 1));

        // Compiled as a function: the file's nodes in g_island, the use one call with its block's base.
        CompiledProgram f = COMPILER.compile(outer, CompileOptions.DEFAULT.withSubgraphs(source));
        assertFalse(f.hasErrors(), f.diagnostics()::toString);
        assertEquals(new UniformValue.FloatValue(777.0), f.uniform("island/bump", "height").orElseThrow().value());
        String fsrc = f.fragmentSource();
        assertTrue(fsrc.contains("void g_island(vec2 p, vec3 a_base, int base, out vec3 r_height, out vec3 r_snow) {"), fsrc);
        assertTrue(fsrc.contains("    vec3 n_sum_result; ogn_combine_add(p, n_in_base_value, n_bump_result, n_sum_result);"));
        assertTrue(fsrc.contains("    u_bump_height = ogn_parameterFloat(base + 5);"), fsrc);
        assertTrue(fsrc.contains("g_island(p, n_noise_value, 3, n_island_height, n_island_snow);"), fsrc);
        assertTrue(fsrc.contains("o_height = vec4(n_island_height, 0.0);"));
        assertEquals(8, f.uniform("island/bump", "height").orElseThrow().offset(), "block at word 3, height at +5");
        String[] flines = fsrc.split("\n", -1);
        assertEquals(List.of("island"), f.sourceMap().nodesAt(indexOf(flines, "    vec3 n_sum_result;") + 1));
        assertEquals(List.of("island"), f.sourceMap().nodesAt(indexOf(flines, "    vec3 n_island_height,") + 1));

        CompiledProgram unresolved = COMPILER.compile(outer);
        assertTrue(has(unresolved, "island", "subgraph-unresolved"), unresolved.diagnostics()::toString);
        // That one error says the outputs read 0: no second one for each wire from the unusable node.
        assertFalse(has(unresolved, "island", "unknown-port"), unresolved.diagnostics()::toString);
    }

    @Test
    void graphInputReadsItsDefaultWhenCompiledOnItsOwn() {
        Graph g = new TestGraph().node("in", "graph.input").node("out", "output.height")
                .param("in", "default", 12.5).wire("in.value", "out.input").build();
        CompiledProgram p = compile(g);
        assertFalse(p.hasErrors(), p.diagnostics()::toString);
        assertTrue(p.fragmentSource().contains("o_height = vec4(vec3(12.5, 0.0, 0.0), 0.0);"));
    }

    @Test
    void idsThatSanitizeToTheSameNameStayDistinct() {
        Graph g = new TestGraph().node("a-b", "shape.cone").node("a_b", "shape.cone").node("sum", "combine.add")
                .node("out", "output.height").wire("a-b.result", "sum.a").wire("a_b.result", "sum.b")
                .wire("sum.result", "out.input").build();
        CompiledProgram p = compile(g);
        assertEquals(2, count(p.fragmentSource(), "ogn_shape_cone(p,"));
        assertNotEquals(p.uniform("a-b", "height").orElseThrow().name(), p.uniform("a_b", "height").orElseThrow().name());
        assertFalse(p.fragmentSource().contains("__"), "double underscores are reserved in GLSL");
    }

    @Test
    void generatedSourceIsPureAsciiEvenWhenLibraryCommentsAreNot() {
        // The noise library's comments use typographic characters; GLSL's character set is ASCII.
        String src = compile(warpChain(2)).fragmentSource();
        assertTrue(src.chars().allMatch(c -> c < 128), "non-ASCII character in generated GLSL");
        assertTrue(src.contains("ogn_fbm"), "the fractal library (with non-ASCII comments upstream) is included");
    }

    @Test
    void badParameterValuesFallBackToTheDefaultWithAWarningOnTheNode() {
        Graph g = hills().param("cone", "profile", ParameterValue.of("spiky"))
                .param("cone", "height", ParameterValue.of("tall")).build();
        CompiledProgram p = compile(g);
        assertFalse(p.hasErrors(), p.diagnostics()::toString);
        assertEquals(new UniformValue.IntValue(2), p.uniform("cone", "profile").orElseThrow().value(), "default 'bell'");
        assertEquals(new UniformValue.FloatValue(500.0), p.uniform("cone", "height").orElseThrow().value());
        assertEquals(2, p.diagnostics().stream().filter(d -> d.nodeId().equals("cone") && d.code().equals("bad-value"))
                .count(), p.diagnostics()::toString);
        assertEquals(compile(hills().build()).structuralHash(), p.structuralHash());
    }

    @Test
    void changingACurveOrAFilePathIsNotAStructuralChange() {
        TestGraph base = new TestGraph().node("map", "shape.heightmap").node("curve", "combine.curve")
                .node("out", "output.height").wire("map.height", "curve.value").wire("curve.result", "out.input")
                .param("map", "file", ParameterValue.of("a.png"));
        CompiledProgram a = compile(base.build());
        CompiledProgram b = compile(base.param("map", "file", ParameterValue.of("other/b.exr"))
                .param("curve", "curve", ParameterValue.ofPoints(List.of(new ParameterValue.Point(0, 1),
                        new ParameterValue.Point(0.2, 0.1), new ParameterValue.Point(0.7, 0.3),
                        new ParameterValue.Point(1, 0)))).build());
        assertEquals(a.fragmentSource(), b.fragmentSource());
        assertEquals(a.structuralHash(), b.structuralHash());
        assertEquals("other/b.exr", b.textures().getFirst().path());
    }
}
