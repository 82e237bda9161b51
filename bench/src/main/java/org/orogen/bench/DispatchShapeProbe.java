package org.orogen.bench;

import static org.lwjgl.opengl.GL11.glFinish;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * Diagnostic (not a unit test): what the shape and placement of an evaluation's dispatches cost. The same
 * 16.8 Mpx of fBm 8 (one batch through {@link FieldEvaluator#evaluateBatch}, one barrier, then glFinish;
 * median of 15 after 5 warm-ups) as
 * <ul>
 *   <li>32 blocks of 1024 × 512 (the export bake's blocks) in textures of their own, stacked south to north
 *       from the world origin; the same 32 all placed at the origin; the same stacked from (1234.5, 777.25) m;</li>
 *   <li>one 4096² block at the origin and at (1234.5, 777.25) m;</li>
 *   <li>one 4096² texture evaluated in 1, 4 and 32 dispatches of its rows (one placement), and in 4 and 32
 *       dispatches whose placements differ slightly.</li>
 * </ul>
 * On an H200 (docs/performance.md) the blocks' placements, not their number or textures, made most of the
 * difference: a block at the world origin skips the exact anchor part of every octave's lattice position.
 *
 * <p>Run: {@code java --enable-native-access=ALL-UNNAMED -cp <bench classpath> org.orogen.bench.DispatchShapeProbe}.
 */
public final class DispatchShapeProbe {

    private static final double TEXEL = 4.0;
    private static final int SIDE = 4096;

    private DispatchShapeProbe() {
    }

    public static void main(String[] args) {
        CompiledProgram compiled = GraphCompiler.standard().compile(GraphCostBenchmark.fbm(8));
        try (GlThread gl = GlThread.start("probe-gl")) {
            System.out.println("GL: " + gl.info());
            gl.submit(context -> {
                separateBlocks(context, compiled, "32 blocks 1024x512, stacked from the origin", 1024, 512, 32, 0, 0, true);
                separateBlocks(context, compiled, "32 blocks 1024x512, all at the origin", 1024, 512, 32, 0, 0, false);
                separateBlocks(context, compiled, "32 blocks 1024x512, stacked from (1234.5, 777.25)", 1024, 512, 32,
                        1234.5, 777.25, true);
                separateBlocks(context, compiled, "one 4096x4096 block at the origin", SIDE, SIDE, 1, 0, 0, false);
                separateBlocks(context, compiled, "one 4096x4096 block at (1234.5, 777.25)", SIDE, SIDE, 1, 1234.5, 777.25,
                        false);
                List<Texture> one = FieldEvaluator.createOutputs(context, compiled, SIDE, SIDE);
                try {
                    for (int dispatches : new int[] {1, 4, 32}) {
                        rowsOfOneTexture(context, compiled, one, dispatches, false);
                    }
                    for (int dispatches : new int[] {4, 32}) {
                        rowsOfOneTexture(context, compiled, one, dispatches, true);
                    }
                } finally {
                    one.forEach(Texture::close);
                }
                return null;
            }).join();
        }
    }

    /** {@code n} blocks of {@code w × h} in textures of their own, from ({@code x}, {@code y}), stacked north or not. */
    private static void separateBlocks(GlContext context, CompiledProgram compiled, String what, int w, int h, int n,
                                       double x, double y, boolean stacked) {
        List<List<Texture>> outputs = new ArrayList<>();
        List<GridBlock> blocks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            outputs.add(FieldEvaluator.createOutputs(context, compiled, w, h));
            blocks.add(new GridBlock(x, y + (stacked ? i * h * TEXEL : 0), TEXEL, TEXEL, w, h));
        }
        try {
            report(what, (double) w * h * n, time(context, compiled, blocks, outputs));
        } finally {
            outputs.forEach(o -> o.forEach(Texture::close));
        }
    }

    /** One 4096² texture's rows in {@code n} dispatches; {@code moved}: each dispatch's placement a little apart. */
    private static void rowsOfOneTexture(GlContext context, CompiledProgram compiled, List<Texture> texture, int n,
                                         boolean moved) {
        List<GridBlock> blocks = new ArrayList<>();
        int rows = SIDE / n;
        for (int i = 0; i < n; i++) { // rows [i·rows, (i + 1)·rows) of the block, placed as the whole one
            blocks.add(new GridBlock(moved ? i * 0.37 : 0, moved ? i * 0.61 : 0, TEXEL, TEXEL, SIDE, (i + 1) * rows,
                    null, i * rows));
        }
        report(n + " row dispatches of one 4096x4096 texture" + (moved ? ", placements apart" : ""),
                (double) SIDE * SIDE, time(context, compiled, blocks, Collections.nCopies(n, texture)));
    }

    /** Median and best milliseconds of 15 batches after 5 warm-ups. */
    private static double[] time(GlContext context, CompiledProgram compiled, List<GridBlock> blocks,
                                 List<List<Texture>> outputs) {
        FieldEvaluator evaluator = context.evaluator();
        double[] t = new double[15];
        for (int r = -5; r < t.length; r++) {
            glFinish();
            long start = System.nanoTime();
            evaluator.evaluateBatch(compiled, blocks, Collections.nCopies(blocks.size(), FieldInputs.NONE), outputs);
            glFinish();
            if (r >= 0) {
                t[r] = (System.nanoTime() - start) / 1e6;
            }
        }
        Arrays.sort(t);
        return new double[] {t[t.length / 2], t[0]};
    }

    private static void report(String what, double pixels, double[] millis) {
        System.out.printf(Locale.ROOT, "%-58s median %.3f ms (%.0f Mpx/s), best %.3f ms%n", what, millis[0],
                pixels / millis[0] / 1e3, millis[1]);
    }
}
