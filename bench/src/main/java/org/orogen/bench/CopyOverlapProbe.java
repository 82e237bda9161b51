package org.orogen.bench;

import static org.lwjgl.opengl.GL11.glFinish;
import static org.lwjgl.opengl.GL44.GL_BUFFER_UPDATE_BARRIER_BIT;
import static org.lwjgl.opengl.GL44.GL_CLIENT_STORAGE_BIT;
import static org.lwjgl.opengl.GL44.GL_COPY_READ_BUFFER;
import static org.lwjgl.opengl.GL44.GL_COPY_WRITE_BUFFER;
import static org.lwjgl.opengl.GL44.GL_DYNAMIC_COPY;
import static org.lwjgl.opengl.GL44.GL_FLOAT;
import static org.lwjgl.opengl.GL44.GL_MAP_COHERENT_BIT;
import static org.lwjgl.opengl.GL44.GL_MAP_PERSISTENT_BIT;
import static org.lwjgl.opengl.GL44.GL_MAP_READ_BIT;
import static org.lwjgl.opengl.GL44.GL_R32F;
import static org.lwjgl.opengl.GL44.GL_RED;
import static org.lwjgl.opengl.GL44.GL_RENDERER;
import static org.lwjgl.opengl.GL44.GL_SYNC_GPU_COMMANDS_COMPLETE;
import static org.lwjgl.opengl.GL44.GL_TIMEOUT_IGNORED;
import static org.lwjgl.opengl.GL44.glBindBuffer;
import static org.lwjgl.opengl.GL44.glBufferData;
import static org.lwjgl.opengl.GL44.glBufferStorage;
import static org.lwjgl.opengl.GL44.glClearBufferSubData;
import static org.lwjgl.opengl.GL44.glCopyBufferSubData;
import static org.lwjgl.opengl.GL44.glDeleteSync;
import static org.lwjgl.opengl.GL44.glFenceSync;
import static org.lwjgl.opengl.GL44.glFlush;
import static org.lwjgl.opengl.GL44.glGenBuffers;
import static org.lwjgl.opengl.GL44.glGetString;
import static org.lwjgl.opengl.GL44.glMapBufferRange;
import static org.lwjgl.opengl.GL44.glMemoryBarrier;
import static org.lwjgl.opengl.GL44.glWaitSync;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.lwjgl.BufferUtils;
import org.lwjgl.PointerBuffer;
import org.lwjgl.egl.EGL10;
import org.lwjgl.egl.EGL14;
import org.lwjgl.egl.EGL15;
import org.lwjgl.opengl.GL;
import org.lwjgl.system.MemoryStack;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.GpuFences;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * Diagnostic (not a unit test): do device-to-host buffer copies issued from a second OpenGL context, sharing
 * the first one's objects on a thread of its own, run beside the first context's shaders? Times (median of 9
 * after 3 warm-ups) a 16 Mpx fBm evaluation and a 256 MB copy into a client-storage buffer alone, one after
 * the other in one context, and side by side in two; then the export bake's pattern: 16 rows, each an
 * evaluation of 8 blocks of 1024 × 512, a 16 MB region of a storage buffer written (as packs write) and
 * copied out, the row two before waited for: in one context, with the copies on the second context from one
 * buffer, and from a ring of four buffers. Only where the GL thread's context is an EGL context without a
 * surface (the headless paths). Results: docs/performance.md.
 *
 * <p>Run: {@code java --enable-native-access=ALL-UNNAMED -cp <bench classpath> org.orogen.bench.CopyOverlapProbe}.
 */
public final class CopyOverlapProbe {

    private static final long BYTES = 256L << 20;
    private static final int ROWS = 16;
    private static final long REGION = BYTES / ROWS;

    private CopyOverlapProbe() {
    }

    public static void main(String[] args) throws Exception {
        CompiledProgram compiled = GraphCompiler.standard().compile(GraphCostBenchmark.fbm(8));
        ExecutorService copier = Executors.newSingleThreadExecutor();
        try (GlThread gl = GlThread.start("probe-gl")) {
            long[] egl = gl.submit(context -> currentEgl()).join();
            copier.submit(() -> {
                makeSharedContext(egl);
                return null;
            }).get();
            Setup setup = gl.submit(context -> Setup.create(context, compiled)).join();
            Runnable evaluate = () -> gl.submit(context -> {
                setup.evaluate(context, compiled);
                glFinish();
                return null;
            }).join();
            time("evaluate 16 Mpx (first context)", evaluate);
            time("copy 256 MB (first context)", () -> gl.submit(context -> {
                copy(setup.device, setup.staging, 0, BYTES);
                glFinish();
                return null;
            }).join());
            time("copy 256 MB (second context)", () -> get(copier.submit(() -> {
                copy(setup.device, setup.staging, 0, BYTES);
                glFinish();
                return null;
            })));
            time("evaluate, then copy, in the first context", () -> gl.submit(context -> {
                setup.evaluate(context, compiled);
                copy(setup.device, setup.staging, 0, BYTES);
                glFinish();
                return null;
            }).join());
            time("evaluate beside a copy in the second context", () -> {
                Future<?> copied = copier.submit(() -> {
                    copy(setup.device, setup.staging, 0, BYTES);
                    glFinish();
                    return null;
                });
                evaluate.run();
                get(copied);
            });
            String[] rowLabels = {"rows: copies in the first context", "rows: copies in the second, one buffer",
                "rows: copies in the second, a ring of four buffers"};
            for (int variant = 0; variant < rowLabels.length; variant++) {
                int v = variant;
                time(rowLabels[v], () -> gl.submit(context -> {
                    setup.rows(context, compiled, v, copier);
                    return null;
                }).join());
            }
        } finally {
            copier.shutdownNow();
        }
    }

    /** The buffers and blocks of the runs, made on the GL thread. */
    private record Setup(int device, int staging, int[] ring, List<GridBlock> blocks, List<List<Texture>> outputs,
                         List<GridBlock> rowBlocks, List<List<Texture>> rowOutputs) {

        static Setup create(GlContext context, CompiledProgram compiled) {
            int device = deviceBuffer();
            int staging = glGenBuffers();
            glBindBuffer(GL_COPY_WRITE_BUFFER, staging);
            int flags = GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT;
            glBufferStorage(GL_COPY_WRITE_BUFFER, BYTES, flags | GL_CLIENT_STORAGE_BIT);
            glMapBufferRange(GL_COPY_WRITE_BUFFER, 0, BYTES, flags);
            int[] ring = new int[4];
            for (int i = 0; i < ring.length; i++) {
                ring[i] = deviceBuffer();
            }
            List<GridBlock> blocks = new ArrayList<>();
            List<List<Texture>> outputs = new ArrayList<>();
            for (int i = 0; i < 16; i++) { // away from the origin, as an export's blocks
                blocks.add(new GridBlock(1234.5, 777.25 + i * 4096.0, 4.0, 4.0, 1024, 1024));
                outputs.add(FieldEvaluator.createOutputs(context, compiled, 1024, 1024));
            }
            List<GridBlock> rowBlocks = new ArrayList<>();
            List<List<Texture>> rowOutputs = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                rowBlocks.add(new GridBlock(1234.5 + i * 4096.0, 777.25, 4.0, 4.0, 1024, 512));
                rowOutputs.add(FieldEvaluator.createOutputs(context, compiled, 1024, 512));
            }
            glFinish();
            return new Setup(device, staging, ring, blocks, outputs, rowBlocks, rowOutputs);
        }

        private static int deviceBuffer() {
            int buffer = glGenBuffers();
            glBindBuffer(GL_COPY_READ_BUFFER, buffer);
            glBufferData(GL_COPY_READ_BUFFER, BYTES, GL_DYNAMIC_COPY);
            return buffer;
        }

        void evaluate(GlContext context, CompiledProgram compiled) {
            context.evaluator().evaluateBatch(compiled, blocks, Collections.nCopies(blocks.size(), FieldInputs.NONE),
                    outputs);
        }

        /** The bake's pattern; {@code variant}: 0 copies here, 1 on the copier from one buffer, 2 from a ring. */
        void rows(GlContext context, CompiledProgram compiled, int variant, ExecutorService copier) {
            List<Future<Long>> fences = new ArrayList<>();
            ByteBuffer zero = BufferUtils.createByteBuffer(4);
            for (int r = 0; r < ROWS; r++) {
                context.evaluator().evaluateBatch(compiled, rowBlocks,
                        Collections.nCopies(rowBlocks.size(), FieldInputs.NONE), rowOutputs);
                int source = variant == 2 ? ring[r % ring.length] : device;
                long offset = r * REGION;
                glBindBuffer(GL_COPY_READ_BUFFER, source);
                glClearBufferSubData(GL_COPY_READ_BUFFER, GL_R32F, offset, REGION, GL_RED, GL_FLOAT, zero);
                glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
                if (variant == 0) {
                    copy(source, staging, offset, REGION);
                    fences.add(CompletableFuture.completedFuture(glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0)));
                } else {
                    long written = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
                    glFlush(); // the second context waits for it
                    fences.add(copier.submit(copyAfter(written, source, offset)));
                }
                if (r >= 2) {
                    GpuFences.awaitAndDelete(get(fences.get(r - 2)), "a row's copy");
                }
            }
            GpuFences.awaitAndDelete(get(fences.get(ROWS - 2)), "a row's copy");
            GpuFences.awaitAndDelete(get(fences.get(ROWS - 1)), "a row's copy");
        }

        private Callable<Long> copyAfter(long written, int source, long offset) {
            return () -> {
                glWaitSync(written, 0, GL_TIMEOUT_IGNORED);
                glDeleteSync(written);
                copy(source, staging, offset, REGION);
                long copied = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
                glFlush();
                return copied;
            };
        }
    }

    /** The calling thread's EGL display, context and config (GL thread). */
    private static long[] currentEgl() {
        long display = EGL10.eglGetCurrentDisplay();
        long context = EGL14.eglGetCurrentContext();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            var id = stack.mallocInt(1);
            EGL10.eglQueryContext(display, context, EGL10.EGL_CONFIG_ID, id);
            PointerBuffer configs = stack.mallocPointer(1);
            var count = stack.mallocInt(1);
            EGL10.eglChooseConfig(display, stack.ints(EGL10.EGL_CONFIG_ID, id.get(0), EGL10.EGL_NONE), configs, count);
            if (count.get(0) == 0) {
                throw new IllegalStateException("the GL thread's EGL config was not found (not an EGL context?)");
            }
            return new long[] {display, context, configs.get(0)};
        }
    }

    /** A 4.5 core context sharing {@code egl}'s, without a surface, current on the calling thread. */
    private static void makeSharedContext(long[] egl) {
        EGL14.eglBindAPI(EGL14.EGL_OPENGL_API);
        long context = EGL10.eglCreateContext(egl[0], egl[2], egl[1], new int[] {
            EGL15.EGL_CONTEXT_MAJOR_VERSION, 4, EGL15.EGL_CONTEXT_MINOR_VERSION, 5,
            EGL15.EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL15.EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL10.EGL_NONE});
        if (context == EGL10.EGL_NO_CONTEXT
                || !EGL10.eglMakeCurrent(egl[0], EGL10.EGL_NO_SURFACE, EGL10.EGL_NO_SURFACE, context)) {
            throw new IllegalStateException("no shared context: EGL error 0x" + Integer.toHexString(EGL10.eglGetError()));
        }
        GL.createCapabilities();
        System.out.println("second context: " + glGetString(GL_RENDERER));
    }

    private static void copy(int source, int target, long offset, long bytes) {
        glBindBuffer(GL_COPY_READ_BUFFER, source);
        glBindBuffer(GL_COPY_WRITE_BUFFER, target);
        for (long at = offset; at < offset + bytes; at += REGION) { // in pieces of a row, as the bake copies
            glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, at, at, Math.min(REGION, offset + bytes - at));
        }
    }

    private static <T> T get(Future<T> future) {
        try {
            return future.get();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static void time(String what, Runnable run) {
        double[] t = new double[9];
        for (int i = -3; i < t.length; i++) {
            long start = System.nanoTime();
            run.run();
            if (i >= 0) {
                t[i] = (System.nanoTime() - start) / 1e6;
            }
        }
        Arrays.sort(t);
        System.out.printf(Locale.ROOT, "%-52s median %.3f ms, best %.3f ms%n", what, t[t.length / 2], t[0]);
    }
}
