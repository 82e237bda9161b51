package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.orogen.bake.SampleBand;

/**
 * RGBA splat/weight map from up to four masks (R, G, B, A in the given order; missing layers
 * are 0). Weights are normalized so the layers sum to 1 where any mask is positive; where all
 * are zero the first layer takes the whole weight, because engines expect every texel covered.
 */
public final class SplatPngFile extends QuantizedMapFile {

    /** The most layers one RGBA map holds. */
    public static final int MAX_LAYERS = 4;

    public SplatPngFile(PublishGroup group, Path target, int x0, int width, int height, List<String> layers, int bits)
            throws IOException {
        super(PngWriter.open(AtomicOutputFile.create(target, group), width, height, PngPixelFormat.of(4, bits)),
                target, x0, width, 4,
                encoder(checked(layers), (1 << bits) - 1));
    }

    private static List<String> checked(List<String> layers) {
        if (layers.isEmpty() || layers.size() > MAX_LAYERS) {
            throw new IllegalArgumentException("A splat map takes 1 to 4 masks, got " + layers.size() + ": " + layers
                    + ". Pass at most four mask names.");
        }
        return List.copyOf(layers);
    }

    private static RowEncoder encoder(List<String> layers, int max) {
        return (band, row, x0, width, out) -> {
            float[][] masks = new float[layers.size()][];
            for (int l = 0; l < masks.length; l++) {
                masks[l] = band.mask(layers.get(l));
            }
            double[] w = new double[MAX_LAYERS];
            int start = band.index(row, x0);
            for (int p = 0; p < width; p++) {
                double sum = 0;
                java.util.Arrays.fill(w, 0);
                for (int l = 0; l < masks.length; l++) {
                    float v = masks[l][start + p];
                    w[l] = v > 0 ? Math.min(v, 1f) : 0;
                    sum += w[l];
                }
                if (sum <= 0) {
                    w[0] = 1;
                    sum = 1;
                }
                for (int l = 0; l < MAX_LAYERS; l++) {
                    out[4 * p + l] = (int) Math.round(w[l] / sum * max);
                }
            }
        };
    }
}
