package org.orogen.gl;

import static org.lwjgl.opengl.GL43.*;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.orogen.bake.HeightmapImage;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.DriverErrors;
import org.orogen.shader.DriverMessage;
import org.orogen.shader.TextureBinding;
import org.orogen.shader.WorldAnchor;
import org.orogen.shader.pass.EmitPass;

/**
 * The one place that turns a compiled graph and a {@link GridBlock} into GPU work, for the export
 * bake, the preview, thumbnails, {@code orogen render} and the benchmarks alike:
 *
 * <pre>{@code
 * evaluator.evaluate(compiled, GridBlock.covering(extent, n, n), FieldInputs.images(images),
 *         List.of(heightTexture, maskTexture));   // caller-owned, outputFormats(compiled), ≥ block size
 * }</pre>
 *
 * <ul>
 *   <li>Programs are cached by the compiler's structural hash (LRU, {@link #capacity()} entries, grown
 *       by {@link #reserve} to hold every program of a pass plan that runs block by block), so
 *       a parameter change only uploads values ({@link ProgramUniforms}); driver failures are cached
 *       too, as {@link FieldProgramException}s whose diagnostics name the nodes ({@link DriverErrors}).</li>
 *   <li>Where the context has OpenGL 4.3 the program runs as its compute variant
 *       ({@link CompiledProgram#computeSource()}), writing the outputs with {@code imageStore};
 *       otherwise, or with {@code -Dorogen.gl.compute=false}, as a fragment shader drawing one
 *       full-screen triangle. Both give bit-identical values ({@link EvaluationPath}).</li>
 *   <li>Output {@code 0} receives (h, ∂h/∂x, ∂h/∂y, 0) in an RGBA32F texture, output {@code 1 + i} mask
 *       {@code i}: its value alone in an R32F texture for a graph's masks ({@link CompiledProgram#valueOutputs}),
 *       value and gradient in an RGBA32F one for an intermediate stage's fields ({@link #outputFormats}); only the
 *       block's {@code width × height} pixels from (0, 0) are written, so textures may be larger.
 *       Results stay on the GPU until the caller reads them.</li>
 *   <li>Batches: {@link #evaluateBatch} evaluates many blocks, each into its own textures, with the
 *       set-up (program, parameters, image inputs) done once, per block only the placement uniforms,
 *       output bindings and dispatch, and one memory barrier at the end (on NVIDIA a barrier waits for
 *       the GPU to idle, and the per-block set-up is CPU time the GPU may wait for).</li>
 *   <li>Image inputs: one texture per {@link HeightmapImage} instance, uploaded once and kept for
 *       the last {@value #IMAGE_CAPACITY} images used; unset inputs read a shared 1x1 zero texture.
 *       Extra textures ({@link FieldInputs#samplers()}) go to texture units
 *       {@value #LAST_INPUT_UNIT}, {@value #LAST_INPUT_UNIT} − 1, … (image inputs use the
 *       compiler's units from 0 up).</li>
 * </ul>
 *
 * GL thread only: create, use and close it on the thread that owns the context.
 */
public final class FieldEvaluator implements AutoCloseable {

    /** Programs kept by default: enough for a preview, undo/redo between structures, and thumbnails. */
    public static final int DEFAULT_CAPACITY = 96;
    /** Image input textures kept (by instance). */
    public static final int IMAGE_CAPACITY = 8;
    /** Highest texture unit for extra sampler inputs (16 units per stage is the GL minimum). */
    public static final int LAST_INPUT_UNIT = 15;

    /**
     * What may read the outputs after a dispatch: sampling, image loads (a later stage), framebuffer
     * reads (glReadPixels) and texture downloads. Not GL_PIXEL_BUFFER_BARRIER_BIT: shaders write
     * no buffers here.
     */
    private static final int BARRIERS = GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT
            | GL_FRAMEBUFFER_BARRIER_BIT | GL_TEXTURE_UPDATE_BARRIER_BIT;

    /** System property choosing how a stage's copyable height reaches its output: auto, copy or store. */
    static final String HEIGHT_COPY_PROPERTY = "orogen.gl.heightCopy";
    /** System property choosing how compute variants fetch baked fields: auto, images or samplers. */
    static final String STAGE_IMAGES_PROPERTY = "orogen.gl.stageImages";
    /** Outputs a program writes at most (the height, masks and colour): the fragment path's draw buffers. */
    static final int MAX_OUTPUTS = 8;
    /**
     * First image unit of the baked fields read as images: above the outputs' units (at most
     * {@value #MAX_OUTPUTS}), one unit per field up to {@value #LAST_INPUT_UNIT} + 1 of them.
     */
    static final int FIRST_INPUT_IMAGE_UNIT = 16;

    private final GlContext context;
    private final EvaluationPath path;
    /** Whether stages whose height can be copied ({@link CompiledProgram#heightCopy}) have it copied. */
    private final boolean copiesHeights;
    /** Whether compute variants read baked fields as images ({@link #readsStagesAsImages}). */
    private final boolean stageImages;
    private int capacity;
    private final Map<String, FieldProgram> programs = new LinkedHashMap<>(16, 0.75f, true);
    private final Map<String, FieldProgramException> failures = new LinkedHashMap<>(16, 0.75f, true);
    /** Most recently used last; looked up by identity (a changed file is a new instance). */
    private final List<ImageTexture> images = new ArrayList<>();
    private final Texture zero;
    private FullscreenTriangle triangle;
    private int framebuffer;
    /** GL_MAX_COLOR_ATTACHMENTS, read with the framebuffer's creation. */
    private int maxAttachments;
    private long builds;
    /** glMemoryBarrier calls issued after dispatches ({@link #barriers()}). */
    private long barriers;
    /** Blocks evaluated: compute dispatches or full-screen draws ({@link #evaluations()}). */
    private long evaluations;
    private boolean closed;

    private record ImageTexture(HeightmapImage image, Texture texture) {
    }

    /** An evaluator with {@link #DEFAULT_CAPACITY} cached programs. */
    public FieldEvaluator(GlContext context) {
        this(context, DEFAULT_CAPACITY);
    }

    public FieldEvaluator(GlContext context, int capacity) {
        this(context, capacity, EvaluationPath.forContext(context.info()));
    }

    /**
     * An evaluator that uses {@code path} (benchmarks and tests comparing both paths on one context).
     *
     * @throws IllegalArgumentException for {@link EvaluationPath#COMPUTE} on a context below OpenGL 4.3
     */
    public FieldEvaluator(GlContext context, int capacity, EvaluationPath path) {
        this(context, capacity, path, copiesHeights(context.info()));
    }

    /**
     * An evaluator that uses {@code path} and, for stages whose height is an earlier stage's field at the
     * pixel ({@link CompiledProgram#heightCopy}), copies that height ({@code copyHeights}) or has the
     * compute variant store it (tests comparing both on one context).
     */
    public FieldEvaluator(GlContext context, int capacity, EvaluationPath path, boolean copyHeights) {
        context.checkThread();
        if (capacity < 1) {
            throw new IllegalArgumentException("The program cache needs room for at least one program");
        }
        if (path == EvaluationPath.COMPUTE && !context.info().atLeast(4, 3)) {
            throw new IllegalArgumentException("The compute path needs OpenGL 4.3; the context has "
                    + context.info().version());
        }
        this.context = context;
        this.capacity = capacity;
        this.path = path;
        this.copiesHeights = copyHeights;
        this.stageImages = path == EvaluationPath.COMPUTE && readsStagesAsImages(context);
        this.zero = Texture.create(context, 1, 1, TextureFormat.R32F);
        zero.upload(new float[] {0f});
    }

    /** How this evaluator runs programs that have a compute variant. */
    public EvaluationPath path() {
        return path;
    }

    /** Programs kept in the cache. */
    public int capacity() {
        return capacity;
    }

    /**
     * Grows the cache to hold at least {@code programs} programs. A pass plan runs all its stage
     * programs for every block: with fewer places than distinct programs the LRU would evict each
     * program before its next use and rebuild every one of them per block.
     */
    public void reserve(int programs) {
        capacity = Math.max(capacity, programs);
    }

    /**
     * Memory barriers issued so far after compute dispatches (one per {@link #evaluate} on the compute
     * path, one per {@link #barrier()}): tests check that batched callers issue fewer than one per block.
     */
    public long barriers() {
        return barriers;
    }

    /**
     * Blocks evaluated so far (one compute dispatch or one draw each, every stage of a plan counted):
     * benchmarks set it against their wall time, per block of GL work issued.
     */
    public long evaluations() {
        return evaluations;
    }

    /** Programs compiled and linked so far (cache misses, failures included). */
    public long programBuilds() {
        return builds;
    }

    /**
     * The linked program for {@code compiled}'s structure, building it on a miss.
     *
     * @throws FieldProgramException when the driver rejects it, with diagnostics on the nodes (cached:
     *                               the same structure is not compiled again until it leaves the cache)
     */
    public FieldProgram program(CompiledProgram compiled) {
        checkUsable();
        String key = compiled.structuralHash();
        FieldProgram program = programs.get(key);
        if (program != null) {
            return program;
        }
        FieldProgramException failed = failures.get(key);
        if (failed != null) {
            throw failed;
        }
        builds++;
        try {
            program = build(compiled);
        } catch (ShaderException e) {
            FieldProgramException error = new FieldProgramException("The GPU driver rejected the graph's shader ("
                    + e.stage().label() + "): " + firstLine(e.infoLog()), diagnostics(compiled, e), e);
            failures.put(key, error);
            evict(failures, capacity, null);
            throw error;
        }
        programs.put(key, program);
        evict(programs, capacity, p -> p.shader().close());
        return program;
    }

    /**
     * Builds the programs of {@code compiled} that are not cached yet, all at once: every compile and
     * link is issued before any status is read, so a driver that compiles in parallel
     * ({@link GlContext#parallelCompile()}) works on them together (a split big graph has hundreds of
     * stage programs; one at a time they cost about a second each on NVIDIA's compiler). A program
     * whose compute variant fails is left to {@link #program}, which falls back and reports.
     */
    public void prepare(Collection<CompiledProgram> compiled) {
        checkUsable();
        if (path != EvaluationPath.COMPUTE) {
            for (CompiledProgram c : compiled) {
                try {
                    program(c);
                } catch (FieldProgramException cached) {
                    // program() throws it again, with the diagnostics, where the program is used
                }
            }
            return;
        }
        record Pending(ShaderProgram.PendingCompute build, boolean stageImages) {
        }
        Map<String, Pending> pending = new LinkedHashMap<>();
        for (CompiledProgram c : compiled) {
            String key = c.structuralHash();
            if (c.hasComputeSource() && !programs.containsKey(key) && !failures.containsKey(key)
                    && !pending.containsKey(key)) {
                pending.put(key, new Pending(ShaderProgram.startCompute(context, computeSource(c)), readsImages(c)));
            }
        }
        for (Map.Entry<String, Pending> e : pending.entrySet()) {
            try {
                ShaderProgram shader = e.getValue().build().finish();
                builds++;
                programs.put(e.getKey(), new FieldProgram(shader, EvaluationPath.COMPUTE, e.getKey(),
                        e.getValue().stageImages()));
            } catch (ShaderException ignored) {
                // program() builds it again, falls back to the fragment variant and reports on the nodes
            }
        }
        evict(programs, capacity, p -> p.shader().close());
    }

    /** Whether a program (not a failure) for {@code structuralHash} is cached. */
    public boolean contains(String structuralHash) {
        return programs.containsKey(structuralHash);
    }

    private FieldProgram build(CompiledProgram compiled) {
        if (path == EvaluationPath.COMPUTE && compiled.hasComputeSource()) {
            try {
                return new FieldProgram(ShaderProgram.buildCompute(context, computeSource(compiled)),
                        EvaluationPath.COMPUTE, compiled.structuralHash(), readsImages(compiled));
            } catch (ShaderException e) {
                // Fall through: the fragment program is the reference; if it fails too, its log
                // (the documented #version 330 source) is the one reported on the nodes.
            }
        }
        return new FieldProgram(ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(),
                compiled.fragmentSource()), EvaluationPath.FRAGMENT, compiled.structuralHash());
    }

    /**
     * The compute variant as this evaluator builds it: with baked fields read as images where it reads
     * them and {@link #stageImages} is on ({@link EmitPass#STAGE_IMAGES_UNDEF}; the same line count).
     */
    private String computeSource(CompiledProgram compiled) {
        return readsImages(compiled)
                ? compiled.computeSource().replace(EmitPass.STAGE_IMAGES_UNDEF, EmitPass.STAGE_IMAGES_DEFINE)
                : compiled.computeSource();
    }

    /** Whether this evaluator builds {@code compiled}'s compute variant reading baked fields as images. */
    private boolean readsImages(CompiledProgram compiled) {
        return stageImages && compiled.computeSource().contains(EmitPass.STAGE_IMAGES_UNDEF);
    }

    /**
     * Whether compute variants on {@code context} read baked fields as images rather than through samplers:
     * on software renderers, whose image loads cost about half a texel fetch (llvmpipe, 1024² mask stage:
     * 5 loads 3.2 ms against 7.2 ms; docs/performance.md), where the context has image units for the
     * outputs and {@value #LAST_INPUT_UNIT} + 1 fields; GPUs keep samplers (their texture path is the one
     * measured there). {@value #STAGE_IMAGES_PROPERTY} = {@code images} or {@code samplers} overrides it.
     */
    private static boolean readsStagesAsImages(GlContext context) {
        int inputs = LAST_INPUT_UNIT + 1;
        boolean fits = glGetInteger(GL_MAX_IMAGE_UNITS) >= FIRST_INPUT_IMAGE_UNIT + inputs
                && glGetInteger(GL_MAX_COMPUTE_IMAGE_UNIFORMS) >= MAX_OUTPUTS + inputs;
        boolean images = RendererChoice.of(STAGE_IMAGES_PROPERTY, "images", "samplers",
                () -> context.info().software() && fits);
        if (images && !fits) { // forced
            throw new IllegalArgumentException("-D" + STAGE_IMAGES_PROPERTY + "=images: this context has "
                    + glGetInteger(GL_MAX_IMAGE_UNITS) + " image units and "
                    + glGetInteger(GL_MAX_COMPUTE_IMAGE_UNIFORMS) + " compute image uniforms; baked fields "
                    + "as images need " + (FIRST_INPUT_IMAGE_UNIT + inputs) + " and " + (MAX_OUTPUTS + inputs));
        }
        return images;
    }

    private static List<CompileDiagnostic> diagnostics(CompiledProgram compiled, ShaderException e) {
        List<DriverMessage> messages = e.entries().stream()
                .filter(entry -> !"warning".equals(entry.severity()))
                .map(entry -> new DriverMessage(Math.max(0, entry.line()), entry.message())).toList();
        return DriverErrors.toDiagnostics(compiled, messages);
    }

    /**
     * Evaluates {@code compiled} over {@code block} into {@code outputs}: uploads its parameters,
     * binds its inputs, places the block ({@link WorldAnchor}, texel size, resolution) and runs it.
     * Returns without waiting for the GPU; later GL reads of the outputs see the results.
     *
     * @param outputs textures of at least the block's size in the {@link #outputFormats} of the program:
     *                the height, then one per mask, then the colour when the program has one
     *                ({@code compiled.outputCount()} in all)
     * @throws FieldProgramException when the driver rejects the program
     */
    public void evaluate(CompiledProgram compiled, GridBlock block, FieldInputs inputs, List<Texture> outputs) {
        if (run(compiled, List.of(block), List.of(inputs), List.of(outputs), false)) {
            // Whatever reads the outputs next (texture fetch, readback, a later stage's image load).
            memoryBarrier();
        }
    }

    /**
     * Makes every output written since the last barrier visible to whatever reads it next (texture
     * fetch, a later stage's image load, framebuffer or texture download). Nothing to do on the
     * fragment path: framebuffer writes are ordered by GL.
     */
    private void barrier() {
        checkUsable();
        if (path == EvaluationPath.COMPUTE) {
            memoryBarrier();
        }
    }

    private void memoryBarrier() {
        glMemoryBarrier(BARRIERS);
        barriers++;
    }

    /**
     * Evaluates {@code compiled} over each of {@code blocks} into that block's outputs and issues one
     * memory barrier at the end: bit for bit what {@link #evaluate} gives block by block. The set-up
     * (program lookup, use, parameter upload, image inputs) is done once; per block only the placement
     * uniforms, the outputs' bindings and the dispatch. Outputs are ready to read on return.
     *
     * @param outputs one list per block, as {@link #evaluate}'s; the blocks must not read each other's
     * @throws FieldProgramException when the driver rejects the program
     */
    public void evaluateBatch(CompiledProgram compiled, List<GridBlock> blocks, FieldInputs inputs,
                              List<List<Texture>> outputs) {
        evaluateBatch(compiled, blocks, Collections.nCopies(blocks.size(), inputs), outputs);
    }

    /**
     * {@link #evaluateBatch(CompiledProgram, List, FieldInputs, List)} with inputs per block (a plan
     * stage reads each block's own earlier textures): samplers and vectors are set per block, image
     * inputs again only where a block's differ from the previous block's.
     */
    public void evaluateBatch(CompiledProgram compiled, List<GridBlock> blocks, List<FieldInputs> inputs,
                              List<List<Texture>> outputs) {
        evaluateBatch(compiled, blocks, inputs, outputs, false);
    }

    /**
     * {@link #evaluateBatch(CompiledProgram, List, List, List)}; with {@code leaveHeights}, a compute variant
     * whose height is an earlier stage's field at the pixel ({@link CompiledProgram#heightCopy}) neither
     * stores nor copies it: its height output is left unwritten, and the caller reads the height where
     * {@link #heightSource} says it is. Returns whether the heights were left so (false: the outputs hold
     * them, as always on the fragment path and for programs without a height copy).
     */
    public boolean evaluateBatch(CompiledProgram compiled, List<GridBlock> blocks, List<FieldInputs> inputs,
                                 List<List<Texture>> outputs, boolean leaveHeights) {
        if (blocks.size() != inputs.size() || blocks.size() != outputs.size()) {
            throw new IllegalArgumentException("A batch needs inputs and outputs per block: " + blocks.size()
                    + " blocks, " + inputs.size() + " inputs, " + outputs.size() + " output lists");
        }
        if (blocks.isEmpty()) {
            return false;
        }
        FieldProgram program = program(compiled);
        boolean left = leaveHeights && program.path() == EvaluationPath.COMPUTE && compiled.heightCopy().isPresent();
        run(compiled, blocks, inputs, outputs, left);
        barrier();
        return left;
    }

    /**
     * Sets {@code compiled} up once and runs it over every block, without a barrier; returns whether it
     * ran as compute dispatches (whose writes need one before they are read). {@code leaveHeights}: a
     * compute variant with a height copy neither stores nor copies its height.
     */
    private boolean run(CompiledProgram compiled, List<GridBlock> blocks, List<FieldInputs> inputs,
                        List<List<Texture>> outputs, boolean leaveHeights) {
        checkUsable();
        for (int b = 0; b < blocks.size(); b++) {
            checkOutputs(compiled, blocks.get(b), outputs.get(b));
        }
        FieldProgram program = program(compiled);
        ShaderProgram shader = program.shader();
        shader.use();
        ProgramUniforms.upload(shader, compiled.uniforms());
        BlockPlacement placement = BlockPlacement.of(shader);
        boolean compute = program.path() == EvaluationPath.COMPUTE;
        boolean copyHeights = compute && compiled.heightCopy().isPresent() && copiesHeights && !leaveHeights;
        if (compute && compiled.heightCopy().isPresent()) {
            shader.setInt(EmitPass.STORE_HEIGHT_UNIFORM, copyHeights || leaveHeights ? 0 : 1);
        }
        List<HeightmapImage> boundImages = null;
        FieldInputs previous = null;
        int boundOutputs = 0;
        int boundFields = 0;
        for (int b = 0; b < blocks.size(); b++) {
            FieldInputs in = inputs.get(b);
            if (boundImages == null || !sameImages(boundImages, in.images())) {
                bindImages(compiled.textures(), in.images());
                boundImages = in.images();
            }
            // Per block only what differs from the previous block's (a plan stage's blocks share the
            // sampler names, hence their units, and the halos): the textures, and changed vectors.
            boolean setUnits = previous == null || !sameNames(previous.samplers(), in.samplers());
            if (program.stageImages()) {
                bindStageImages(shader, in.samplers(), setUnits);
                boundFields = Math.max(boundFields, in.samplers().size());
            } else {
                bindSamplers(shader, in.samplers(), setUnits);
            }
            for (Map.Entry<String, FieldInputs.Vec2> v : in.vectors().entrySet()) {
                if (previous == null || !v.getValue().equals(previous.vectors().get(v.getKey()))) {
                    shader.setVec2(v.getKey(), v.getValue().x(), v.getValue().y());
                }
            }
            // Each block's own storage buffers (a paint stage's strokes culled to it), so a batch's blocks
            // never share one that is refilled between their dispatches.
            in.buffers().forEach((binding, buffer) -> buffer.bind(binding));
            previous = in;
            GridBlock block = blocks.get(b);
            placement.place(block);
            List<Texture> out = outputs.get(b);
            if (compute) {
                dispatch(block, placement.firstRow(block), out);
                if (copyHeights) {
                    copyHeight(compiled.heightCopy().get(), in, block, placement.firstRow(block), out.getFirst());
                }
                boundOutputs = Math.max(boundOutputs, out.size());
            } else {
                draw(block, out);
            }
        }
        for (int i = 0; i < boundOutputs; i++) {
            glBindImageTexture(i, 0, 0, false, 0, GL_WRITE_ONLY, GL_RGBA32F);
        }
        for (int i = 0; i < boundFields; i++) {
            glBindImageTexture(FIRST_INPUT_IMAGE_UNIT + i, 0, 0, false, 0, GL_READ_ONLY, GL_RGBA32F);
        }
        glActiveTexture(GL_TEXTURE0);
        return compute;
    }

    /** Whether two blocks' extra textures have the same names in the same order (hence the same units). */
    private static boolean sameNames(Map<String, Texture> a, Map<String, Texture> b) {
        if (a.size() != b.size()) {
            return false;
        }
        Iterator<String> other = b.keySet().iterator();
        for (String name : a.keySet()) {
            if (!name.equals(other.next())) {
                return false;
            }
        }
        return true;
    }

    /** Whether two blocks read the same image instances (images are bound by identity). */
    private static boolean sameImages(List<HeightmapImage> a, List<HeightmapImage> b) {
        if (a == b) {
            return true;
        }
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }

    private static void checkOutputs(CompiledProgram compiled, GridBlock block, List<Texture> outputs) {
        int expected = compiled.outputCount();
        if (outputs.size() != expected) {
            throw new IllegalArgumentException("The program writes " + expected + " outputs (height + "
                    + compiled.maskNames().size() + " masks" + (compiled.hasColour() ? " + colour" : "") + "), but "
                    + outputs.size() + " textures were given");
        }
        for (int i = 0; i < outputs.size(); i++) {
            Texture t = outputs.get(i);
            TextureFormat format = outputFormat(compiled, i);
            if (t.format() != format || t.width() < block.width() || t.height() < block.height()) {
                throw new IllegalArgumentException("Output " + i + " must be a " + format + " texture of at least "
                        + block.width() + "x" + block.height() + ", got " + t.format() + " " + t.width() + "x"
                        + t.height() + " (FieldEvaluator.outputFormats gives each output's format)");
            }
        }
    }

    /**
     * The texture format of output {@code output} of {@code compiled}: R32F for a mask that holds its value
     * alone ({@link CompiledProgram#valueOutputs}), RGBA32F (value, gradient) for every other output.
     */
    public static TextureFormat outputFormat(CompiledProgram compiled, int output) {
        return compiled.valueOnly(output) ? TextureFormat.R32F : TextureFormat.RGBA32F;
    }

    /** Every output's {@link #outputFormat}, in output order: what textures to give {@link #evaluate}. */
    public static List<TextureFormat> outputFormats(CompiledProgram compiled) {
        List<TextureFormat> formats = new ArrayList<>(compiled.outputCount());
        for (int i = 0; i < compiled.outputCount(); i++) {
            formats.add(outputFormat(compiled, i));
        }
        return formats;
    }

    /**
     * New textures of {@code width × height} for every output of {@code compiled}, in its {@link #outputFormats};
     * the caller owns them.
     */
    public static List<Texture> createOutputs(GlContext context, CompiledProgram compiled, int width, int height) {
        List<Texture> textures = new ArrayList<>();
        try {
            for (TextureFormat format : outputFormats(compiled)) {
                textures.add(Texture.create(context, width, height, format));
            }
        } catch (RuntimeException e) {
            textures.forEach(Texture::close);
            throw e;
        }
        return textures;
    }

    private void bindImages(List<TextureBinding> bindings, List<HeightmapImage> given) {
        for (int i = 0; i < bindings.size(); i++) {
            HeightmapImage image = i < given.size() ? given.get(i) : null;
            glActiveTexture(GL_TEXTURE0 + bindings.get(i).unit());
            glBindTexture(GL_TEXTURE_2D, image == null ? zero.id() : textureOf(image).id());
        }
    }

    private Texture textureOf(HeightmapImage image) {
        for (int i = 0; i < images.size(); i++) {
            if (images.get(i).image() == image) {
                ImageTexture hit = images.remove(i);
                images.add(hit);
                return hit.texture();
            }
        }
        Texture texture = Texture.create(context, image.width(), image.height(), TextureFormat.R32F);
        texture.upload(image.texels());
        images.add(new ImageTexture(image, texture));
        while (images.size() > IMAGE_CAPACITY) {
            images.removeFirst().texture().close();
        }
        return texture;
    }

    /**
     * Binds the extra textures to units {@value #LAST_INPUT_UNIT} down; points their sampler uniforms
     * at those units where {@code setUnits} (the names differ from the previous block's of the batch).
     */
    private static void bindSamplers(ShaderProgram shader, Map<String, Texture> samplers, boolean setUnits) {
        int unit = LAST_INPUT_UNIT;
        for (Map.Entry<String, Texture> e : samplers.entrySet()) {
            glActiveTexture(GL_TEXTURE0 + unit);
            glBindTexture(GL_TEXTURE_2D, e.getValue().id());
            int location = setUnits ? shader.uniformLocation(e.getKey()) : -1;
            if (location >= 0) {
                glUniform1i(location, unit);
            }
            unit--;
        }
    }

    /**
     * Binds the extra textures (baked fields, RGBA32F) read-only to image units {@value #FIRST_INPUT_IMAGE_UNIT}
     * up; points their image uniforms at those units where {@code setUnits}.
     */
    private static void bindStageImages(ShaderProgram shader, Map<String, Texture> fields, boolean setUnits) {
        if (fields.size() > LAST_INPUT_UNIT + 1) {
            throw new IllegalArgumentException("A program reads at most " + (LAST_INPUT_UNIT + 1)
                    + " baked fields; " + fields.size() + " given");
        }
        int unit = FIRST_INPUT_IMAGE_UNIT;
        for (Map.Entry<String, Texture> e : fields.entrySet()) {
            Texture field = e.getValue();
            if (field.format() != TextureFormat.RGBA32F) {
                throw new IllegalArgumentException("Baked field " + e.getKey() + " must be an RGBA32F texture to be "
                        + "read as an image, got " + field.format());
            }
            glBindImageTexture(unit, field.id(), 0, false, 0, GL_READ_ONLY, GL_RGBA32F);
            int location = setUnits ? shader.uniformLocation(e.getKey()) : -1;
            if (location >= 0) {
                glUniform1i(location, unit);
            }
            unit++;
        }
    }

    /** Dispatches {@code block}'s rows from {@code firstRow} up (the program offsets its pixels by it). */
    private void dispatch(GridBlock block, int firstRow, List<Texture> outputs) {
        evaluations++;
        for (int i = 0; i < outputs.size(); i++) {
            Texture output = outputs.get(i);
            glBindImageTexture(i, output.id(), 0, false, 0, GL_WRITE_ONLY, output.format().glInternalFormat());
        }
        int group = EmitPass.COMPUTE_GROUP;
        int rows = block.height() - firstRow;
        glDispatchCompute((block.width() + group - 1) / group, (rows + group - 1) / group, 1);
    }

    /**
     * Whether a stage whose height is an earlier stage's field at the pixel ({@link CompiledProgram#heightCopy})
     * has it copied rather than stored. Measured at 1024² and 4096² (docs/performance.md): llvmpipe stores
     * an RGBA32F texel through an image about eight times slower than it copies one; the NVIDIA driver does
     * the opposite, a copy per block serialising the batch (the mask stage 5x slower). So software renderers
     * copy and GPUs store, unless {@value #HEIGHT_COPY_PROPERTY} says {@code copy} or {@code store}.
     */
    private static boolean copiesHeights(GlInfo info) {
        return RendererChoice.of(HEIGHT_COPY_PROPERTY, "copy", "store", info::software);
    }

    /**
     * The height output of a compute variant told not to store it ({@link CompiledProgram#heightCopy}):
     * the rows the dispatch covered, copied from the baked texture ({@link #heightSource}). The earlier stage's writes are visible:
     * every stage ends with a barrier that covers texture copies. Exact: the same floats, no shading.
     */
    private void copyHeight(CompiledProgram.HeightCopy copy, FieldInputs in, GridBlock block, int firstRow,
                            Texture height) {
        HeightSource source = heightSource(copy, in);
        int rows = block.height() - firstRow;
        if (rows > 0) {
            glCopyImageSubData(source.texture().id(), GL_TEXTURE_2D, 0, source.dx(), firstRow + source.dy(), 0,
                    height.id(), GL_TEXTURE_2D, 0, 0, firstRow, 0, block.width(), rows, 1);
        }
    }

    /**
     * Where the height of a stage with a height copy is: texel (i, j) of its height output is texel
     * (i + dx, j + dy) of {@code texture}, the earlier stage's baked field.
     */
    public record HeightSource(Texture texture, int dx, int dy) {
    }

    /**
     * The height source of {@code compiled} (which must have a {@link CompiledProgram#heightCopy}) run with
     * {@code in}: pixel (i, j) of a stage drawn with halo {@code u_halo} is block pixel (i, j) − u_halo, and
     * texel (i, j) of a texture baked with halo h is block pixel (i, j) − h, so the height starts h − u_halo
     * texels in.
     */
    public static HeightSource heightSource(CompiledProgram compiled, FieldInputs in) {
        return heightSource(compiled.heightCopy().orElseThrow(() -> new IllegalArgumentException(
                "The program's height is its own, not a copy")), in);
    }

    private static HeightSource heightSource(CompiledProgram.HeightCopy copy, FieldInputs in) {
        Texture source = in.samplers().get(copy.sampler());
        FieldInputs.Vec2 sourceHalo = in.vectors().get(copy.haloUniform());
        if (source == null || sourceHalo == null) {
            throw new IllegalArgumentException("The program's height is a copy of " + copy.sampler()
                    + ", which its inputs lack");
        }
        FieldInputs.Vec2 ownHalo = in.vectors().getOrDefault(EmitPass.HALO_UNIFORM, new FieldInputs.Vec2(0, 0));
        return new HeightSource(source, Math.round(sourceHalo.x() - ownHalo.x()),
                Math.round(sourceHalo.y() - ownHalo.y()));
    }

    private void draw(GridBlock block, List<Texture> outputs) {
        evaluations++;
        if (framebuffer == 0) {
            framebuffer = glGenFramebuffers();
            triangle = new FullscreenTriangle(context);
            maxAttachments = glGetInteger(GL_MAX_COLOR_ATTACHMENTS); // once: no query per block
        }
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        int[] drawBuffers = new int[outputs.size()];
        for (int i = 0; i < outputs.size(); i++) {
            glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0 + i, GL_TEXTURE_2D, outputs.get(i).id(), 0);
            drawBuffers[i] = GL_COLOR_ATTACHMENT0 + i;
        }
        for (int i = outputs.size(); i < maxAttachments && i < MAX_OUTPUTS; i++) {
            glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0 + i, GL_TEXTURE_2D, 0, 0);
        }
        glDrawBuffers(drawBuffers);
        FramebufferStatus.requireComplete("field evaluator framebuffer with " + outputs.size() + " float outputs");
        glViewport(0, 0, block.width(), block.height());
        glDisable(GL_DEPTH_TEST);
        glDisable(GL_BLEND);
        if (block.firstRow() > 0) {
            // Fragments below the first row are not shaded; gl_FragCoord stays the block's, so the bits too.
            glEnable(GL_SCISSOR_TEST);
            glScissor(0, block.firstRow(), block.width(), block.height() - block.firstRow());
        } else {
            glDisable(GL_SCISSOR_TEST);
        }
        triangle.draw();
        glDisable(GL_SCISSOR_TEST);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
    }

    private static <V> void evict(Map<String, V> map, int capacity, Consumer<V> release) {
        Iterator<Map.Entry<String, V>> it = map.entrySet().iterator();
        while (map.size() > capacity && it.hasNext()) {
            V value = it.next().getValue();
            it.remove();
            if (release != null) {
                release.accept(value);
            }
        }
    }

    private static String firstLine(String log) {
        String s = log.strip();
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    private void checkUsable() {
        context.checkThread();
        if (closed) {
            throw new IllegalStateException("The field evaluator is closed");
        }
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        context.checkThread();
        closed = true;
        programs.values().forEach(p -> p.shader().close());
        programs.clear();
        failures.clear();
        images.forEach(i -> i.texture().close());
        images.clear();
        zero.close();
        if (framebuffer != 0) {
            glDeleteFramebuffers(framebuffer);
            triangle.close();
        }
    }
}
