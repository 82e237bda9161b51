package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.graph.Graph;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.shader.CompiledPlan.Halo;
import org.orogen.shader.library.NodeLibrary;

/** {@link GraphCompiler#compilePlan}: cut points, stage order, halos, hashes, one program for pure graphs. */
class PassPlanTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();

    static Stream<Path> graphs() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path folder : List.of(Path.of("src/test/resources/golden"), Path.of("../samples"))) {
            try (Stream<Path> list = Files.list(folder)) {
                list.filter(f -> f.toString().endsWith(".graph")).sorted().forEach(files::add);
            }
        }
        return files.stream();
    }

    /** Every golden and sample graph plans without errors; those without neighbourhood nodes are compile()'s one program. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("graphs")
    void pureGraphsAreOneProgramIdenticalToCompile(Path file) {
        Opened opened = Opened.of(file);
        Graph graph = opened.graph();
        CompileOptions options = opened.options();
        CompiledPlan plan = COMPILER.compilePlan(graph, options);
        assertFalse(plan.hasErrors(), () -> file + ": " + plan.diagnostics());
        // Neighbourhood nodes (top level or inside subgraphs) show as template instances in compile()'s source.
        String source = COMPILER.compile(graph, options).fragmentSource();
        boolean staged = COMPILER.library().catalog().definitions().stream()
                .filter(d -> d.inputs().stream().anyMatch(PortDefinition::staged))
                .anyMatch(d -> source.contains(" (" + d.id() + ")\n"));
        if (!staged) {
            assertTrue(plan.isSingleProgram(), file + " has no neighbourhood node but was cut");
            CompiledProgram single = COMPILER.compile(graph, options);
            assertSameProgram(single, plan.finalProgram());
            assertEquals(single.structuralHash(), plan.structuralHash());
        } else {
            assertEquals(COMPILER.compile(graph, options).maskNames(), plan.maskNames());
            for (PlanStage s : plan.stages()) {
                for (StageInput in : s.inputs()) {
                    assertTrue(in.stage() < s.index(), "a stage reads only earlier stages");
                }
            }
        }
    }

    /**
     * Every golden and sample graph also plans when a small stage budget splits it everywhere (what a big
     * graph gets): colour, mask and height outputs read from earlier stages all have their samplers, the
     * masks are the one program's, and the colour output stays written.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("graphs")
    void everyGraphPlansUnderSmallStageBudgets(Path file) {
        Opened opened = Opened.of(file);
        CompiledProgram single = COMPILER.compile(opened.graph(), opened.options());
        boolean colour = single.fragmentSource().contains("o_colour");
        for (int budget : new int[] {1, 2, 8}) {
            CompiledPlan plan = COMPILER.compilePlan(opened.graph(), opened.options().withStageBudget(budget));
            assertFalse(plan.hasErrors(), () -> file + ", budget " + budget + ": " + plan.diagnostics());
            assertEquals(single.maskNames(), plan.maskNames(), file + ", budget " + budget);
            assertEquals(colour, plan.finalProgram().fragmentSource().contains("o_colour"),
                    file + ", budget " + budget + ": the colour output is written by the last stage");
        }
    }

    /** A graph file opened with its subgraphs, and the compile options that resolve them. */
    record Opened(Graph graph, CompileOptions options, NodeTypes types) {
        static Opened of(Path file) {
            GraphLoader.OpenedGraph opened = new GraphLoader(NodeLibrary.standard().catalog()).open(file);
            return new Opened(opened.graph().orElseThrow(),
                    CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(opened.resolution())), opened.resolution());
        }
    }

    /** Noise, its height and a curvature mask of it (a node whose value needs its taps). */
    static TestGraph curvatureGraph() {
        return new TestGraph()
                .node("n", "fractal.fbm").param("n", "scale", 400)
                .node("s", "mask.curvature").param("s", "step", 6.0)
                .node("h", "output.height").node("m", "output.mask")
                .param("m", "name", ParameterValue.of("rock"))
                .wire("n.value", "s.height").wire("n.value", "h.input").wire("s.mask", "m.input");
    }

    @Test
    void aCurvatureMaskCutsTheGraphIntoTwoStages() {
        CompiledPlan plan = COMPILER.compilePlan(curvatureGraph().build(), CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        assertEquals(2, plan.stages().size());
        PlanStage first = plan.stages().get(0);
        PlanStage last = plan.stages().get(1);
        assertEquals(List.of("n.value"), first.outputs());
        assertEquals(List.of("height", "rock"), last.outputs());
        assertEquals(List.of("rock"), plan.maskNames());
        assertEquals(1, last.inputs().size());
        StageInput in = last.inputs().getFirst();
        assertEquals(0, in.stage());
        assertEquals(0, in.output());
        // Read at the pixel (height) and around it (curvature): the largest reach counts.
        assertTrue(in.reaches().contains(new Reach("s", Optional.of("step"), 1.0, 1, true, true)), in::toString);
        // The final stage evaluates the curvature from the texture, never the noise.
        assertFalse(last.program().fragmentSource().contains("ogn_fractal_fbm("), "noise recomputed downstream");
        assertTrue(last.program().fragmentSource().contains("ogn_stageRead(" + in.sampler()));
        assertTrue(first.program().fragmentSource().contains("- u_halo) * u_texelSize"));
    }

    /**
     * Taps over a baked texture get a trip count the driver sees (it unrolls them and drops the unused
     * ones); taps that evaluate the source per tap keep the hidden one (one copy of the source). A mask
     * output writes its value only, an intermediate stage its field whole.
     */
    @Test
    void bakedTapsAreUnrolledAndMaskOutputsWriteTheirValueOnly() {
        Graph graph = curvatureGraph().build();
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
        String last = plan.finalProgram().computeSource();
        assertTrue(last.contains("i < ogn_baked_tap_count(4, step)"), last);
        assertFalse(last.contains("i < ogn_tap_count("), "every tap of the final stage reads the texture");
        assertTrue(last.contains("imageStore(o_mask_0, pixel, vec4(n_s_mask.x, 0.0, 0.0, 0.0));"), last);
        // ... into a one-channel image (an R32F texture); the height stays RGBA
        assertTrue(last.contains("layout(r32f, binding = 1) uniform writeonly image2D o_mask_0;"), last);
        assertTrue(last.contains("layout(rgba32f, binding = 0) uniform writeonly image2D o_height;"), last);
        assertEquals(Set.of(1), plan.finalProgram().valueOutputs());
        assertTrue(plan.finalProgram().valueOnly(1) && !plan.finalProgram().valueOnly(0));
        assertEquals(Set.of(), plan.stages().getFirst().program().valueOutputs(), "an earlier stage's fields are whole");
        // The curvature is evaluated at the pixel and taps along x and y: its reads stay on the pixel's texel
        // row and column (two fetches each).
        assertTrue(last.contains("g[i] = ogn_stageReadOnAxis(t_n_value, t_n_value_halo, ogn_displace("), last);
        // The height is the baked noise at the pixel: the fragment source reads the pixel's own texel, the
        // compute variant stores it only when told to, and names the texture the runtime may copy instead.
        assertTrue(plan.finalProgram().fragmentSource()
                .contains("o_height = vec4(ogn_stageReadAt(t_n_value, t_n_value_halo, p), 0.0);"), last);
        assertTrue(last.contains("if (u_storeHeight != 0) { imageStore(o_height, pixel, "
                + "vec4(ogn_stageReadAt(t_n_value, t_n_value_halo, p), 0.0)); }"), last);
        assertEquals(Optional.of(new CompiledProgram.HeightCopy("t_n_value", "t_n_value_halo")),
                plan.finalProgram().heightCopy());
        assertEquals(Optional.empty(), plan.stages().getFirst().program().heightCopy(), "the noise is computed");
        assertEquals(plan.finalProgram().fragmentSource().lines().count(), last.lines().count(),
                "the variants' lines correspond one to one");
        assertTrue(plan.stages().getFirst().program().computeSource()
                .contains("imageStore(o_height, pixel, vec4(n_n_value, 0.0));"), "the baked field keeps its gradient");
        String single = COMPILER.compile(graph).fragmentSource();
        assertTrue(single.contains("i < ogn_tap_count(4, step)"), "one program evaluates the noise per tap");
        assertFalse(single.contains("i < ogn_baked_tap_count("));
        assertFalse(single.contains("ogn_stageReadOnAxis("), "one program has no baked texture to read");
        assertTrue(single.contains("o_mask_0 = vec4(n_s_mask.x, 0.0, 0.0, 0.0);"), single);
    }

    @Test
    void halosFollowTheCurrentParameterValuesWithoutChangingAnyProgram() {
        CompiledPlan plan = COMPILER.compilePlan(curvatureGraph().build(), CompileOptions.DEFAULT);
        // step 6 m at 2 m texels: 3 texels, plus 1 for the bilinear footprint.
        assertEquals(List.of(new Halo(4, 4), Halo.NONE), plan.halos(2.0, 2.0));
        assertEquals(List.of(new Halo(7, 4), Halo.NONE), plan.halos(1.0, 2.0));
        CompiledPlan wider = COMPILER.compilePlan(curvatureGraph().param("s", "step", 20.0).build(), CompileOptions.DEFAULT);
        assertEquals(List.of(new Halo(11, 11), Halo.NONE), wider.halos(2.0, 2.0));
        assertEquals(plan.structuralHash(), wider.structuralHash());
        for (int i = 0; i < plan.stages().size(); i++) {
            assertEquals(plan.stages().get(i).program().fragmentSource(), wider.stages().get(i).program().fragmentSource());
            assertEquals(plan.stages().get(i).structuralHash(), wider.stages().get(i).structuralHash());
        }
    }

    @Test
    void stageHashesChangeWithTheirOwnStructureOnly() {
        CompiledPlan plan = COMPILER.compilePlan(curvatureGraph().build(), CompileOptions.DEFAULT);
        // A different final stage (ridges instead of curvature) keeps the upstream stage's hash.
        Graph other = new TestGraph()
                .node("n", "fractal.fbm").param("n", "scale", 400).node("s", "mask.ridge_crease")
                .node("h", "output.height").node("m", "output.mask")
                .param("m", "name", ParameterValue.of("rock"))
                .wire("n.value", "s.height").wire("n.value", "h.input").wire("s.ridge", "m.input").build();
        CompiledPlan changed = COMPILER.compilePlan(other, CompileOptions.DEFAULT);
        assertEquals(plan.stages().get(0).structuralHash(), changed.stages().get(0).structuralHash());
        assertNotEquals(plan.stages().get(1).structuralHash(), changed.stages().get(1).structuralHash());
        assertNotEquals(plan.structuralHash(), changed.structuralHash());
    }

    @Test
    void chainedNeighbourhoodsAddTheirReaches() {
        // Curvature taps the slope mask, so the slope's gradient is read: the slope taps the noise.
        Graph g = new TestGraph()
                .node("n", "fractal.fbm").node("c", "mask.curvature").param("c", "step", 4.0)
                .node("s", "mask.slope").param("s", "step", 2.0)
                .node("h", "output.height").node("m", "output.mask")
                .wire("n.value", "s.height").wire("s.mask", "c.height").wire("n.value", "h.input")
                .wire("c.mask", "m.input").build();
        CompiledPlan plan = COMPILER.compilePlan(g, CompileOptions.DEFAULT);
        assertEquals(3, plan.stages().size());
        // Curvature reads the slope: 4 m / 1 m + 1 = 5 texels; the slope reads noise: 2 + 1 = 3 more.
        assertEquals(List.of(new Halo(8, 8), new Halo(5, 5), Halo.NONE), plan.halos(1.0, 1.0));
        assertEquals(java.util.Set.of(0, 1), plan.upstream(2));
    }

    @Test
    void aBlurRunsAsTwoFixedPassesWithHalosAlongTheirAxis() {
        Graph g = new TestGraph()
                .node("n", "fractal.fbm").node("b", "filter.blur").param("b", "radius", 10.0)
                .node("h", "output.height").wire("n.value", "b.height").wire("b.value", "h.input").build();
        CompiledPlan plan = COMPILER.compilePlan(g, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        assertEquals(List.of(PlanStage.Kind.NODES, PlanStage.Kind.BLUR_X, PlanStage.Kind.BLUR_Y, PlanStage.Kind.NODES),
                plan.stages().stream().map(PlanStage::kind).toList());
        // 10 m at 1 m texels: 10 + 1 along each pass's axis.
        assertEquals(List.of(new Halo(11, 11), new Halo(0, 11), Halo.NONE, Halo.NONE), plan.halos(1.0, 1.0));
        PlanStage x = plan.stages().get(1);
        assertTrue(x.program().fragmentSource().contains("ivec2(1, 0)"));
        assertTrue(x.program().uniform("b", "radius").isPresent());
        assertEquals(List.of("b.blurredX"), x.outputs());
        assertEquals(List.of("b.value"), plan.stages().get(2).outputs());
    }

    @Test
    void nestedBlursChainTheirPassesAndHalos() {
        Graph g = new TestGraph()
                .node("n", "fractal.fbm").node("b1", "filter.blur").param("b1", "radius", 10.0)
                .node("b2", "filter.blur").param("b2", "radius", 5.0).node("h", "output.height")
                .wire("n.value", "b1.height").wire("b1.value", "b2.height").wire("b2.value", "h.input").build();
        CompiledPlan plan = COMPILER.compilePlan(g, CompileOptions.DEFAULT);
        assertEquals(List.of(PlanStage.Kind.NODES, PlanStage.Kind.BLUR_X, PlanStage.Kind.BLUR_Y, PlanStage.Kind.BLUR_X,
                PlanStage.Kind.BLUR_Y, PlanStage.Kind.NODES), plan.stages().stream().map(PlanStage::kind).toList());
        assertEquals(List.of(new Halo(17, 17), new Halo(6, 17), new Halo(6, 6), new Halo(0, 6), Halo.NONE, Halo.NONE),
                plan.halos(1.0, 1.0));
        assertEquals(2, plan.stages().get(3).inputs().getFirst().stage(), "b2's x pass reads b1's y pass");
    }

    @Test
    void aBlurInsideAWarpSourceFallsBackToTheSingleProgramTemplate() {
        Graph g = new TestGraph()
                .node("n", "fractal.fbm").node("b", "filter.blur").node("w", "warp.domain").node("h", "output.height")
                .wire("n.value", "b.height").wire("b.value", "w.source").wire("w.result", "h.input").build();
        CompiledPlan plan = COMPILER.compilePlan(g, CompileOptions.DEFAULT);
        assertTrue(plan.isSingleProgram());
        assertSameProgram(COMPILER.compile(g), plan.finalProgram());
    }

    /** A node both read at the pixel and inside a warp's source never reads baked textures at warped positions. */
    @Test
    void aWarpSourceReadAlsoAtThePixelKeepsItsSourcesAsFunctions() {
        Graph g = new TestGraph()
                .node("g", "fractal.fbm").node("k", "noise.gradient").node("f", "combine.add")
                .node("w", "warp.domain").node("t", "combine.add").node("s", "mask.curvature")
                .node("h", "output.height").node("m", "output.mask")
                .wire("g.value", "f.a").wire("k.value", "f.b").wire("f.result", "w.source")
                .wire("w.result", "t.a").wire("f.result", "t.b").wire("t.result", "h.input")
                .wire("g.value", "s.height").wire("s.mask", "m.input").build();
        CompiledPlan plan = COMPILER.compilePlan(g, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        assertEquals(2, plan.stages().size());
        String source = plan.finalProgram().fragmentSource();
        int start = source.indexOf("vec3 s_f_result(vec2 p) {");
        String warped = source.substring(start, source.indexOf("\n}\n", start));
        assertFalse(warped.contains("ogn_stageRead"), warped);
        assertTrue(warped.contains("ogn_fractal_fbm("), warped);
    }

    @Test
    void aMaskThroughACacheKeepsItsConversion() {
        Graph g = new TestGraph()
                .node("n", "fractal.fbm").node("c", "graph.cache").node("h", "output.height").node("m", "output.mask")
                .wire("n.value", "c.source").wire("n.value", "h.input").wire("c.value", "m.input").build();
        CompiledPlan plan = COMPILER.compilePlan(g, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        assertEquals(2, plan.stages().size());
        assertTrue(plan.finalProgram().fragmentSource().contains("o_mask_0 = vec4(ogn_clampToUnit(n_c_value)"),
                plan.finalProgram().fragmentSource());
    }

    @Test
    void aCacheNodeIsAStageBoundaryReadAtThePixel() {
        Graph g = new TestGraph()
                .node("n", "fractal.fbm").node("c", "graph.cache").node("a", "combine.add")
                .node("d", "noise.gradient").node("h", "output.height")
                .wire("n.value", "c.source").wire("c.value", "a.a").wire("d.value", "a.b").wire("a.result", "h.input")
                .build();
        CompiledPlan plan = COMPILER.compilePlan(g, CompileOptions.DEFAULT);
        assertEquals(2, plan.stages().size());
        assertEquals(List.of(Halo.NONE, Halo.NONE), plan.halos(1.0, 1.0));
        String last = plan.finalProgram().fragmentSource();
        assertTrue(last.contains("ogn_noise_gradient(") && !last.contains("ogn_fractal_fbm("), last);
    }

    @Test
    void neighbourhoodNodesInsideAWarpSourceStayFunctions() {
        Graph g = new TestGraph()
                .node("n", "fractal.fbm").node("s", "mask.slope").node("w", "warp.domain")
                .node("h", "output.height").wire("n.value", "s.height").wire("s.mask", "w.source")
                .wire("w.result", "h.input").build();
        CompiledPlan plan = COMPILER.compilePlan(g, CompileOptions.DEFAULT);
        assertTrue(plan.isSingleProgram());
        assertSameProgram(COMPILER.compile(g), plan.finalProgram());
    }

    private static void assertSameProgram(CompiledProgram expected, CompiledProgram actual) {
        assertEquals(expected.fragmentSource(), actual.fragmentSource(), "the single stage must be compile()'s GLSL");
        assertEquals(expected.uniforms(), actual.uniforms());
        assertEquals(expected.textures(), actual.textures());
        assertEquals(expected.maskNames(), actual.maskNames());
        assertEquals(expected.diagnostics(), actual.diagnostics());
        assertEquals(expected.structuralHash(), actual.structuralHash());
        assertEquals(expected.sourceMap().ranges(), actual.sourceMap().ranges());
    }

    @Test
    void previewTargetsPlanToo() {
        Graph g = curvatureGraph().build();
        CompiledPlan plan = COMPILER.compilePlan(g, CompileOptions.DEFAULT.withPreview(new org.orogen.graph.PortRef("s",
                "mask")));
        assertEquals(2, plan.stages().size());
        assertEquals(List.of(), plan.maskNames());
        CompiledPlan noise = COMPILER.compilePlan(g, CompileOptions.DEFAULT.withPreview(new org.orogen.graph.PortRef("n",
                "value")));
        assertTrue(noise.isSingleProgram());
    }

    /** Noise as the height, and its slope mask, inverted, as a mask output: only the mask's value is written. */
    static TestGraph slopeMaskGraph() {
        return new TestGraph()
                .node("n", "fractal.fbm").param("n", "scale", 400)
                .node("s", "mask.slope").param("s", "step", 6.0).node("i", "combine.invert")
                .node("h", "output.height").node("m", "output.mask")
                .param("m", "name", ParameterValue.of("flat"))
                .wire("n.value", "s.height").wire("n.value", "h.input").wire("s.mask", "i.value")
                .wire("i.result", "m.input");
    }

    /**
     * Nothing reads the slope mask's gradient (the invert's values read values only, a mask output writes its
     * value): its value comes from the noise's analytic gradient at the pixel, in one program, with no bake.
     */
    @Test
    void aSlopeMaskWhoseValueAloneIsWrittenReadsItsSourceAtThePoint() {
        Graph g = slopeMaskGraph().build();
        CompiledPlan plan = COMPILER.compilePlan(g, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        assertTrue(plan.isSingleProgram(), "nothing reads the mask's gradient: nothing to cut");
        assertSameProgram(COMPILER.compile(g), plan.finalProgram());
        String source = plan.finalProgram().computeSource();
        assertTrue(source.contains("f_s_height_point = n_n_value; vec3 n_s_mask; f_s(p, "), source);
        assertTrue(source.contains("vec3 h = f_s_height_pointAt(q);"), source);
        assertTrue(source.contains("i < ogn_baked_tap_count(3, step)"), "a visible count: the unused taps fold away");
        assertEquals(1, source.split("ogn_fractal_fbm\\(", -1).length - 2, "the noise evaluated once, at the pixel");
        assertEquals(plan.finalProgram().fragmentSource().lines().count(), source.lines().count());
    }

    /** Where something reads the slope mask's gradient, its taps are real and its source is baked. */
    @Test
    void aSlopeMaskWhoseGradientIsReadIsStillCut() {
        Graph g = slopeMaskGraph().build();
        // Previewed as the height: the preview's normals read its gradient.
        CompiledPlan previewed = COMPILER.compilePlan(g, CompileOptions.DEFAULT.withPreview(
                new org.orogen.graph.PortRef("s", "mask")));
        assertEquals(2, previewed.stages().size());
        assertFalse(previewed.finalProgram().computeSource().contains("_point"));
        // Read by a node whose values read gradients (a slope of the slope mask).
        Graph steep = slopeMaskGraph().node("t", "mask.slope").node("r", "output.mask")
                .param("r", "name", ParameterValue.of("rim")).wire("s.mask", "t.height").wire("t.mask", "r.input").build();
        CompiledPlan plan = COMPILER.compilePlan(steep, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        assertEquals(2, plan.stages().size(), "the noise baked for the first slope's taps");
        String last = plan.finalProgram().computeSource();
        assertTrue(last.contains("f_t_height_point = n_s_mask;"), "the second slope reads the first at the point");
        assertFalse(last.contains("f_s_height_point"), last);
    }

    /**
     * Compiled for an editor, the slope mask read at the point keeps a stage of its own (an edit of the mask
     * re-bakes that stage only): it reads the baked noise at the pixel, with no halo and no taps.
     */
    @Test
    void forEditingASlopeMaskReadAtThePointKeepsItsOwnStage() {
        CompiledPlan plan = COMPILER.compilePlan(slopeMaskGraph().build(), CompileOptions.DEFAULT.forEditing());
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        assertEquals(2, plan.stages().size());
        assertEquals(List.of(Halo.NONE, Halo.NONE), plan.halos(1.0, 1.0), "read at the pixel: no halo");
        String last = plan.finalProgram().computeSource();
        assertTrue(last.contains("f_s_height_point = ogn_stageReadAt(t_n_value, t_n_value_halo, p); vec3 n_s_mask;"),
                last);
        assertFalse(last.contains("ogn_fractal_fbm("), "the noise comes from its texture");
        assertEquals(COMPILER.compilePlan(curvatureGraph().build(), CompileOptions.DEFAULT.forEditing()).stages().size(),
                COMPILER.compilePlan(curvatureGraph().build(), CompileOptions.DEFAULT).stages().size(),
                "other cuts are the same for editing");
    }

    /**
     * A colour is red, green and blue, no gradient: a slope mask that blends two colours is read at the point
     * (the blend reads the mask's value); a colour by height and slope of the mask reads its gradient.
     */
    @Test
    void aSlopeMaskBlendingColoursIsReadAtThePoint() {
        TestGraph coloured = slopeMaskGraph().node("g", "colour.gradient_map").node("k", "colour.constant")
                .node("b", "colour.blend").node("c", "output.colour")
                .wire("n.value", "g.value").wire("g.colour", "b.a").wire("k.colour", "b.b").wire("s.mask", "b.mask")
                .wire("b.colour", "c.input");
        CompiledPlan plan = COMPILER.compilePlan(coloured.build(), CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        assertTrue(plan.isSingleProgram(), "the blend reads the mask's value only");
        assertTrue(plan.finalProgram().hasColour());
        Graph byLut = slopeMaskGraph().node("l", "colour.height_slope_lut").node("c", "output.colour")
                .wire("s.mask", "l.height").wire("l.colour", "c.input").build();
        assertEquals(2, COMPILER.compilePlan(byLut, CompileOptions.DEFAULT).stages().size(),
                "a colour by slope reads the mask's gradient");
    }
}
