package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.graph.Graph;
import org.orogen.shader.BigGraphs;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * Big pure graphs render through a split pass plan (issue 11): the same floats as the one program,
 * each stage's parameters reach its own nodes, an edit rebuilds only the program of the stage it
 * touches, and a generated graph too big for one program on llvmpipe links and renders.
 */
@ExtendWith(GlExtension.class)
class BigGraphGpuTest {
    /**
     * Noise nodes of the generated graph in {@link #aGeneratedBigGraphLinksAndRendersThroughTheSplitPlan()}
     * (2 × noises nodes), overridable with {@code -Dorogen.test.bigGraphNoises}. Timings on the 2-core
     * build machine with a cold shader cache: docs/performance.md, "Big graphs on the driver".
     */
    static final int BIG_NOISES = Integer.getInteger("orogen.test.bigGraphNoises", 1000);
    /**
     * With {@code -Dorogen.test.bigGraphMixed=true} the big graph mixes gradient and value noises so
     * that no two stages share a program (the worst case, for measuring; CI uses the plain sum).
     */
    static final boolean MIXED = Boolean.getBoolean("orogen.test.bigGraphMixed");
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static final GridBlock BLOCK = new GridBlock(-310.5, 120.25, 37.0, 41.0, 24, 20);
    private static GlThread gl;

    private static CompiledPlan plan(Graph graph, int budget) {
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT.withStageBudget(budget));
        assertFalse(plan.hasErrors(), plan.diagnostics()::toString);
        return plan;
    }

    private static float[] run(GlContext context, FieldEvaluator evaluator, CompiledPlan plan) {
        try (Texture out = Texture.create(context, BLOCK.width(), BLOCK.height(), TextureFormat.RGBA32F);
             PlanRunner runner = new PlanRunner(plan, plan.stages().stream().map(s -> FieldInputs.NONE).toList(),
                     null)) {
            runner.run(evaluator, context, BLOCK, List.of(out));
            return out.download();
        }
    }

    private static float[] run(GlContext context, FieldEvaluator evaluator, CompiledProgram program) {
        try (Texture out = Texture.create(context, BLOCK.width(), BLOCK.height(), TextureFormat.RGBA32F)) {
            evaluator.evaluate(program, BLOCK, FieldInputs.NONE, List.of(out));
            return out.download();
        }
    }

    /**
     * Not bit for bit: within one program the driver may fuse a node's multiply with the next
     * node's add (FMA contraction; GLSL 3.30 has no {@code precise}), which a stage boundary
     * prevents, so sums differ in the last bits (measured on llvmpipe: a few ulps). Each field
     * read through a stage texture is itself exact (same pixel, texelFetch).
     */
    @Test
    void aSplitPlanGivesTheSingleProgramsFloatsToRounding() {
        Graph graph = BigGraphs.noiseSum(12); // 23 nodes: one program still compiles in seconds
        CompiledPlan split = plan(graph, 6);
        assertTrue(split.stages().size() >= 4, "stages: " + split.stages().size());
        CompiledProgram single = COMPILER.compile(graph);
        float[][] results = gl.submit(context -> new float[][] {
            run(context, context.evaluator(), split), run(context, context.evaluator(), single)}).join();
        assertVaries(results[1]);
        float[] scale = new float[4];
        for (int i = 0; i < results[1].length; i++) {
            scale[i % 4] = Math.max(scale[i % 4], Math.abs(results[1][i]));
        }
        for (int i = 0; i < results[1].length; i++) {
            assertEquals(results[1][i], results[0][i], 1e-5f * scale[i % 4], "float " + i);
        }
    }

    @Test
    void anEditRebuildsOnlyTheStageItTouches() {
        CompiledPlan before = plan(BigGraphs.noiseSum(24), 8);
        CompiledPlan after = plan(BigGraphs.noiseSum(24, "noise.value", 17), 8);
        long[] builds = gl.submit(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context)) {
                float[] a = run(context, evaluator, before);
                long first = evaluator.programBuilds();
                float[] b = run(context, evaluator, after);
                assertFalse(java.util.Arrays.equals(a, b), "the edit must show");
                return new long[] {first, evaluator.programBuilds()};
            }
        }).join();
        long programs = before.stages().stream().map(s -> s.structuralHash()).distinct().count();
        assertTrue(programs < before.stages().size(), "parts of the same shape share a program");
        assertEquals(programs, builds[0], "one build per distinct stage program");
        assertEquals(builds[0] + 1, builds[1], "the edit rebuilds one stage's program");
    }

    /**
     * A plan with more distinct stage programs than the evaluator's cache holds builds each program
     * once, not once per block: the runner grows the cache (before the fix, a 10,000-node mixed
     * graph rebuilt its 335 programs for every block and did not finish in minutes on an H200).
     */
    @Test
    void aPlanWithMoreProgramsThanTheCacheBuildsEachOnce() {
        CompiledPlan plan = plan(BigGraphs.mixedNoiseSum(16), 4);
        long programs = plan.stages().stream().map(s -> s.program().structuralHash()).distinct().count();
        assertTrue(programs > 3, "distinct programs: " + programs);
        long builds = gl.submit(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context, 2)) {
                float[] first = run(context, evaluator, plan);
                float[] second = run(context, evaluator, plan);
                assertTrue(java.util.Arrays.equals(first, second));
                assertTrue(evaluator.capacity() >= programs, "capacity " + evaluator.capacity());
                return evaluator.programBuilds();
            }
        }).join();
        assertEquals(programs, builds, "one build per distinct program over two runs");
    }

    /**
     * {@value #BIG_NOISES} gradient noises summed by adds, split with the default budget: links and
     * renders finite, varied terrain; for a few k, zeroing every other amplitude (a value change: no
     * program is rebuilt) leaves exactly noise k, equal to a program of noise k alone, so every
     * stage reads its own parameters and its inputs' textures.
     */
    @Test
    void aGeneratedBigGraphLinksAndRendersThroughTheSplitPlan() {
        long t0 = System.nanoTime();
        CompiledPlan plan = plan(MIXED ? BigGraphs.mixedNoiseSum(BIG_NOISES) : BigGraphs.noiseSum(BIG_NOISES),
                CompileOptions.DEFAULT.stageBudget());
        long t1 = System.nanoTime();
        float[] all = gl.submit(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context, plan.stages().size() + 4)) {
                float[] sum = run(context, evaluator, plan);
                long t2 = System.nanoTime();
                System.out.printf(Locale.ROOT, "%d nodes%s: %d stages, %d programs built, compile %.1f s,"
                        + " first frame (build + run) %.1f s%n", 2 * BIG_NOISES, MIXED ? " (mixed)" : "", plan.stages().size(),
                        evaluator.programBuilds(), (t1 - t0) / 1e9, (t2 - t1) / 1e9);
                long builds = evaluator.programBuilds();
                for (int k : new int[] {0, BIG_NOISES / 2 + 1, BIG_NOISES - 1}) {
                    CompiledPlan onlyK = plan(BigGraphs.onlyOneNoise(BIG_NOISES, k, MIXED),
                            CompileOptions.DEFAULT.stageBudget());
                    assertEquals(plan.structuralHash(), onlyK.structuralHash());
                    float[] got = run(context, evaluator, onlyK);
                    assertEquals(builds, evaluator.programBuilds(), "a value change rebuilds nothing");
                    float[] expected = run(context, context.evaluator(), COMPILER.compile(BigGraphs.singleNoise(k, MIXED)));
                    assertVaries(expected);
                    for (int i = 0; i < expected.length; i++) {
                        assertEquals(expected[i], got[i], 0f, "noise " + k + ", float " + i);
                    }
                }
                return sum;
            }
        }).join();
        assertTrue(plan.stages().size() > 1);
        assertVaries(all);
    }

    /** Finite everywhere and the height (channel 0) not flat. */
    private static void assertVaries(float[] rgba) {
        float min = Float.MAX_VALUE;
        float max = -Float.MAX_VALUE;
        for (int i = 0; i < rgba.length; i++) {
            assertTrue(Float.isFinite(rgba[i]), "non-finite value at " + i);
            if (i % 4 == 0) {
                min = Math.min(min, rgba[i]);
                max = Math.max(max, rgba[i]);
            }
        }
        assertTrue(max - min > 0.01f, "flat: " + min + " .. " + max);
    }
}
