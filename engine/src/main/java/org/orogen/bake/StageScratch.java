package org.orogen.bake;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.orogen.gl.GlContext;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * One block slot's textures for the earlier stages of a pass plan (GL thread only), exactly each
 * evaluated block's size (a stage read clamps at the texture's edge), kept by size and reused while
 * the size recurs: a row's narrow last block, and the blocks a band begins or ends inside, have other
 * sizes than the whole blocks between them, and making textures again at each change of size costs
 * more than keeping a few. At most {@link #SIZES} sizes a stage; the least recently used goes first.
 */
final class StageScratch implements AutoCloseable {

    /** Sizes kept per stage: whole blocks, a row's last one, and those cut by a band at either end. */
    static final int SIZES = 4;

    /** Per stage, the textures by {@link #key} size, in access order. */
    private final List<LinkedHashMap<Long, List<Texture>>> stages = new ArrayList<>();

    /** The {@code count} textures of stage {@code stage} for {@code block}'s size, made when none are kept. */
    List<Texture> get(GlContext context, int stage, int count, GridBlock block) {
        while (stages.size() <= stage) {
            stages.add(new LinkedHashMap<>(8, 0.75f, true));
        }
        LinkedHashMap<Long, List<Texture>> bySize = stages.get(stage);
        long key = key(block);
        List<Texture> kept = bySize.get(key);
        if (kept != null) {
            return kept;
        }
        List<Texture> made = allocate(context, count, block);
        bySize.put(key, made);
        Iterator<Map.Entry<Long, List<Texture>>> oldest = bySize.entrySet().iterator();
        while (bySize.size() > SIZES) {
            oldest.next().getValue().forEach(Texture::close);
            oldest.remove();
        }
        return made;
    }

    private static long key(GridBlock block) {
        return ((long) block.width() << 32) | block.height();
    }

    /** {@code count} RGBA32F textures of exactly {@code block}'s size. */
    static List<Texture> allocate(GlContext context, int count, GridBlock block) {
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

    /** Releases every texture kept. */
    @Override
    public void close() {
        stages.forEach(bySize -> bySize.values().forEach(list -> list.forEach(Texture::close)));
        stages.clear();
    }
}
