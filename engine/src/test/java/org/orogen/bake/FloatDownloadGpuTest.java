package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * Float planes downloaded from the block textures ({@link BandPlanes.Pack#download()}, what software renderers
 * do) land in the band exactly as the texels are: north row first, each block at its columns, every float's
 * bits kept (denormals, infinities, negative zero), in two block rows of one band, with the block's rows read
 * from below its top (as a stage with a halo is). The shader pack of the same textures gives the same band.
 */
@ExtendWith(GlExtension.class)
class FloatDownloadGpuTest {

    private static GlThread gl;

    private static final int BLOCK = 256;
    private static final int LAST_COLUMNS = 253;
    private static final int BAND_WIDTH = BLOCK + LAST_COLUMNS;
    /** Texture rows; a block row reads {@link #ROWS} of them, from {@link #TOP} − 1 down. */
    private static final int TEXTURE_ROWS = 40;
    private static final int TOP = 37;
    private static final int ROWS = 32;
    private static final List<String> MASKS = List.of("a", "b");

    /** One block's textures: height and gradient (RGBA32F), then each mask (R32F). */
    private record BlockTexels(float[] heights, List<float[]> masks) {
    }

    @Test
    void downloadedPlanesAreTheTexelsNorthRowFirst() {
        Random random = new Random(5);
        // [block row][block]
        BlockTexels[][] texels = new BlockTexels[2][2];
        for (BlockTexels[] row : texels) {
            for (int b = 0; b < row.length; b++) {
                row[b] = new BlockTexels(floats(random, BLOCK * TEXTURE_ROWS * 4),
                        List.of(floats(random, BLOCK * TEXTURE_ROWS), floats(random, BLOCK * TEXTURE_ROWS)));
            }
        }
        SampleBand downloaded = readBack(texels, true);
        SampleBand packed = readBack(texels, false);
        int checked = 0;
        for (int row = 0; row < 2 * ROWS; row++) {
            BlockTexels[] blocks = texels[row / ROWS];
            int textureRow = TOP - 1 - row % ROWS; // the band's rows go south from each block row's top
            for (int x = 0; x < BAND_WIDTH; x++) {
                BlockTexels block = blocks[x / BLOCK];
                int texel = textureRow * BLOCK + x % BLOCK;
                int i = row * BAND_WIDTH + x;
                assertBits(block.heights()[4 * texel], downloaded.height()[i], "height", x, row);
                assertBits(block.heights()[4 * texel + 1], downloaded.gradX()[i], "gradient x", x, row);
                assertBits(block.heights()[4 * texel + 2], downloaded.gradY()[i], "gradient y", x, row);
                for (int m = 0; m < MASKS.size(); m++) {
                    assertBits(block.masks().get(m)[texel], downloaded.mask(m)[i], "mask " + m, x, row);
                    if (Float.isFinite(block.masks().get(m)[texel]) && Math.abs(block.masks().get(m)[texel]) > 1e-30f) {
                        assertBits(packed.mask(m)[i], downloaded.mask(m)[i], "packed mask " + m, x, row);
                    }
                }
                checked++;
            }
        }
        assertEquals(2 * ROWS * BAND_WIDTH, checked);
    }

    @Test
    void softwareRenderersDownloadAndTheChoiceCanBeOverridden() {
        boolean software = gl.info().software();
        assertEquals(software && gl.info().atLeast(4, 5),
                gl.submit(context -> downloads(context, null)).join());
        assertEquals(false, gl.submit(context -> downloads(context, "pack")).join());
        assertEquals(true, gl.submit(context -> downloads(context, "download")).join());
        IllegalArgumentException wrong = gl.submit(context -> {
            try {
                return downloads(context, "sometimes") ? null : null;
            } catch (IllegalArgumentException e) {
                return e;
            }
        }).join();
        assertTrue(wrong != null && wrong.getMessage().contains("auto (the default), download or pack"),
                String.valueOf(wrong));
    }

    private static boolean downloads(GlContext context, String mode) {
        String before = System.getProperty(BandReadback.FLOAT_DOWNLOADS_PROPERTY);
        try {
            if (mode == null) {
                System.clearProperty(BandReadback.FLOAT_DOWNLOADS_PROPERTY);
            } else {
                System.setProperty(BandReadback.FLOAT_DOWNLOADS_PROPERTY, mode);
            }
            try (BandReadback readback = new BandReadback(context)) {
                return readback.downloadsFloats();
            }
        } finally {
            if (before == null) {
                System.clearProperty(BandReadback.FLOAT_DOWNLOADS_PROPERTY);
            } else {
                System.setProperty(BandReadback.FLOAT_DOWNLOADS_PROPERTY, before);
            }
        }
    }

    private static void assertBits(float expected, float actual, String what, int x, int row) {
        if (Float.floatToRawIntBits(expected) != Float.floatToRawIntBits(actual)) {
            throw new AssertionError(what + " at column " + x + ", band row " + row + ": expected " + expected
                    + " (0x" + Integer.toHexString(Float.floatToRawIntBits(expected)) + "), got " + actual);
        }
    }

    /** Random floats of every magnitude, with the special values among them. */
    private static float[] floats(Random random, int n) {
        float[] specials = {0f, -0f, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE,
                Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 1e-40f, 1f, -1f};
        float[] values = new float[n];
        for (int i = 0; i < n; i++) {
            float v = random.nextInt(8) == 0 ? specials[random.nextInt(specials.length)]
                    : Float.intBitsToFloat(random.nextInt());
            values[i] = Float.isNaN(v) ? random.nextFloat() : v;
        }
        return values;
    }

    /** The band of two block rows of two blocks each, read back with float planes downloaded or packed. */
    private static SampleBand readBack(BlockTexels[][] texels, boolean download) {
        return gl.submit(context -> {
            List<Texture> textures = new ArrayList<>();
            String before = System.getProperty(BandReadback.FLOAT_DOWNLOADS_PROPERTY);
            System.setProperty(BandReadback.FLOAT_DOWNLOADS_PROPERTY, download ? "download" : "pack");
            try (BandReadback readback = new BandReadback(context)) {
                SampleBand band = new SampleBand(BAND_WIDTH, 2 * ROWS, MASKS);
                band.reset(0, 2 * ROWS);
                BandPlanes planes = BandPlanes.of(band, SampleChannels.ALL, MASKS.size(), -1,
                        readback.downloadsFloats());
                assertEquals(download, planes.packs().stream().allMatch(BandPlanes.Pack::download));
                readback.reserve(planes.words());
                List<BandReadback.Pending> pending = new ArrayList<>();
                for (int r = 0; r < texels.length; r++) {
                    List<List<Texture>> outputs = new ArrayList<>();
                    for (BlockTexels block : texels[r]) {
                        List<Texture> out = new ArrayList<>();
                        Texture heights = Texture.create(context, BLOCK, TEXTURE_ROWS, TextureFormat.RGBA32F);
                        heights.upload(block.heights());
                        out.add(heights);
                        for (float[] mask : block.masks()) {
                            Texture texture = Texture.create(context, BLOCK, TEXTURE_ROWS, TextureFormat.R32F);
                            texture.upload(mask);
                            out.add(texture);
                        }
                        textures.addAll(out);
                        outputs.add(out);
                    }
                    for (BandPlanes.Pack pack : planes.packs()) {
                        List<BandReadback.Block> blocks = new ArrayList<>();
                        for (int b = 0; b < outputs.size(); b++) {
                            blocks.add(new BandReadback.Block(outputs.get(b).subList(pack.output(),
                                    pack.output() + pack.outputs()), r * ROWS, b * BLOCK,
                                    b == 0 ? BLOCK : LAST_COLUMNS, ROWS, TOP));
                        }
                        readback.packBatch(blocks, planes, pack);
                    }
                    readback.packsDone();
                    pending.add(readback.queue(planes, r * ROWS, ROWS));
                }
                pending.forEach(readback::finish);
                assertEquals(4L * (3 + MASKS.size()) * 2 * ROWS * BAND_WIDTH, readback.bytesRead());
                return band;
            } finally {
                textures.forEach(Texture::close);
                if (before == null) {
                    System.clearProperty(BandReadback.FLOAT_DOWNLOADS_PROPERTY);
                } else {
                    System.setProperty(BandReadback.FLOAT_DOWNLOADS_PROPERTY, before);
                }
            }
        }).join();
    }
}
