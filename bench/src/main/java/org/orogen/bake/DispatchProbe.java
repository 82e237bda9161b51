package org.orogen.bake;

import static org.lwjgl.opengl.GL11.glFinish;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.GpuFences;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * Probe (not a unit test): where the GPU time of an export bake's blocks goes, for the fBm 8 of
 * {@link BakeBenchmark}, SIZE² pixels (default 4096): the same pixels evaluated as one dispatch, as
 * 1024 × 128 blocks in one batch, as such blocks in batches of 16 (a barrier each), and the blocks
 * with each bake step added (the 16-bit pack, the copy to the mapped buffer and its fence). Each case
 * runs 10 times, timed to a glFinish; the median and best are printed.
 *
 * <p>Run: {@code java ... org.orogen.bake.DispatchProbe [SIZE]}.
 */
public final class DispatchProbe {

    private static final int RUNS = 10;

    private DispatchProbe() {
    }

    public static void main(String[] args) throws Exception {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 4096;
        if (size < GlFieldSampler.BLOCK_WIDTH || size % GlFieldSampler.BLOCK_WIDTH != 0) {
            throw new IllegalArgumentException("SIZE must be a multiple of the block width "
                    + GlFieldSampler.BLOCK_WIDTH + " (the probe tiles it with whole blocks), got " + size);
        }
        CompiledProgram program = GraphCompiler.standard().compile(BakeBenchmark.terrain());
        try (GlThread gl = GlThread.start("probe-gl")) {
            System.out.println("GL: " + gl.info());
            gl.execute(context -> run(context, program, size)).join();
        }
    }

    private static void run(GlContext context, CompiledProgram program, int size) {
        double texel = 16384.0 / (size - 1);
        // One dispatch over the whole grid.
        List<Texture> whole = List.of(Texture.create(context, size, size, TextureFormat.RGBA32F));
        GridBlock all = new GridBlock(0, 0, texel, texel, size, size);
        time("one dispatch of " + size + "²", size, () ->
                context.evaluator().evaluateBatch(program, List.of(all), FieldInputs.NONE, List.of(whole)));
        whole.getFirst().close();

        int bw = GlFieldSampler.BLOCK_WIDTH;
        int bh = GlFieldSampler.BLOCK_HEIGHT;
        List<GridBlock> blocks = new ArrayList<>();
        for (int r = 0; r < size; r += bh) {
            for (int c = 0; c < size; c += bw) {
                blocks.add(new GridBlock(c * texel, r * texel, texel, texel, bw, bh));
            }
        }
        List<List<Texture>> outputs = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            outputs.add(List.of(Texture.create(context, bw, bh, TextureFormat.RGBA32F)));
        }
        time(blocks.size() + " blocks of " + bw + "x" + bh + ", one batch", size, () ->
                context.evaluator().evaluateBatch(program, blocks, FieldInputs.NONE, outputs));
        time(blocks.size() + " blocks, batches of 16 (a barrier each)", size, () -> {
            for (int from = 0; from < blocks.size(); from += 16) {
                int to = Math.min(blocks.size(), from + 16);
                context.evaluator().evaluateBatch(program, blocks.subList(from, to), FieldInputs.NONE,
                        outputs.subList(from, to));
            }
        });
        time(blocks.size() + " blocks, one dispatch each with its own barrier", size, () -> {
            for (int i = 0; i < blocks.size(); i++) {
                context.evaluator().evaluate(program, blocks.get(i), FieldInputs.NONE, outputs.get(i));
            }
        });
        // Bigger blocks (different bits: a probe of the shape only).
        for (int[] shape : new int[][] {{2048, 256}, {4096, 128}, {1024, 512}}) {
            if (shape[0] > size) {
                continue;
            }
            List<GridBlock> big = new ArrayList<>();
            for (int r = 0; r < size; r += shape[1]) {
                for (int c = 0; c < size; c += shape[0]) {
                    big.add(new GridBlock(c * texel, r * texel, texel, texel, shape[0], shape[1]));
                }
            }
            List<List<Texture>> bigOut = new ArrayList<>();
            for (int i = 0; i < big.size(); i++) {
                bigOut.add(List.of(Texture.create(context, shape[0], shape[1], TextureFormat.RGBA32F)));
            }
            time(big.size() + " blocks of " + shape[0] + "x" + shape[1] + ", one batch", size, () ->
                    context.evaluator().evaluateBatch(program, big, FieldInputs.NONE, bigOut));
            bigOut.forEach(l -> l.forEach(Texture::close));
        }

        // The bake's steps on the 1024 x 128 blocks: 16-bit pack per block, then the copy and fence.
        BandReadback readback = new BandReadback(context);
        SampleBand band = SampleBand.withQuantizedPlanes(size, size, List.of(), false);
        band.reset(0, size);
        HeightRange range = new HeightRange(-700, 700, HeightRange.Source.DECLARED);
        BandPlanes planes = BandPlanes.of(band, SampleChannels.HEIGHT.quantized(range, 0), 0, -1);
        readback.reserve(planes.words());
        BandPlanes.Pack pack = planes.packs().getFirst();
        List<BandReadback.Block> sources = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            int row = (i / (size / bw)) * bh;
            int column = (i % (size / bw)) * bw;
            sources.add(new BandReadback.Block(outputs.get(i).getFirst(), row, column, bw, bh));
        }
        time("packs alone (16-bit), one batch", size, () -> {
            readback.packBatch(sources, planes, pack);
            readback.packsDone();
        });
        // Blocks [from, to): evaluated in one batch, then packed in one.
        BiConsumer<Integer, Integer> evaluateAndPack = (from, to) -> {
            context.evaluator().evaluateBatch(program, blocks.subList(from, to), FieldInputs.NONE,
                    outputs.subList(from, to));
            readback.packBatch(sources.subList(from, to), planes, pack);
            readback.packsDone();
        };
        time("blocks + packs, batches of 16", size, () -> {
            for (int from = 0; from < blocks.size(); from += 16) {
                evaluateAndPack.accept(from, Math.min(blocks.size(), from + 16));
            }
        });
        time("copy of the whole band to the mapped buffer + fence (no CPU copy)", size, () -> {
            BandReadback.Pending pending = readback.queue(planes, 0, size);
            awaitAll(pending);
        });
        time("blocks + packs + copy per block row, fences waited at the end", size, () -> {
            List<BandReadback.Pending> pending = new ArrayList<>();
            int perRow = size / bw;
            for (int from = 0; from < blocks.size(); from += 16) {
                int to = Math.min(blocks.size(), from + 16);
                evaluateAndPack.accept(from, to);
                for (int i = from; i < to; i++) {
                    if ((i + 1) % perRow == 0) {
                        pending.add(readback.queue(planes, (i / perRow) * bh, bh));
                    }
                }
            }
            pending.forEach(DispatchProbe::awaitAll);
        });
        readback.close();
        outputs.forEach(l -> l.forEach(Texture::close));
    }

    /** Waits for every plane of {@code pending} to reach the mapped buffer. */
    private static void awaitAll(BandReadback.Pending pending) {
        for (long fence : pending.fences()) {
            GpuFences.awaitAndDelete(fence, "probe");
        }
    }

    private static void time(String what, int size, Runnable gpuWork) {
        double[] ms = new double[RUNS];
        gpuWork.run(); // warm-up
        glFinish();
        for (int i = 0; i < RUNS; i++) {
            long t = System.nanoTime();
            gpuWork.run();
            glFinish();
            ms[i] = (System.nanoTime() - t) / 1e6;
        }
        Arrays.sort(ms);
        double median = ms[RUNS / 2];
        System.out.printf(Locale.ROOT, "%-72s median %7.3f ms, best %7.3f ms (%6.0f Mpx/s at the median)%n", what,
                median, ms[0], (double) size * size / median / 1e3);
    }
}
