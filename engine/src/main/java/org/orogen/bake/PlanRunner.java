package org.orogen.bake;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.GlContext;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledPlan.Halo;
import org.orogen.shader.PlanStage;
import org.orogen.shader.StageInput;

/**
 * Runs a multi-stage {@link CompiledPlan} for one block through the context's
 * {@link FieldEvaluator}: each earlier stage over the block plus its halo into RGBA32F textures,
 * then the next stage reading them, then the final stage into the caller's outputs.
 *
 * <p>Every stage is placed like the final block (same {@code u_anchor}, {@code u_origin},
 * {@code u_texelSize}) and told its halo ({@code u_halo}), so its pixel (i, j) computes exactly the
 * position of block pixel (i, j) − halo: a field baked upstream and read back at a pixel is the
 * same float the final stage would compute there. Halos come from the plan and the grid spacing
 * alone, so a block's result never depends on tiles, bands or neighbouring blocks: the fixed-block
 * determinism contract of {@link GlFieldSampler} holds for plans too.
 *
 * <p>With a {@link StageCache} (the preview), stage results are looked up and kept by key;
 * without one (exports), one set of textures per stage is reused from block to block. GL thread
 * only.
 */
public final class PlanRunner implements AutoCloseable {
    private final CompiledPlan plan;
    private final List<FieldInputs> images;
    private final StageCache cache;
    /** Without a cache: each stage's textures, reused while the block size stays. */
    private final List<List<Texture>> scratch = new ArrayList<>();

    /**
     * @param plan   a plan of more than one stage
     * @param images each stage's image inputs ({@link #loadImages})
     * @param cache  where stage results live between runs, or null to recompute every run
     */
    public PlanRunner(CompiledPlan plan, List<FieldInputs> images, StageCache cache) {
        if (images.size() != plan.stages().size()) {
            throw new IllegalArgumentException("one FieldInputs per stage: " + plan.stages().size() + " stages, "
                    + images.size() + " given");
        }
        this.plan = plan;
        this.images = List.copyOf(images);
        this.cache = cache;
        for (int i = 0; i < plan.stages().size(); i++) {
            scratch.add(List.of());
        }
    }

    /** Each stage's image inputs, read from files relative to {@code graphFolder} (caller's thread). */
    public static List<FieldInputs> loadImages(CompiledPlan plan, Path graphFolder) throws ImageInputException {
        List<FieldInputs> images = new ArrayList<>();
        for (PlanStage s : plan.stages()) {
            images.add(FieldInputs.images(ImageInputs.load(s.program(), graphFolder)));
        }
        return images;
    }

    public CompiledPlan plan() {
        return plan;
    }

    /** Builds every stage's program now, so driver errors surface before the first block. */
    public void prepare(GlContext context) {
        for (PlanStage s : plan.stages()) {
            context.evaluator().program(s.program());
        }
    }

    /**
     * Evaluates the plan over {@code block} into {@code outputs} (height, then masks, as for the
     * final program).
     */
    public void run(GlContext context, GridBlock block, List<Texture> outputs) {
        run(context.evaluator(), context, block, outputs);
    }

    /** {@link #run(GlContext, GridBlock, List)} on a given evaluator (tests comparing evaluation paths). */
    public void run(FieldEvaluator evaluator, GlContext context, GridBlock block, List<Texture> outputs) {
        List<Halo> halos = plan.halos(block.texelX(), block.texelY());
        int last = plan.stages().size() - 1;
        List<List<Texture>> results = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        Set<String> inUse = new HashSet<>();
        List<List<Texture>> uncached = new ArrayList<>();
        int[] lastReader = lastReaders();
        try {
            for (int i = 0; i <= last; i++) {
                PlanStage stage = plan.stages().get(i);
                Halo halo = halos.get(i);
                FieldInputs inputs = images.get(i).withVec2("u_halo", halo.x(), halo.y());
                for (StageInput in : stage.inputs()) {
                    Halo from = halos.get(in.stage());
                    inputs = inputs.withSampler(in.sampler(), results.get(in.stage()).get(in.output()))
                            .withVec2(in.haloUniform(), from.x(), from.y());
                }
                if (i == last) {
                    evaluator.evaluate(stage.program(), block, inputs, outputs);
                    break;
                }
                releaseUnread(i, lastReader, results, uncached);
                GridBlock extended = new GridBlock(block.worldX(), block.worldY(), block.texelX(), block.texelY(),
                        Math.addExact(block.width(), 2 * halo.x()), Math.addExact(block.height(), 2 * halo.y()));
                String key = cache == null ? "" : key(i, extended, halo, keys);
                keys.add(key);
                List<Texture> hit = cache == null ? null : cache.get(key);
                if (hit != null) {
                    inUse.add(key);
                    results.add(hit);
                    continue;
                }
                List<Texture> textures = cache == null ? scratch(context, i, extended)
                        : allocate(context, stage.outputs().size(), extended);
                evaluator.evaluate(stage.program(), extended, inputs, textures);
                results.add(textures);
                if (cache != null) {
                    if (cache.put(key, textures, inUse)) {
                        inUse.add(key);
                    } else {
                        uncached.add(textures);
                    }
                }
            }
        } finally {
            uncached.forEach(list -> list.forEach(Texture::close));
        }
    }

    /** For every stage, the last stage that reads its textures. */
    private int[] lastReaders() {
        int[] last = new int[plan.stages().size()];
        for (PlanStage s : plan.stages()) {
            for (StageInput in : s.inputs()) {
                last[in.stage()] = Math.max(last[in.stage()], s.index());
            }
        }
        return last;
    }

    /**
     * Closes the uncached textures no stage from {@code next} on reads: a big split graph has tens
     * of stages, and keeping all their textures to the end of the block would multiply the memory.
     */
    private static void releaseUnread(int next, int[] lastReader, List<List<Texture>> results,
                                      List<List<Texture>> uncached) {
        for (int s = 0; s < results.size(); s++) {
            List<Texture> r = results.get(s);
            if (lastReader[s] < next && uncached.remove(r)) {
                r.forEach(Texture::close);
            }
        }
    }

    /** The cache key of stage {@code i}: its structure, its parameter values, its inputs' keys, the block. */
    private String key(int i, GridBlock extended, Halo halo, List<String> upstreamKeys) {
        PlanStage stage = plan.stages().get(i);
        StringBuilder b = new StringBuilder(stage.structuralHash()).append('\n');
        stage.program().uniforms().forEach(u -> b.append(u.name()).append('=').append(u.value()).append('\n'));
        for (Object image : images.get(i).images()) {
            b.append("image ").append(image == null ? "none" : System.identityHashCode(image)).append('\n');
        }
        for (StageInput in : stage.inputs()) {
            b.append("input ").append(in.sampler()).append(' ').append(upstreamKeys.get(in.stage())).append(':')
                    .append(in.output()).append('\n');
        }
        b.append("block ").append(extended).append(" halo ").append(halo);
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(b.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java runtime", e);
        }
    }

    private List<Texture> scratch(GlContext context, int stage, GridBlock block) {
        List<Texture> current = scratch.get(stage);
        if (!current.isEmpty() && current.getFirst().width() == block.width()
                && current.getFirst().height() == block.height()) {
            return current;
        }
        current.forEach(Texture::close);
        List<Texture> textures = allocate(context, plan.stages().get(stage).outputs().size(), block);
        scratch.set(stage, textures);
        return textures;
    }

    /** Exactly the block's size: a stage read clamps at the texture's edge. */
    private static List<Texture> allocate(GlContext context, int count, GridBlock block) {
        List<Texture> textures = new ArrayList<>();
        try {
            for (int k = 0; k < count; k++) {
                textures.add(Texture.create(context, block.width(), block.height(), TextureFormat.RGBA32F));
            }
        } catch (RuntimeException e) {
            textures.forEach(Texture::close);
            throw e;
        }
        return textures;
    }

    /** Releases the scratch textures (not the cache, which its owner closes). GL thread. */
    @Override
    public void close() {
        scratch.forEach(list -> list.forEach(Texture::close));
        scratch.replaceAll(list -> List.of());
    }
}
