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
        super(PngWriter.open(AtomicOutputFile.create(target, group), width, height, PngPixelFormat.of(4, bits)), target, x0, width, 4,
                encoder(checked(layers), (1 << bits) - 1));
    }

    private static List<String> checked(List<String> layers) {
        if (layers.isEmpty() || layers.size() > MAX_LAYERS) {
            throw new IllegalArgumentException("A splat map takes 1 to 4 masks, got " + layers.size() + ": " + layers
                    + ". Pass at most four mask names.");
        }
        return List.copyOf(layers);
    }

    private static PixelEncoder encoder(List<String> layers, int max) {
        return (band, row, x, out, at) -> {
            int i = band.index(row, x);
            double[] w = new double[MAX_LAYERS];
            double sum = 0;
            for (int l = 0; l < layers.size(); l++) {
                float v = band.mask(layers.get(l))[i];
                w[l] = v > 0 ? Math.min(v, 1f) : 0;
                sum += w[l];
            }
            if (sum <= 0) {
                w[0] = 1;
                sum = 1;
            }
            for (int l = 0; l < MAX_LAYERS; l++) {
                out[at + l] = (int) Math.round(w[l] / sum * max);
            }
        };
    }
}
