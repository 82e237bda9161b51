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
import static org.lwjgl.opengl.GL44.GL_STATIC_DRAW;
import static org.lwjgl.opengl.GL44.glUniform1i;
import static org.lwjgl.opengl.GL44.glUniform2f;
import static org.lwjgl.opengl.GL44.glUniform2i;
import static org.lwjgl.opengl.GL45.GL_ALPHA;
import static org.lwjgl.opengl.GL45.GL_BLUE;
import static org.lwjgl.opengl.GL45.GL_FLOAT;
import static org.lwjgl.opengl.GL45.GL_GREEN;
import static org.lwjgl.opengl.GL45.GL_PACK_ALIGNMENT;
import static org.lwjgl.opengl.GL45.GL_PACK_ROW_LENGTH;
import static org.lwjgl.opengl.GL45.GL_PIXEL_PACK_BUFFER;
import static org.lwjgl.opengl.GL45.GL_RED;
import static org.lwjgl.opengl.GL45.glGetTextureSubImage;
import static org.lwjgl.opengl.GL45.glPixelStorei;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.FloatBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import org.orogen.gl.GlContext;
import org.orogen.gl.GpuFences;
import org.orogen.gl.RendererChoice;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * Packed readback of a band (GL thread only; OpenGL 4.4): after each block is evaluated, a small
 * compute shader copies only the channels the export reads (height; gradient; masks) out of the
 * block's RGBA32F textures into a band-sized shader storage buffer, laid out exactly like the
 * {@link SampleBand} arrays (one plane per channel, row-major, north row first). After each block row
 * the GPU copies that block row's planes into a persistently mapped client-storage buffer, a fence after
 * each plane; while the GPU works on the next block row, the CPU waits for the previous row's fences and
 * copies each plane into the band's arrays as soon as it is there, with bulk
 * {@link FloatBuffer#get(int, float[], int, int)} calls split over the common fork-join pool.
 *
 * <p>Against {@link BlockReadback} (whole RGBA32F textures per block, 16 bytes per pixel, a map per
 * texture): a height-only export moves 4 bytes per pixel, height and gradient 12, and the CPU copy is
 * a memory copy per plane instead of a strided loop. Values are copied bit for bit.
 *
 * <p>On software renderers float planes are not packed: {@link #downloadsFloats()} reads them from the
 * textures straight into the mapped buffer, rows reversed within each block row, and the copy into the
 * band turns them back.
 *
 * <p>Quantized planes ({@link BandPlanes.Kind#HEIGHT16}, {@link BandPlanes.Kind#MASK8},
 * {@link BandPlanes.Kind#MASK16}) are computed by a second shader exactly as the Java functions would
 * from the floats (heights from threshold tables, {@link QuantizationTable}; masks by one correctly rounded
 * multiplication, see {@code band-quantize.comp}): 16-bit heights and masks move 2 bytes per pixel, 8-bit
 * masks 1.
 *
 * <p>Two sides: each holds a band-sized storage buffer and its mapped copy. Packs and copies go to the
 * side in use ({@link #useSide}); a band's bake uses one side while the next band's first batches are
 * packed into the other ({@code GlFieldSampler.prefetch}), so it never waits for the copies of the
 * band before it, however few block rows a band holds.
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
    /** The quantizing compute shader (a classpath resource). */
    private static final String QUANTIZE_RESOURCE = "org/orogen/bake/band-quantize.comp";

    /** Samples per copy task (128 KiB of floats): a block row of an 8193-px band is 32 tasks per plane. */
    private static final int SPLIT = 1 << 15;
    /** Block rows in flight on the GPU before the CPU copies the oldest one out. */
    static final int DEPTH = 3;

    /** The system property that chooses how float planes are read: auto, download or pack. */
    static final String FLOAT_DOWNLOADS_PROPERTY = "orogen.bake.floatPlanes";

    /** Whether float planes are downloaded from the textures rather than packed ({@link #downloadsFloats()}). */
    private final boolean downloadsFloats;
    /** The packing and quantizing programs, by the shape of pack they run (built on first use). */
    private final Map<Shape, ShaderProgram> programs = new HashMap<>();
    private final GlContext context;
    /** Number of sides (see the class comment). */
    static final int SIDES = 2;
    private final int[] device = new int[SIDES];
    private final int[] staging = new int[SIDES];
    private final FloatBuffer[] mappedFloats = new FloatBuffer[SIDES];
    private final CharBuffer[] mappedChars = new CharBuffer[SIDES];
    private final ByteBuffer[] mappedBytes = new ByteBuffer[SIDES];
    private long capacityWords;
    /** The side packs and queued copies use. */
    private int side;
    /** Bytes read back so far (tests and benchmarks: what the channel selection saves). */
    private long bytesRead;
    private long waitNanos;
    private long copyNanos;
    /** Threshold buffer of the 16-bit heights of {@link #heightTableRange} (0: none yet). */
    private int heightTable;
    private HeightRange heightTableRange;
    /** The table in {@link #heightTable}: its levels and first-guess coefficients. */
    private QuantizationTable heightTableLevels;

    BandReadback(GlContext context) {
        this.context = context;
        this.downloadsFloats = downloadsFloats(context);
        // The heights' (floats with the gradient; 16-bit with the gradient beside): driver errors now, not mid-export.
        program(new Shape(Shader.PACK, TextureFormat.RGBA32F, 3, 0, 32, false));
        program(new Shape(Shader.HEIGHT_LEVELS, TextureFormat.RGBA32F, 1, 0, 16, false));
        program(new Shape(Shader.PACK, TextureFormat.RGBA32F, 2, 1, 32, false));
    }

    /**
     * The three readback shaders: floats copied ({@code band-pack.comp}); 16-bit heights by thresholds and
     * masks by their formula ({@code band-quantize.comp} with {@code UNIT_LEVELS} 0 and 1).
     */
    private enum Shader {
        PACK(SOURCE_RESOURCE, ""),
        HEIGHT_LEVELS(QUANTIZE_RESOURCE, "#define UNIT_LEVELS 0\n"),
        UNIT_LEVELS(QUANTIZE_RESOURCE, "#define UNIT_LEVELS 1\n");

        final String resource;
        final String defines;

        Shader(String resource, String defines) {
            this.resource = resource;
            this.defines = defines;
        }

        static Shader of(BandPlanes.Kind kind) {
            return switch (kind) {
                case FLOAT -> PACK;
                case HEIGHT16 -> HEIGHT_LEVELS;
                case MASK8, MASK16 -> UNIT_LEVELS;
            };
        }
    }

    /**
     * What one build of a readback shader is specialised for: the textures' format (an image's format
     * qualifier must match its texture's), the planes written, the texture channel read first, the bits of
     * a quantized sample and whether the planes come from one texture's channels or one channel of several
     * textures. Constants, not uniforms: the compiler unrolls the loops over planes and samples and indexes
     * image arrays and vector components by constants, which llvmpipe does much faster (two float mask
     * planes at 1024²: 5.0 ms with uniforms, 3.8 ms with constants).
     */
    private record Shape(Shader shader, TextureFormat format, int planes, int channel, int bits, boolean across) {

        static Shape of(BandPlanes.Pack what, TextureFormat format) {
            Shader shader = Shader.of(what.kind());
            return new Shape(shader, format, shader == Shader.PACK ? what.count() : what.outputs(), what.channel(),
                    what.kind().bits, what.acrossOutputs());
        }

        String defines() {
            return shader.defines + "#define PLANES " + planes + "\n#define CHANNEL " + channel + "\n#define BITS "
                    + bits + "\n#define ACROSS " + (across ? 1 : 0) + "\n";
        }
    }

    /** The program that runs packs of {@code shape}. */
    private ShaderProgram program(Shape shape) {
        return programs.computeIfAbsent(shape, k -> ShaderProgram.buildCompute(context,
                withImageFormat(source(k.shader().resource), k.format(), k.defines())));
    }

    /**
     * {@code source} with its {@code IMAGE_FORMAT} defined as the image format qualifier of {@code format},
     * and {@code defines} (whole lines) after it.
     */
    static String withImageFormat(String source, TextureFormat format, String defines) {
        int lineEnd = source.indexOf('\n');
        if (!source.startsWith("#version") || lineEnd < 0) {
            throw new IllegalStateException("A readback shader must begin with its #version line");
        }
        String qualifier = switch (format) {
            case R16 -> throw new IllegalArgumentException("The band readback reads float textures, not " + format);
            case R32F -> "r32f";
            case RG32F -> "rg32f";
            case RGBA32F -> "rgba32f";
        };
        return source.substring(0, lineEnd + 1) + "#define IMAGE_FORMAT " + qualifier + "\n" + defines
                + source.substring(lineEnd + 1);
    }

    private static String source(String resource) {
        try (InputStream in = BandReadback.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing classpath resource " + resource + " (broken build?)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Reading " + resource, e);
        }
    }

    /**
     * Whether float planes (heights, gradients, masks and colours as floats) are downloaded from the block
     * textures straight into the mapped buffer ({@code glGetTextureSubImage} into a pixel pack buffer) rather
     * than packed by a shader into the storage buffer and copied from there. Software renderers download:
     * llvmpipe copies a texture's rows into a buffer with a memory copy (a float channel of an RGBA32F
     * texture with a strided loop), where the pack shader pays an image load and a storage store for every
     * sample (two 1024² R32F mask planes: about 0.6 ms downloaded against 3.8 ms packed, docs/performance.md).
     * GPUs pack: their shaders pack at memory speed and the copy out is one transfer. {@value
     * #FLOAT_DOWNLOADS_PROPERTY} = {@code download} or {@code pack} overrides the choice.
     */
    boolean downloadsFloats() {
        return downloadsFloats;
    }

    private static boolean downloadsFloats(GlContext context) {
        boolean gl45 = context.info().atLeast(4, 5);
        boolean download = RendererChoice.of(FLOAT_DOWNLOADS_PROPERTY, "download", "pack",
                () -> context.info().software() && gl45);
        if (download && !gl45) { // forced
            throw new IllegalArgumentException("-D" + FLOAT_DOWNLOADS_PROPERTY + "=download needs OpenGL 4.5"
                    + " (glGetTextureSubImage); this context has " + context.info().version());
        }
        return download;
    }

    /** GL thread time spent waiting for readback fences, and copying mapped planes into band arrays (benchmarks). */
    long[] waitAndCopyNanos() {
        return new long[] {waitNanos, copyNanos};
    }

    long bytesRead() {
        return bytesRead;
    }

    /** The side in use: 0 or 1. */
    int side() {
        return side;
    }

    /** Packs and queued copies go to side {@code s} from now on (copies already queued keep theirs). */
    void useSide(int s) {
        if (s < 0 || s >= SIDES) {
            throw new IllegalArgumentException("A band readback has sides 0 and 1, got " + s);
        }
        side = s;
    }

    /**
     * Makes room for {@code words} 32-bit words in the buffers of both sides. Growing them drops their
     * contents: no copy may be queued then.
     */
    void reserve(long words) {
        if (words <= capacityWords) {
            return;
        }
        releaseBuffers();
        long bytes = words * Integer.BYTES;
        int flags = GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT;
        for (int s = 0; s < SIDES; s++) {
            device[s] = glGenBuffers();
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, device[s]);
            glBufferData(GL_SHADER_STORAGE_BUFFER, bytes, GL_DYNAMIC_COPY);
            staging[s] = glGenBuffers();
            glBindBuffer(GL_COPY_WRITE_BUFFER, staging[s]);
            glBufferStorage(GL_COPY_WRITE_BUFFER, bytes, flags | GL_CLIENT_STORAGE_BIT);
            ByteBuffer bytesMapped = glMapBufferRange(GL_COPY_WRITE_BUFFER, 0, bytes, flags);
            glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
            check("allocating the band readback buffers");
            if (bytesMapped == null) {
                throw new IllegalStateException("Mapping the band readback buffer failed");
            }
            ByteBuffer ordered = bytesMapped.order(ByteOrder.nativeOrder());
            mappedFloats[s] = ordered.asFloatBuffer();
            mappedChars[s] = ordered.asCharBuffer();
            mappedBytes[s] = ordered;
        }
        capacityWords = words;
    }

    /**
     * What one pack reads and where it writes: {@code rows} grid rows and columns {@code [left, left + columns)}
     * of {@code textures} (one, or a block's mask outputs for a pack of 8-bit masks, {@link
     * BandPlanes.Pack#outputs()}), in grid order from texture row {@code top − 1} down (texture rows grow
     * north), into the planes at band row {@code bandRow}, column {@code column} (a multiple of 4 for
     * quantized planes, whose words hold 2 or 4 columns). {@code left} is not 0 where the block's height is
     * read from the earlier stage's texture it copies, which has a halo ({@code FieldEvaluator.HeightSource}).
     */
    record Block(List<Texture> textures, int bandRow, int column, int columns, int rows, int top, int left) {

        /** A block whose pack reads one texture, from its top row. */
        Block(Texture texture, int bandRow, int column, int columns, int rows) {
            this(List.of(texture), bandRow, column, columns, rows, texture.height(), 0);
        }

        /** A block read from column 0 of its textures. */
        Block(List<Texture> textures, int bandRow, int column, int columns, int rows, int top) {
            this(textures, bandRow, column, columns, rows, top, 0);
        }

        /** The (first) texture read. */
        Texture texture() {
            return textures.getFirst();
        }
    }

    /**
     * Runs {@code what} (a pack of {@code planes}) on {@code texture}, rows {@code [0, rows)} and columns
     * {@code [0, columns)} in grid order, into the planes at band row {@code bandRow}, column
     * {@code column} (a multiple of 4 for quantized planes, whose words hold 2 or 4 columns).
     */
    void pack(Texture texture, BandPlanes planes, BandPlanes.Pack what, int bandRow, int column, int columns,
              int rows) {
        pack(new Block(texture, bandRow, column, columns, rows), planes, what);
    }

    /** The pack of one {@link Block}, with its barriers. */
    void pack(Block block, BandPlanes planes, BandPlanes.Pack what) {
        glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
        packBatch(List.of(block), planes, what);
        packsDone();
    }

    /**
     * {@link #pack} of every block of a batch (their packs write disjoint parts of the buffer), without
     * barriers: the caller makes the textures' writes visible before (the evaluator's barrier) and
     * calls {@link #packsDone()} after the batch's last pack. The program, the buffers and the plane's
     * uniforms are set once; per block only its size, destination, texture and dispatch.
     */
    void packBatch(List<Block> blocks, BandPlanes planes, BandPlanes.Pack what) {
        if (blocks.isEmpty()) {
            return;
        }
        if (what.download()) {
            download(blocks, planes, what);
            return;
        }
        BandPlanes.Kind kind = what.kind();
        int rowWords = kind.rowWords(planes.width());
        int perWord = kind.samplesPerWord();
        TextureFormat format = blocks.getFirst().texture().format();
        ShaderProgram program = program(Shape.of(what, format));
        program.use();
        glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, device[side]);
        if (kind == BandPlanes.Kind.FLOAT) {
            program.setInt("u_rowStride", rowWords);
            program.setInt("u_planeStride", Math.toIntExact(planes.planeWords(kind)));
        } else {
            program.setInt("u_planeWords", Math.toIntExact(planes.planeWords(kind)));
            program.setInt("u_rowWords", rowWords);
            if (kind == BandPlanes.Kind.HEIGHT16) {
                QuantizationTable table = bindHeightTable(planes.height16());
                program.setInt("u_levels", table.levels());
                glUniform2f(program.uniformLocation("u_estimate"), table.scale(), table.offset());
            } else {
                program.setInt("u_levels", kind == BandPlanes.Kind.MASK16 ? 65535 : 255);
            }
        }
        int size = program.uniformLocation("u_size");
        int blockHeight = program.uniformLocation("u_blockHeight");
        int left = program.uniformLocation("u_left");
        int leftSet = -1;
        int dst = program.uniformLocation("u_dst");
        int heightSet = -1;
        for (Block block : blocks) {
            if (block.column() % perWord != 0) {
                throw new IllegalStateException("A block of " + kind + " samples must start on a word, at a column "
                        + "that is a multiple of " + perWord + "; got column " + block.column());
            }
            long first = what.word() + (long) block.bandRow() * rowWords + block.column() / perWord;
            if (block.textures().size() != what.outputs()) {
                throw new IllegalArgumentException("A " + kind + " pack reads " + what.outputs() + " textures a block, "
                        + block.textures().size() + " given");
            }
            for (int t = 0; t < block.textures().size(); t++) {
                Texture texture = block.textures().get(t);
                if (texture.format() != format) {
                    throw new IllegalArgumentException("A pack reads textures of one format: " + format + " and "
                            + texture.format() + " given");
                }
                glBindImageTexture(t, texture.id(), 0, false, 0, GL_READ_ONLY, format.glInternalFormat());
            }
            glUniform2i(size, block.columns(), block.rows());
            if (block.top() != heightSet) {
                heightSet = block.top();
                glUniform1i(blockHeight, heightSet);
            }
            if (block.left() != leftSet) {
                leftSet = block.left();
                glUniform1i(left, leftSet);
            }
            glUniform1i(dst, Math.toIntExact(first));
            int wordsPerRow = (block.columns() + perWord - 1) / perWord;
            glDispatchCompute((wordsPerRow + GROUP_X - 1) / GROUP_X, (block.rows() + GROUP_Y - 1) / GROUP_Y, 1);
        }
        for (int t = 0; t < what.outputs(); t++) {
            glBindImageTexture(t, 0, 0, false, 0, GL_READ_ONLY, GL_RGBA32F);
        }
    }

    /**
     * A {@link BandPlanes.Pack#download()} pack of {@code blocks}: each plane's rows of each block read from its
     * texture channel into the mapped buffer of the side in use, at the plane's band rows and the block's
     * columns. A download writes the texture's rows in their order, south first (texture row 0 is the
     * southernmost), so each block row's slab of the plane holds its rows reversed; {@link #copyOut} turns
     * them back ({@link BandPlanes.Plane#southFirst()}). The textures' shader writes are visible to it: the
     * evaluator's barrier covers texture downloads.
     */
    private void download(List<Block> blocks, BandPlanes planes, BandPlanes.Pack what) {
        int width = planes.width();
        long planeWords = planes.planeWords(BandPlanes.Kind.FLOAT);
        int bufferBytes = (int) Math.min(Integer.MAX_VALUE, capacityWords * Integer.BYTES);
        glBindBuffer(GL_PIXEL_PACK_BUFFER, staging[side]);
        glPixelStorei(GL_PACK_ROW_LENGTH, width);
        glPixelStorei(GL_PACK_ALIGNMENT, Float.BYTES);
        try {
            for (Block block : blocks) {
                if (block.textures().size() != what.outputs()) {
                    throw new IllegalArgumentException("A float download reads " + what.outputs()
                            + " textures a block, " + block.textures().size() + " given");
                }
                for (int c = 0; c < what.count(); c++) {
                    Texture texture = block.textures().get(what.acrossOutputs() ? c : 0);
                    int channel = what.acrossOutputs() ? what.channel() : what.channel() + c;
                    long first = what.word() + c * planeWords + (long) block.bandRow() * width + block.column();
                    glGetTextureSubImage(texture.id(), 0, block.left(), block.top() - block.rows(), 0, block.columns(),
                            block.rows(), 1, CHANNEL_FORMATS[channel], GL_FLOAT, bufferBytes, first * Float.BYTES);
                }
            }
        } finally {
            glPixelStorei(GL_PACK_ROW_LENGTH, 0);
            glPixelStorei(GL_PACK_ALIGNMENT, 4);
            glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
        }
        check("downloading float planes");
    }

    /** The pixel format that selects one channel of a texture: red, green, blue, alpha. */
    private static final int[] CHANNEL_FORMATS = {GL_RED, GL_GREEN, GL_BLUE, GL_ALPHA};

    /** After packs: the next evaluation writes their textures again, and {@link #queue} copies the buffer. */
    void packsDone() {
        glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT
                | GL_SHADER_STORAGE_BARRIER_BIT);
    }

    /**
     * Waits on the GL thread until the GPU has run everything issued so far, the batch's packs included
     * (a fence, as {@code glFinish}). Called after a batch's {@link #packsDone()}, before its copies are
     * queued. On the NVIDIA H200 (driver 580.159) the barriers alone did not keep the packed rows right: in
     * most 8193² EXR exports of painted_ridge, up to 200 rows of the one block whose paint stage replays a
     * 1000 m smooth stroke (the longest dispatch of the export) came back with other heights, different from
     * run to run. Waiting here, or after every stage of a batch, gave the same bits in every run (the bits a
     * wait after every barrier gives); the cause was not found. {@code GlFieldSampler} waits only for plans
     * whose wide stages are baked per region, where it was seen: there it costs nothing measurable in whole
     * exports (the CPU's encoding bounds them), while for every plan it cut the fBm bake at 8193² from about
     * 4,200 to 3,000 Mpx/s (the GPU idles while the next batch is issued).
     */
    void awaitPacks() {
        GpuFences.awaitAndDelete(glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0), "a batch's packs");
    }

    /** The threshold buffer of the 16-bit heights of {@code range}, bound to binding 1 (rebuilt when the range changes). */
    private QuantizationTable bindHeightTable(HeightRange range) {
        if (heightTable == 0 || !range.equals(heightTableRange)) {
            releaseHeightTable();
            heightTableLevels = QuantizationTable.height16(range);
            heightTable = upload(heightTableLevels);
            heightTableRange = range;
        }
        glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 1, heightTable);
        return heightTableLevels;
    }

    private static int upload(QuantizationTable table) {
        int buffer = glGenBuffers();
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, buffer);
        glBufferData(GL_SHADER_STORAGE_BUFFER, table.keys(), GL_STATIC_DRAW);
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
        check("uploading a quantization table");
        return buffer;
    }

    /**
     * A block row's planes queued for the CPU: band rows {@code [bandRow, bandRow + rows)} of {@code planes},
     * in the mapped buffer of {@code side}; {@code fences[i]} is signalled once plane {@code i} is there.
     */
    record Pending(long[] fences, BandPlanes planes, int bandRow, int rows, int side) {

        /** The same copy, out into {@code layout}'s arrays (which must have the same layout, {@link BandPlanes#sameLayout}). */
        Pending into(BandPlanes layout) {
            return new Pending(fences, layout, bandRow, rows, side);
        }
    }

    /**
     * Queues the copy of band rows {@code [bandRow, bandRow + rows)} of every plane into the mapped buffer, with
     * a fence after each plane's copy: the CPU can copy a plane out while the GPU still copies the next ones
     * (at a band's end, what the band waits for is then little more than its last plane's copy out).
     */
    Pending queue(BandPlanes planes, int bandRow, int rows) {
        List<BandPlanes.Plane> all = planes.planes();
        long[] fences = new long[all.size()];
        glBindBuffer(GL_COPY_READ_BUFFER, device[side]);
        glBindBuffer(GL_COPY_WRITE_BUFFER, staging[side]);
        for (int i = 0; i < all.size(); i++) {
            BandPlanes.Plane plane = all.get(i);
            if (!plane.southFirst()) { // a downloaded plane is in the mapped buffer already
                int rowWords = plane.kind().rowWords(planes.width());
                long offset = (plane.word() + (long) bandRow * rowWords) * Integer.BYTES;
                glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, offset, offset,
                        (long) rows * rowWords * Integer.BYTES);
            }
            fences[i] = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
        }
        glBindBuffer(GL_COPY_READ_BUFFER, 0);
        glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
        check("queueing a band readback");
        return new Pending(fences, planes, bandRow, rows, side);
    }

    /** Waits for {@code pending}'s fences and copies its planes into the band arrays. */
    void finish(Pending pending) {
        RuntimeException failure = null;
        for (ForkJoinTask<?> copy : finishLater(pending)) {
            try {
                join(copy);
            } catch (RuntimeException e) {
                failure = failure == null ? e : failure; // every copy joined before the first failure is thrown
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    /**
     * Waits for {@code pending}'s planes one by one (GL thread) and starts copying each into its band array on
     * the common fork-join pool as soon as it is in the mapped buffer, so that the GL thread goes on issuing
     * the next batches while they are copied: the copies only read the mapped buffer, whose part for these
     * rows no later command of this band writes, and the other side holds the next band. Every returned copy
     * must be {@link #join joined} before the band's arrays are read or its side is used again. If a wait
     * fails, the copies already started are joined and the fences left are released before it throws.
     */
    List<ForkJoinTask<?>> finishLater(Pending pending) {
        List<BandPlanes.Plane> all = pending.planes().planes();
        List<ForkJoinTask<?>> copies = new ArrayList<>(all.size());
        int i = 0;
        try {
            for (; i < all.size(); i++) {
                awaitFence(pending.fences()[i]);
                copies.add(ForkJoinPool.commonPool().submit(copyOut(pending, all.get(i))));
            }
            return copies;
        } catch (RuntimeException e) {
            for (int j = i + 1; j < all.size(); j++) {
                glDeleteSync(pending.fences()[j]);
            }
            for (ForkJoinTask<?> copy : copies) {
                try {
                    copy.join();
                } catch (RuntimeException ignored) {
                    // the wait's failure is the one reported
                }
            }
            throw e;
        }
    }

    /** Waits for a copy {@link #finishLater} started; the GL thread's wait counts as copy time. */
    void join(ForkJoinTask<?> copy) {
        long started = System.nanoTime();
        try {
            copy.join();
        } finally {
            copyNanos += System.nanoTime() - started;
        }
    }

    private void awaitFence(long fence) {
        long start = System.nanoTime();
        GpuFences.awaitAndDelete(fence, "a band readback");
        waitNanos += System.nanoTime() - start;
    }

    /** The copy of {@code plane} of {@code pending}'s rows into its band array, split into row tasks (not run yet). */
    private RecursiveAction copyOut(Pending pending, BandPlanes.Plane plane) {
        List<RecursiveAction> copies = new ArrayList<>();
        int width = pending.planes().width();
        // Rows per task: whole rows, about SPLIT samples.
        int rowsPerTask = Math.max(1, SPLIT / width);
        int rowWords = plane.kind().rowWords(width);
        for (int r = 0; r < pending.rows(); r += rowsPerTask) {
            int firstRow = pending.bandRow() + r;
            int rows = Math.min(rowsPerTask, pending.rows() - r);
            int slabFirst = pending.bandRow();
            int slabRows = pending.rows();
            copies.add(new RecursiveAction() {
                @Override
                protected void compute() {
                    if (plane.southFirst()) {
                        copyRowsReversed(pending.side(), plane, width, firstRow, rows, slabFirst, slabRows);
                    } else {
                        copyRows(pending.side(), plane, rowWords, width, firstRow, rows);
                    }
                }
            });
        }
        bytesRead += (long) pending.rows() * rowWords * Integer.BYTES;
        if (copies.size() == 1) {
            return copies.getFirst();
        }
        return new RecursiveAction() {
            @Override
            protected void compute() {
                invokeAll(copies);
            }
        };
    }

    /**
     * Copies band rows {@code [firstRow, firstRow + rows)} of {@code plane} from the mapped buffer into its
     * band array: in one call where the plane's rows are unpadded, else a call per row.
     */
    private void copyRows(int from, BandPlanes.Plane plane, int rowWords, int width, int firstRow, int rows) {
        int perWord = plane.kind().samplesPerWord();
        boolean unpadded = rowWords * perWord == width;
        int calls = unpadded ? 1 : rows;
        int length = unpadded ? rows * width : width;
        for (int i = 0; i < calls; i++) {
            int row = firstRow + i;
            int source = Math.toIntExact((plane.word() + (long) row * rowWords) * perWord);
            int target = row * width;
            switch (plane.kind()) {
                case FLOAT -> mappedFloats[from].get(source, (float[]) plane.target(), target, length);
                case HEIGHT16 -> mappedChars[from].get(source, (char[]) plane.target(), target, length);
                case MASK8 -> mappedBytes[from].get(source, (byte[]) plane.target(), target, length);
                case MASK16 -> mappedChars[from].get(source, (char[]) plane.target(), target, length);
            }
        }
    }

    /**
     * Copies band rows {@code [firstRow, firstRow + rows)} of a downloaded float plane from the mapped buffer,
     * where the block row's slab {@code [slabFirst, slabFirst + slabRows)} holds its rows south first: band row
     * {@code slabFirst + i} is the buffer's row {@code slabFirst + slabRows − 1 − i}.
     */
    private void copyRowsReversed(int from, BandPlanes.Plane plane, int width, int firstRow, int rows, int slabFirst,
                                  int slabRows) {
        float[] target = (float[]) plane.target();
        for (int row = firstRow; row < firstRow + rows; row++) {
            int stored = slabFirst + slabRows - 1 - (row - slabFirst);
            mappedFloats[from].get(Math.toIntExact(plane.word() + (long) stored * width), target, row * width, width);
        }
    }

    /** Drops a queued block row without copying it (a failed bake): releases its fences. */
    void discard(Pending pending) {
        for (long fence : pending.fences()) {
            glDeleteSync(fence);
        }
    }

    private static void check(String what) {
        int error = glGetError();
        if (error != GL_NO_ERROR) {
            throw new IllegalStateException(what + " failed: GL error 0x" + Integer.toHexString(error));
        }
    }

    private void releaseHeightTable() {
        if (heightTable != 0) {
            glDeleteBuffers(heightTable);
            heightTable = 0;
        }
        heightTableRange = null;
        heightTableLevels = null;
    }

    private void releaseBuffers() {
        for (int s = 0; s < SIDES; s++) {
            if (device[s] != 0) {
                glDeleteBuffers(device[s]);
                device[s] = 0;
            }
            if (staging[s] != 0) {
                glDeleteBuffers(staging[s]); // unmaps the persistent mapping
                staging[s] = 0;
            }
            mappedFloats[s] = null;
            mappedChars[s] = null;
            mappedBytes[s] = null;
        }
        capacityWords = 0;
    }

    @Override
    public void close() {
        releaseBuffers();
        releaseHeightTable();
        programs.values().forEach(ShaderProgram::close);
        programs.clear();
    }
}
