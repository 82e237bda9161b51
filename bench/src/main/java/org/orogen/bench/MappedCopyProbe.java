package org.orogen.bench;

import static org.lwjgl.opengl.GL44.GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT;
import static org.lwjgl.opengl.GL44.GL_CLIENT_STORAGE_BIT;
import static org.lwjgl.opengl.GL44.GL_COPY_READ_BUFFER;
import static org.lwjgl.opengl.GL44.GL_COPY_WRITE_BUFFER;
import static org.lwjgl.opengl.GL44.GL_DYNAMIC_COPY;
import static org.lwjgl.opengl.GL44.GL_MAP_COHERENT_BIT;
import static org.lwjgl.opengl.GL44.GL_MAP_PERSISTENT_BIT;
import static org.lwjgl.opengl.GL44.GL_MAP_READ_BIT;
import static org.lwjgl.opengl.GL44.GL_R32F;
import static org.lwjgl.opengl.GL44.GL_RED;
import static org.lwjgl.opengl.GL44.GL_FLOAT;
import static org.lwjgl.opengl.GL44.GL_SYNC_GPU_COMMANDS_COMPLETE;
import static org.lwjgl.opengl.GL44.glBindBuffer;
import static org.lwjgl.opengl.GL44.glBufferData;
import static org.lwjgl.opengl.GL44.glBufferStorage;
import static org.lwjgl.opengl.GL44.glClearBufferSubData;
import static org.lwjgl.opengl.GL44.glCopyBufferSubData;
import static org.lwjgl.opengl.GL44.glDeleteBuffers;
import static org.lwjgl.opengl.GL44.glFenceSync;
import static org.lwjgl.opengl.GL44.glGenBuffers;
import static org.lwjgl.opengl.GL44.glMapBufferRange;
import static org.lwjgl.opengl.GL44.glMemoryBarrier;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import org.lwjgl.BufferUtils;
import org.orogen.gl.GlThread;
import org.orogen.gl.GpuFences;

/**
 * Diagnostic (not a unit test): how fast the CPU copies a mapped readback buffer into Java arrays, as the
 * export bake's copy-out does ({@code BandReadback}: 128 KiB tasks on the common fork-join pool), for
 * staging buffers made with different storage flags, against the same copy from a direct buffer of the Java
 * heap's process. Prints the median of 9 copies of 256 MB each, after the GPU's copy into the staging
 * buffer (also timed).
 *
 * <p>Run: {@code java --enable-native-access=ALL-UNNAMED -cp <bench classpath> org.orogen.bench.MappedCopyProbe}.
 */
public final class MappedCopyProbe {

    private static final int FLOATS = 64 << 20;
    private static final int CHUNK = 1 << 15;
    private static final int RUNS = 9;

    private MappedCopyProbe() {
    }

    public static void main(String[] args) {
        float[] target = new float[FLOATS];
        ByteBuffer direct = BufferUtils.createByteBuffer(FLOATS * Float.BYTES);
        report("direct buffer (malloc)", direct.asFloatBuffer(), target, 0);
        int persistent = GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT;
        record Flags(String name, int flags, boolean coherent) {
        }
        List<Flags> variants = List.of(
                new Flags("read|persistent|coherent|client storage (the bake's)",
                        persistent | GL_MAP_COHERENT_BIT | GL_CLIENT_STORAGE_BIT, true),
                new Flags("read|persistent|coherent", persistent | GL_MAP_COHERENT_BIT, true),
                new Flags("read|persistent, client storage, barrier", persistent | GL_CLIENT_STORAGE_BIT, false),
                new Flags("read|persistent, barrier", persistent, false));
        try (GlThread gl = GlThread.start("mapped-copy-gl")) {
            System.out.println("GL: " + gl.info());
            for (Flags v : variants) {
                gl.execute(context -> {
                    long bytes = (long) FLOATS * Float.BYTES;
                    int device = glGenBuffers();
                    glBindBuffer(GL_COPY_READ_BUFFER, device);
                    glBufferData(GL_COPY_READ_BUFFER, bytes, GL_DYNAMIC_COPY);
                    glClearBufferSubData(GL_COPY_READ_BUFFER, GL_R32F, 0, bytes, GL_RED, GL_FLOAT,
                            new float[] {1.5f});
                    int staging = glGenBuffers();
                    glBindBuffer(GL_COPY_WRITE_BUFFER, staging);
                    glBufferStorage(GL_COPY_WRITE_BUFFER, bytes, v.flags());
                    ByteBuffer mapped = glMapBufferRange(GL_COPY_WRITE_BUFFER, 0, bytes,
                            v.flags() & ~GL_CLIENT_STORAGE_BIT);
                    FloatBuffer floats = mapped.order(ByteOrder.nativeOrder()).asFloatBuffer();
                    double[] gpu = new double[RUNS];
                    for (int r = 0; r < RUNS; r++) {
                        long t = System.nanoTime();
                        glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, 0, 0, bytes);
                        if (!v.coherent()) {
                            glMemoryBarrier(GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT);
                        }
                        GpuFences.awaitAndDelete(glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0), "the copy");
                        gpu[r] = (System.nanoTime() - t) / 1e6;
                    }
                    Arrays.sort(gpu);
                    report(v.name(), floats, target, gpu[RUNS / 2]);
                    glBindBuffer(GL_COPY_READ_BUFFER, 0);
                    glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
                    glDeleteBuffers(staging);
                    glDeleteBuffers(device);
                }).join();
            }
        }
    }

    private static void report(String name, FloatBuffer source, float[] target, double gpuMillis) {
        double[] times = new double[RUNS];
        for (int r = 0; r < RUNS; r++) {
            long t = System.nanoTime();
            List<ForkJoinTask<?>> tasks = new ArrayList<>();
            for (int o = 0; o < FLOATS; o += CHUNK) {
                int offset = o;
                tasks.add(ForkJoinPool.commonPool().submit(() -> source.get(offset, target, offset, CHUNK)));
            }
            tasks.forEach(ForkJoinTask::join);
            times[r] = (System.nanoTime() - t) / 1e6;
        }
        Arrays.sort(times);
        double gb = (double) FLOATS * Float.BYTES / 1e9;
        System.out.printf(Locale.ROOT, "%-55s CPU copy %.2f ms median (%.1f GB/s), best %.2f ms; GPU copy in %.2f ms "
                + "(%.1f GB/s)%n", name, times[RUNS / 2], gb / times[RUNS / 2] * 1e3, times[0], gpuMillis,
                gpuMillis > 0 ? gb / gpuMillis * 1e3 : 0);
    }
}
