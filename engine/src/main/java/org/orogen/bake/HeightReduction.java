package org.orogen.bake;

import static org.lwjgl.opengl.GL43.GL_BUFFER_UPDATE_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.GL_DYNAMIC_READ;
import static org.lwjgl.opengl.GL43.GL_READ_ONLY;
import static org.lwjgl.opengl.GL43.GL_RGBA32F;
import static org.lwjgl.opengl.GL43.GL_SHADER_IMAGE_ACCESS_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.GL_SHADER_STORAGE_BUFFER;
import static org.lwjgl.opengl.GL43.glBindBuffer;
import static org.lwjgl.opengl.GL43.glBindBufferBase;
import static org.lwjgl.opengl.GL43.glBindImageTexture;
import static org.lwjgl.opengl.GL43.glBufferData;
import static org.lwjgl.opengl.GL43.glBufferSubData;
import static org.lwjgl.opengl.GL43.glDeleteBuffers;
import static org.lwjgl.opengl.GL43.glDispatchCompute;
import static org.lwjgl.opengl.GL43.glGenBuffers;
import static org.lwjgl.opengl.GL43.glGetBufferSubData;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;
import static org.lwjgl.opengl.GL43.glUniform1i;
import static org.lwjgl.opengl.GL43.glUniform1ui;
import static org.lwjgl.opengl.GL43.glUniform2i;

import java.util.List;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlErrors;
import org.orogen.gl.GlInfo;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;

/**
 * Height extrema of a band reduced on the GPU (GL thread only; OpenGL 4.3): after each bake block is
 * evaluated, a compute shader ({@code height-extrema.comp}) folds the heights of the block's pixels that
 * lie inside the grid and the band into three uints of a storage buffer; at the end of the band only
 * those three are read back. No height plane crosses to the CPU, and the GPU is waited for once per band.
 *
 * <p>The result equals {@link HeightExtrema#of} over the same floats bit for bit: min and max are taken
 * with atomics on order-preserving uint keys (exact, whatever order the work groups run in), NaN is
 * skipped, and when an extreme is zero its sign is that of the earliest zero in grid order, which the
 * shader keeps as an atomic minimum of its index in the band (see {@link HeightExtrema} for why).
 */
final class HeightReduction implements AutoCloseable {

    /** Whether {@code info}'s context can run the reduction (compute shaders and storage buffers). */
    static boolean supported(GlInfo info) {
        return info != null && info.atLeast(4, 3);
    }

    /**
     * Whether a band of {@code width × rows} pixels fits the shader's zero key ({@code index << 1 | sign}
     * in 32 bits); larger bands (wider than 2 million pixels) are scanned on the CPU instead.
     */
    static boolean fits(int width, int rows) {
        return (long) width * rows <= Integer.MAX_VALUE;
    }

    /** Columns of a work group (one invocation each). */
    private static final int GROUP_COLUMNS = 64;
    /** Rows of a work group: 4 invocations of 8 rows each ({@code ROWS_PER_INVOCATION} in the shader). */
    private static final int GROUP_ROWS = 32;
    private static final String SOURCE_RESOURCE = "org/orogen/bake/height-extrema.comp";
    /** Initial buffer: no minimum, no maximum, no zero. */
    private static final int[] EMPTY = {-1, 0, -1};

    private final ShaderProgram program;
    private final int buffer;

    HeightReduction(GlContext context) {
        this.program = ShaderProgram.buildComputeResource(context, SOURCE_RESOURCE);
        this.buffer = glGenBuffers();
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, buffer);
        glBufferData(GL_SHADER_STORAGE_BUFFER, (long) EMPTY.length * Integer.BYTES, GL_DYNAMIC_READ);
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
        GlErrors.check("allocating the height reduction buffer");
    }

    /** Starts a band: forgets the extrema of the previous one. */
    void start() {
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, buffer);
        glBufferSubData(GL_SHADER_STORAGE_BUFFER, 0, EMPTY);
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
    }

    /**
     * A block to reduce: {@code rows} grid rows and columns {@code [0, columns)} of {@code texture} (heights
     * in channel r), the first grid row in texture row {@code top − 1} (texture rows grow north), whose
     * first pixel has index {@code index} in the band.
     */
    record Block(Texture texture, int columns, int rows, int index, int top) {

        /** A block whose first grid row is the texture's top row. */
        Block(Texture texture, int columns, int rows, int index) {
            this(texture, columns, rows, index, texture.height());
        }
    }

    /**
     * Queues the reduction of a block's heights (channel r of {@code block}): grid rows {@code [0, rows)}
     * and columns {@code [0, columns)} of the block, whose first pixel has index {@code index} in the
     * band ({@code bandWidth} pixels a row). Returns at once; the GPU runs it after the block's evaluation.
     */
    void add(Texture block, int columns, int rows, int index, int bandWidth) {
        add(new Block(block, columns, rows, index), bandWidth);
    }

    /** {@link #add(Texture, int, int, int, int)} of one {@link Block}, with its barriers. */
    void add(Block block, int bandWidth) {
        glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
        addBatch(List.of(block), bandWidth);
        addsDone();
    }

    /**
     * {@link #add} of every block of a batch, each in its own texture, without barriers: the caller
     * makes the evaluations visible before (the evaluator's barrier) and calls {@link #addsDone()}
     * after the batch (the reductions meet only through atomics). The program, the buffer and the
     * band's row stride are set once; per block only its size, index, texture and dispatch.
     */
    void addBatch(List<Block> blocks, int bandWidth) {
        if (blocks.isEmpty()) {
            return;
        }
        program.use();
        glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, buffer);
        program.setUnsigned("u_rowStride", bandWidth);
        int size = program.uniformLocation("u_size");
        int blockHeight = program.uniformLocation("u_blockHeight");
        int index = program.uniformLocation("u_index");
        int heightSet = -1;
        for (Block block : blocks) {
            glBindImageTexture(0, block.texture().id(), 0, false, 0, GL_READ_ONLY, GL_RGBA32F);
            glUniform2i(size, block.columns(), block.rows());
            if (block.top() != heightSet) {
                heightSet = block.top();
                glUniform1i(blockHeight, heightSet);
            }
            glUniform1ui(index, block.index());
            glDispatchCompute((block.columns() + GROUP_COLUMNS - 1) / GROUP_COLUMNS,
                    (block.rows() + GROUP_ROWS - 1) / GROUP_ROWS, 1);
        }
        glBindImageTexture(0, 0, 0, false, 0, GL_READ_ONLY, GL_RGBA32F);
    }

    /** After reductions: the next evaluation writes their textures again. */
    void addsDone() {
        glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
    }

    /** Waits for the band's reductions and reads back their three numbers. */
    HeightExtrema finish() {
        glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
        int[] keys = new int[EMPTY.length];
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, buffer);
        glGetBufferSubData(GL_SHADER_STORAGE_BUFFER, 0, keys);
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
        GlErrors.check("reading back the height extrema");
        return decode(keys[0], keys[1], keys[2]);
    }

    /** The extrema the shader's keys stand for ({@link #key}; the zero key is {@code index << 1 | sign}). */
    static HeightExtrema decode(int minKey, int maxKey, int firstZero) {
        if (maxKey == 0) {
            return HeightExtrema.NONE;
        }
        float zero = (firstZero & 1) != 0 ? -0.0f : 0.0f;
        float min = value(minKey);
        float max = value(maxKey);
        return new HeightExtrema(min == 0 ? zero : min, max == 0 ? zero : max);
    }

    /** A float's order-preserving key: unsigned order of keys is the order of the (non-NaN) floats, −0 below +0. */
    static int key(float v) {
        int bits = Float.floatToRawIntBits(v);
        return bits < 0 ? ~bits : bits | Integer.MIN_VALUE;
    }

    /** The float of {@link #key}. */
    static float value(int key) {
        return Float.intBitsToFloat(key < 0 ? key & Integer.MAX_VALUE : ~key);
    }

    @Override
    public void close() {
        glDeleteBuffers(buffer);
        program.close();
    }
}
