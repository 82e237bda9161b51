package org.orogen.bake;

import static org.lwjgl.opengl.GL44.GL_CLIENT_STORAGE_BIT;
import static org.lwjgl.opengl.GL44.GL_COPY_READ_BUFFER;
import static org.lwjgl.opengl.GL44.GL_COPY_WRITE_BUFFER;
import static org.lwjgl.opengl.GL44.GL_DYNAMIC_COPY;
import static org.lwjgl.opengl.GL44.GL_MAP_COHERENT_BIT;
import static org.lwjgl.opengl.GL44.GL_MAP_PERSISTENT_BIT;
import static org.lwjgl.opengl.GL44.GL_MAP_READ_BIT;
import static org.lwjgl.opengl.GL44.GL_NO_ERROR;
import static org.lwjgl.opengl.GL44.GL_READ_ONLY;
import static org.lwjgl.opengl.GL44.GL_RGBA32F;
import static org.lwjgl.opengl.GL44.GL_SHADER_IMAGE_ACCESS_BARRIER_BIT;
import static org.lwjgl.opengl.GL44.GL_BUFFER_UPDATE_BARRIER_BIT;
import static org.lwjgl.opengl.GL44.GL_SHADER_STORAGE_BARRIER_BIT;
import static org.lwjgl.opengl.GL44.GL_SHADER_STORAGE_BUFFER;
import static org.lwjgl.opengl.GL44.GL_SYNC_GPU_COMMANDS_COMPLETE;
import static org.lwjgl.opengl.GL44.glBindBuffer;
import static org.lwjgl.opengl.GL44.glBindBufferBase;
import static org.lwjgl.opengl.GL44.glBindImageTexture;
import static org.lwjgl.opengl.GL44.glBufferData;
import static org.lwjgl.opengl.GL44.glBufferStorage;
import static org.lwjgl.opengl.GL44.glCopyBufferSubData;
import static org.lwjgl.opengl.GL44.glDeleteBuffers;
import static org.lwjgl.opengl.GL44.glDeleteSync;
import static org.lwjgl.opengl.GL44.glDispatchCompute;
import static org.lwjgl.opengl.GL44.glFenceSync;
import static org.lwjgl.opengl.GL44.glGenBuffers;
import static org.lwjgl.opengl.GL44.glGetError;
import static org.lwjgl.opengl.GL44.glMapBufferRange;
import static org.lwjgl.opengl.GL44.glMemoryBarrier;
import static org.lwjgl.opengl.GL44.glUniform2i;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import org.orogen.gl.GlContext;
import org.orogen.gl.GpuFences;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;

/**
 * Packed readback of a band (GL thread only; OpenGL 4.4): after each block is evaluated, a small
 * compute shader copies only the channels the export reads (height; gradient; masks) out of the
 * block's RGBA32F textures into a band-sized shader storage buffer, laid out exactly like the
 * {@link SampleBand} arrays (one plane per channel, row-major, north row first). After each block row
 * the GPU copies that block row's planes into a persistently mapped client-storage buffer and sets a
 * fence; while the GPU works on the next block row, the CPU waits for the previous fence and copies
 * the planes into the band's arrays with bulk {@link FloatBuffer#get(int, float[], int, int)} calls,
 * split over the common fork-join pool.
 *
 * <p>Against {@link BlockReadback} (whole RGBA32F textures per block, 16 bytes per pixel, a map per
 * texture): a height-only export moves 4 bytes per pixel, height and gradient 12, and the CPU copy is
 * a memory copy per plane instead of a strided loop. Values are copied bit for bit.
 */
final class BandReadback implements AutoCloseable {

    /** Whether this path can run on {@code context}: buffer storage (4.4) and compute shaders. */
    static boolean supported(GlContext context) {
        return context.info().atLeast(4, 4) && !"false".equals(System.getProperty("orogen.bake.packedReadback"));
    }

    private static final int GROUP_X = 64;
    private static final int GROUP_Y = 4;
    /** The packing compute shader (a classpath resource). */
    private static final String SOURCE_RESOURCE = "org/orogen/bake/band-pack.comp";

    /** Floats per copy task (128 KiB): a block row of an 8193-px band is 32 tasks per plane. */
    private static final int SPLIT = 1 << 15;
    /** Block rows in flight on the GPU before the CPU copies the oldest one out. */
    static final int DEPTH = 3;

    private final ShaderProgram pack;
    private int device;
    private int staging;
    private FloatBuffer mapped;
    private long capacityFloats;
    /** Floats read back so far (tests and benchmarks: what the channel selection saves). */
    private long floatsRead;

    BandReadback(GlContext context) {
        this.pack = ShaderProgram.buildCompute(context, source());
    }

    private static String source() {
        try (InputStream in = BandReadback.class.getClassLoader().getResourceAsStream(SOURCE_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("Missing classpath resource " + SOURCE_RESOURCE + " (broken build?)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Reading " + SOURCE_RESOURCE, e);
        }
    }

    long floatsRead() {
        return floatsRead;
    }

    /** Makes room for {@code floats} floats in both buffers. */
    void reserve(long floats) {
        if (floats <= capacityFloats) {
            return;
        }
        releaseBuffers();
        long bytes = floats * Float.BYTES;
        device = glGenBuffers();
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, device);
        glBufferData(GL_SHADER_STORAGE_BUFFER, bytes, GL_DYNAMIC_COPY);
        staging = glGenBuffers();
        glBindBuffer(GL_COPY_WRITE_BUFFER, staging);
        int flags = GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT;
        glBufferStorage(GL_COPY_WRITE_BUFFER, bytes, flags | GL_CLIENT_STORAGE_BIT);
        ByteBuffer bytesMapped = glMapBufferRange(GL_COPY_WRITE_BUFFER, 0, bytes, flags);
        glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
        check("allocating the band readback buffers");
        if (bytesMapped == null) {
            throw new IllegalStateException("Mapping the band readback buffer failed");
        }
        mapped = bytesMapped.order(ByteOrder.nativeOrder()).asFloatBuffer();
        capacityFloats = floats;
    }

    /**
     * Packs {@code planes} channels (1: r; 3: r, g, b) of {@code texture}, rows {@code [0, rows)} and
     * columns {@code [0, columns)} in grid order, into planes {@code firstPlane ..} at band row
     * {@code bandRow}, column {@code column}.
     */
    void pack(Texture texture, int planes, int firstPlane, long planeStride, int bandWidth, int bandRow, int column,
              int columns, int rows) {
        glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
        packBatched(texture, planes, firstPlane, planeStride, bandWidth, bandRow, column, columns, rows);
        packsDone();
    }

    /**
     * {@link #pack} without its barriers, for a batch of blocks (their packs write disjoint parts of
     * the buffer): the caller makes the textures' writes visible before (the evaluator's barrier) and
     * calls {@link #packsDone()} after the batch's last pack.
     */
    void packBatched(Texture texture, int planes, int firstPlane, long planeStride, int bandWidth, int bandRow,
                     int column, int columns, int rows) {
        pack.use();
        glBindImageTexture(0, texture.id(), 0, false, 0, GL_READ_ONLY, GL_RGBA32F);
        glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, device);
        glUniform2i(pack.uniformLocation("u_size"), columns, rows);
        pack.setInt("u_blockHeight", texture.height());
        pack.setInt("u_dst", Math.toIntExact(firstPlane * planeStride + (long) bandRow * bandWidth + column));
        pack.setInt("u_rowStride", bandWidth);
        pack.setInt("u_planeStride", Math.toIntExact(planeStride));
        pack.setInt("u_planes", planes);
        glDispatchCompute((columns + GROUP_X - 1) / GROUP_X, (rows + GROUP_Y - 1) / GROUP_Y, 1);
        glBindImageTexture(0, 0, 0, false, 0, GL_READ_ONLY, GL_RGBA32F);
    }

    /** After packs: the next evaluation writes their textures again, and {@link #queue} copies the buffer. */
    void packsDone() {
        glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT
                | GL_SHADER_STORAGE_BARRIER_BIT);
    }

    /** A block row's planes queued for the CPU: float ranges {@code [offset, offset + length)} of each plane. */
    record Pending(long fence, long[] offsets, int length, float[][] targets, int targetOffset) {
    }

    /**
     * Queues the copy of band rows {@code [bandRow, bandRow + rows)} of every plane into the mapped
     * buffer, with a fence; {@code targets} are the band arrays of the planes, in plane order.
     */
    Pending queue(float[][] targets, long planeStride, int bandWidth, int bandRow, int rows) {
        long[] offsets = new long[targets.length];
        int length = rows * bandWidth;
        glBindBuffer(GL_COPY_READ_BUFFER, device);
        glBindBuffer(GL_COPY_WRITE_BUFFER, staging);
        for (int p = 0; p < targets.length; p++) {
            offsets[p] = p * planeStride + (long) bandRow * bandWidth;
            glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, offsets[p] * Float.BYTES,
                    offsets[p] * Float.BYTES, (long) length * Float.BYTES);
        }
        glBindBuffer(GL_COPY_READ_BUFFER, 0);
        glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
        long fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
        check("queueing a band readback");
        return new Pending(fence, offsets, length, targets, bandRow * bandWidth);
    }

    /** Waits for {@code pending}'s fence and copies its planes into the band arrays. */
    void finish(Pending pending) {
        GpuFences.awaitAndDelete(pending.fence(), "a band readback");
        List<RecursiveAction> copies = new ArrayList<>();
        for (int p = 0; p < pending.targets().length; p++) {
            float[] target = pending.targets()[p];
            int source = Math.toIntExact(pending.offsets()[p]);
            for (int from = 0; from < pending.length(); from += SPLIT) {
                int at = from;
                int n = Math.min(SPLIT, pending.length() - from);
                copies.add(new RecursiveAction() {
                    @Override
                    protected void compute() {
                        mapped.get(source + at, target, pending.targetOffset() + at, n);
                    }
                });
            }
            floatsRead += pending.length();
        }
        if (copies.size() == 1) {
            copies.getFirst().invoke();
        } else {
            ForkJoinPool.commonPool().invoke(new RecursiveAction() {
                @Override
                protected void compute() {
                    invokeAll(copies);
                }
            });
        }
    }

    /** Drops a queued block row without copying it (a failed bake): releases its fence. */
    void discard(Pending pending) {
        glDeleteSync(pending.fence());
    }

    private static void check(String what) {
        int error = glGetError();
        if (error != GL_NO_ERROR) {
            throw new IllegalStateException(what + " failed: GL error 0x" + Integer.toHexString(error));
        }
    }

    private void releaseBuffers() {
        if (device != 0) {
            glDeleteBuffers(device);
            device = 0;
        }
        if (staging != 0) {
            glDeleteBuffers(staging); // unmaps the persistent mapping
            staging = 0;
        }
        mapped = null;
        capacityFloats = 0;
    }

    @Override
    public void close() {
        releaseBuffers();
        pack.close();
    }
}
