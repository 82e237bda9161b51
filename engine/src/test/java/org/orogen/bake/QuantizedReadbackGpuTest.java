package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * The GPU quantizer ({@code band-quantize.comp}: heights with {@link QuantizationTable}, masks by their
 * formula) against the Java functions, bit for bit: every threshold and the float just below it, random
 * floats inside and outside the range, NaN, infinities, zeros, denormals, for ranges from flat and tiny to
 * huge. Values go through a real block texture and the packed readback, as a bake's do: the float plane
 * read back from the same texture is the input the Java functions are applied to.
 */
@ExtendWith(GlExtension.class)
class QuantizedReadbackGpuTest {

    private static GlThread gl;

    /**
     * Where the masks' levels change ({@link MaskSamples#unit}): the GPU computes masks by a formula, not from
     * these tables; each threshold and the float just below it are the values a formula most easily gets wrong.
     */
    private static final QuantizationTable MASK8 = QuantizationTable.of(v -> MaskSamples.unit(v, 255), 255, 255f, 0f);
    private static final QuantizationTable MASK16 = QuantizationTable.of(v -> MaskSamples.unit(v, 65535), 65535,
            65535f, 0f);

    /** Texture side of the block; the band is two blocks wide, the second cut to an odd width (padded rows). */
    private static final int BLOCK = 1024;
    private static final int ROWS = 128;
    private static final int LAST_COLUMNS = 1021;
    private static final int BAND_WIDTH = BLOCK + LAST_COLUMNS;

    /** What a batch read back: floats (channel r, g, b), 16-bit heights, 8-bit and 16-bit masks of channel r. */
    private record Readback(float[] floats, float[] gradX, float[] gradY, char[] height16, byte[] mask8,
                            char[] mask16) {
    }

    @Test
    void quantizesExactlyLikeJavaForManyRanges() {
        List<HeightRange> ranges = List.of(
                new HeightRange(0, 1000, HeightRange.Source.DECLARED),
                new HeightRange(-123.456, 8848.86, HeightRange.Source.MEASURED),
                new HeightRange(1000, 1000.001, HeightRange.Source.DECLARED), // fewer floats than levels
                new HeightRange(1e6, 1e6 + 1, HeightRange.Source.DECLARED),
                new HeightRange(-3e38, 3e38, HeightRange.Source.DECLARED), // huge magnitudes
                new HeightRange(1e-40, 3e-40, HeightRange.Source.DECLARED), // denormal floats
                new HeightRange(-0.0, 1e-30, HeightRange.Source.DECLARED),
                new HeightRange(5, 5, HeightRange.Source.MEASURED)); // flat: everything is 0
        Random random = new Random(11);
        long checked = 0;
        for (HeightRange range : ranges) {
            QuantizationTable table = QuantizationTable.height16(range);
            List<Float> values = new ArrayList<>(specials());
            for (int k = 1; k <= 65535; k++) {
                float t = table.threshold(k);
                if (!Float.isNaN(t)) {
                    values.add(t);
                    values.add(Math.nextDown(t));
                }
            }
            for (int k = 1; k <= 255; k++) {
                float t = MASK8.threshold(k);
                values.add(t);
                values.add(Math.nextDown(t));
            }
            if (range == ranges.getFirst()) { // the 16-bit masks' thresholds, which do not depend on the range
                for (int k = 1; k <= 65535; k++) {
                    float t = MASK16.threshold(k);
                    values.add(t);
                    values.add(Math.nextDown(t));
                }
            }
            double span = range.max() - range.min();
            for (int i = 0; i < 20000; i++) {
                values.add(Float.intBitsToFloat(random.nextInt())); // any float, NaNs and denormals included
                values.add((float) (range.min() + (random.nextDouble() * 3 - 1) * span)); // in and around the range
                values.add(random.nextFloat() * 1.2f - 0.1f); // masks in and around [0, 1]
            }
            checked += check(range, values);
        }
        assertTrue(checked > 8 * 100_000, "values checked: " + checked);
    }

    private static List<Float> specials() {
        return List.of(Float.NaN, Float.intBitsToFloat(0xffc00000), Float.intBitsToFloat(0x7f800001),
                Float.intBitsToFloat(0xff800001), Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 0f, -0f,
                Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL, -Float.MIN_NORMAL, Float.MAX_VALUE,
                -Float.MAX_VALUE, 1f, Math.nextDown(1f), Math.nextUp(1f), 0.5f / 255, 1000f, -1000f);
    }

    /** Runs {@code values} through the GPU in batches; asserts each sample equals the Java function's. */
    private static long check(HeightRange range, List<Float> values) {
        int perBatch = BAND_WIDTH * ROWS;
        long checked = 0;
        for (int from = 0; from < values.size(); from += perBatch) {
            float[] batch = new float[Math.min(perBatch, values.size() - from)];
            for (int i = 0; i < batch.length; i++) {
                batch[i] = values.get(from + i);
            }
            checked += checkBatch(range, batch);
        }
        return checked;
    }

    private static long checkBatch(HeightRange range, float[] values) {
        // Band pixel (row, column) holds values[row * BAND_WIDTH + column] (0 past the end); the same block
        // texture cannot hold two columns' values at once, so each block gets its own texture.
        float[][] texels = {new float[BLOCK * ROWS * 4], new float[BLOCK * ROWS * 4]};
        for (int i = 0; i < values.length; i++) {
            int row = i / BAND_WIDTH;
            int column = i % BAND_WIDTH;
            int block = column < BLOCK ? 0 : 1;
            int x = column - block * BLOCK;
            int texel = ((ROWS - 1 - row) * BLOCK + x) * 4; // texture row 0 is the southernmost band row
            texels[block][texel] = values[i];
            texels[block][texel + 1] = -values[i]; // gradient channels: copied bit for bit beside the 16-bit height
            texels[block][texel + 2] = values[i] * 0.5f;
        }
        Readback floats = readBack(texels, new SampleChannels(true, true), range);
        Readback quantized = readBack(texels, new SampleChannels(true, true).quantized(range, 8), range);
        Readback wide = readBack(texels, new SampleChannels(true, true).quantized(range, 16), range);
        for (int i = 0; i < values.length; i++) {
            int at = i;
            float v = floats.floats()[i];
            assertEquals(Float.floatToRawIntBits(values[i]), Float.floatToRawIntBits(v),
                    () -> "the float readback changed value " + at + " " + values[at]);
            assertEquals(range.quantize16(v), quantized.height16()[i],
                    () -> "16-bit height of " + v + " (bits 0x" + Integer.toHexString(Float.floatToRawIntBits(v))
                            + ") in " + range);
            assertEquals(MaskSamples.unit(v, 255), quantized.mask8()[i] & 0xff,
                    () -> "8-bit mask of " + v + " (bits 0x" + Integer.toHexString(Float.floatToRawIntBits(v)) + ")");
            assertEquals(MaskSamples.unit(v, 65535), wide.mask16()[i],
                    () -> "16-bit mask of " + v + " (bits 0x" + Integer.toHexString(Float.floatToRawIntBits(v)) + ")");
            assertEquals(range.quantize16(v), wide.height16()[i]);
            assertEquals(Float.floatToRawIntBits(-values[i]), Float.floatToRawIntBits(quantized.gradX()[i]));
            assertEquals(Float.floatToRawIntBits(values[i] * 0.5f), Float.floatToRawIntBits(quantized.gradY()[i]));
        }
        return values.length;
    }

    /** Packs the two block textures into one band of {@code channels} through the packed readback. */
    private static Readback readBack(float[][] texels, SampleChannels channels, HeightRange range) {
        return gl.submit(context -> {
            List<Texture> blocks = new ArrayList<>();
            try (BandReadback readback = new BandReadback(context)) {
                for (float[] block : texels) {
                    Texture texture = Texture.create(context, BLOCK, ROWS, TextureFormat.RGBA32F);
                    texture.upload(block);
                    blocks.add(texture);
                }
                SampleBand band = SampleBand.withQuantizedPlanes(BAND_WIDTH, ROWS, List.of("m"), false);
                band.reset(0, ROWS);
                BandPlanes planes = BandPlanes.of(band, channels, 1, -1);
                readback.reserve(planes.words());
                for (int b = 0; b < blocks.size(); b++) {
                    int column = b * BLOCK;
                    for (BandPlanes.Pack pack : planes.packs()) {
                        // Outputs 0 (height and gradient) and 1 (the mask) are the same texture here.
                        readback.pack(blocks.get(b), planes, pack, 0, column, Math.min(BLOCK, BAND_WIDTH - column),
                                ROWS);
                    }
                }
                readback.finish(readback.queue(planes, 0, ROWS));
                long maskBytes = channels.masks16() ? (long) ROWS * ((BAND_WIDTH + 1) / 2) * 4
                        : (long) ROWS * ((BAND_WIDTH + 3) / 4) * 4;
                long expectedBytes = channels.readsHeight16()
                        ? (long) ROWS * (BAND_WIDTH + 1) / 2 * 4 + (long) ROWS * 2 * BAND_WIDTH * 4 + maskBytes
                        : 4L * ROWS * BAND_WIDTH * 4;
                assertEquals(expectedBytes, readback.bytesRead(), channels.toString());
                return new Readback(band.height(), band.gradX(), band.gradY(),
                        band.height16().clone(), band.mask8(0).clone(), band.mask16(0).clone());
            } finally {
                blocks.forEach(Texture::close);
            }
        }).join();
    }
}
