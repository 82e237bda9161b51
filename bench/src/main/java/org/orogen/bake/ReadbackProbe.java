package org.orogen.bake;

import static org.lwjgl.opengl.GL43.*;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.orogen.gl.EvaluationPath;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * Diagnostic: how export-style block readback behaves after each evaluation path (a GPU-machine
 * experiment, not a benchmark of record). {@code ReadbackProbe [BLOCKS]}.
 */
public final class ReadbackProbe {

    private ReadbackProbe() {
    }

    interface Variant {
        void run(GlContext context, FieldEvaluator evaluator, List<Texture> outputs, BlockReadback readback,
                 int block);
    }

    public static void main(String[] args) {
        int blocks = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        CompiledProgram program = GraphCompiler.standard().compile(BakeBenchmark.terrain());
        int w = GlFieldSampler.BLOCK_WIDTH;
        int h = GlFieldSampler.BLOCK_HEIGHT;
        float[] sink = new float[w * h * 4];
        try (GlThread gl = GlThread.start("probe-gl")) {
            System.out.println("GL: " + gl.info().renderer() + " " + gl.info().version());
            record Case(String name, EvaluationPath path, Variant variant) {
            }
            List<Case> cases = new ArrayList<>();
            Variant none = (c, e, o, r, b) -> e.evaluate(program, grid(b), FieldInputs.NONE, o);
            Variant perElement = (c, e, o, r, b) -> {
                e.evaluate(program, grid(b), FieldInputs.NONE, o);
                r.start(0, o, 1, w, h);
                r.finish(0, 1, w, h, (a, px) -> {
                    for (int i = 0; i < w * h * 3; i++) {
                        sink[i % sink.length] = px.get(i);
                    }
                });
            };
            Variant bulk = (c, e, o, r, b) -> {
                e.evaluate(program, grid(b), FieldInputs.NONE, o);
                r.start(0, o, 1, w, h);
                r.finish(0, 1, w, h, (a, px) -> px.get(sink, 0, w * h * 3));
            };
            Variant pixelBarrier = (c, e, o, r, b) -> {
                e.evaluate(program, grid(b), FieldInputs.NONE, o);
                glMemoryBarrier(GL_PIXEL_BUFFER_BARRIER_BIT);
                r.start(0, o, 1, w, h);
                r.finish(0, 1, w, h, (a, px) -> {
                    for (int i = 0; i < w * h * 3; i++) {
                        sink[i % sink.length] = px.get(i);
                    }
                });
            };
            Variant finishFirst = (c, e, o, r, b) -> {
                e.evaluate(program, grid(b), FieldInputs.NONE, o);
                glFinish();
                r.start(0, o, 1, w, h);
                r.finish(0, 1, w, h, (a, px) -> px.get(sink, 0, w * h * 3));
            };
            int[] pbo = new int[1];
            Variant getTexImage = (c, e, o, r, b) -> {
                e.evaluate(program, grid(b), FieldInputs.NONE, o);
                if (pbo[0] == 0) {
                    pbo[0] = glGenBuffers();
                    glBindBuffer(GL_PIXEL_PACK_BUFFER, pbo[0]);
                    glBufferData(GL_PIXEL_PACK_BUFFER, (long) w * h * 16, GL_STREAM_READ);
                }
                glBindBuffer(GL_PIXEL_PACK_BUFFER, pbo[0]);
                glBindTexture(GL_TEXTURE_2D, o.getFirst().id());
                glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA, GL_FLOAT, 0L);
                glBindTexture(GL_TEXTURE_2D, 0);
                ByteBuffer m = glMapBufferRange(GL_PIXEL_PACK_BUFFER, 0, (long) w * h * 16, GL_MAP_READ_BIT);
                FloatBuffer f = m.order(ByteOrder.nativeOrder()).asFloatBuffer();
                f.get(sink, 0, w * h * 4);
                glUnmapBuffer(GL_PIXEL_PACK_BUFFER);
                glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
            };
            Variant clientRead = (c, e, o, r, b) -> {
                e.evaluate(program, grid(b), FieldInputs.NONE, o);
                o.getFirst().download(FloatBuffer.wrap(sink).isDirect() ? null : directSink(w * h * 4));
            };
            for (EvaluationPath path : EvaluationPath.values()) {
                cases.add(new Case("no readback", path, none));
                cases.add(new Case("PBO RGB, per-element copy", path, perElement));
                cases.add(new Case("PBO RGB, bulk copy", path, bulk));
                cases.add(new Case("PBO RGB + PIXEL_BUFFER barrier", path, pixelBarrier));
                cases.add(new Case("glFinish, PBO RGB bulk", path, finishFirst));
                cases.add(new Case("glGetTexImage RGBA to PBO, bulk", path, getTexImage));
                cases.add(new Case("glGetTexImage to client memory", path, clientRead));
            }
            for (Case c : cases) {
                double ms = gl.submit(context -> {
                    List<Texture> outputs = List.of(Texture.create(context, w, h, TextureFormat.RGBA32F));
                    try (FieldEvaluator evaluator = new FieldEvaluator(context, 2, c.path());
                         BlockReadback readback = new BlockReadback(List.of(TextureFormat.RGBA32F), w, h)) {
                        glPixelStorei(GL_PACK_ALIGNMENT, 4);
                        c.variant().run(context, evaluator, outputs, readback, 0); // warm-up
                        glFinish();
                        long t0 = System.nanoTime();
                        for (int b = 0; b < blocks; b++) {
                            c.variant().run(context, evaluator, outputs, readback, b);
                            if ((System.nanoTime() - t0) > 8e9) {
                                return -(System.nanoTime() - t0) / 1e6 / (b + 1);
                            }
                        }
                        glFinish();
                        return (System.nanoTime() - t0) / 1e6 / blocks;
                    } finally {
                        outputs.forEach(Texture::close);
                    }
                }).join();
                System.out.printf(Locale.ROOT, "%-9s %-36s %9.3f ms per 1024x128 block%s%n", c.path().label(), c.name(),
                        Math.abs(ms), ms < 0 ? " (stopped after 8 s)" : "");
            }
        }
    }

    private static FloatBuffer directSinkBuffer;

    private static FloatBuffer directSink(int floats) {
        if (directSinkBuffer == null) {
            directSinkBuffer = ByteBuffer.allocateDirect(floats * 4).order(ByteOrder.nativeOrder()).asFloatBuffer();
        }
        directSinkBuffer.clear();
        return directSinkBuffer;
    }

    private static GridBlock grid(int block) {
        return new GridBlock(block % 8 * 1024 * 2.0, block / 8 * 128 * 2.0, 2, 2, GlFieldSampler.BLOCK_WIDTH,
                GlFieldSampler.BLOCK_HEIGHT);
    }
}
