package org.orogen.bake;

import java.awt.image.BufferedImage;
import java.awt.image.Raster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * A height map file read for a graph's image input ({@code shape.heightmap}), as the compiler's
 * texture contract asks: one float per texel, rows bottom-up (row 0 is the minimum world y, the
 * last row of a PNG). 16-bit PNG and RAW/R16 samples become [0, 1]; 8-bit PNGs too.
 *
 * @param width  texels per row
 * @param height rows
 * @param texels {@code width × height} values, bottom row first
 */
public record HeightmapImage(int width, int height, float[] texels) {

    /**
     * Reads {@code file}: {@code .png} (grayscale or the first channel of colour, 8 or 16 bit) or
     * {@code .r16}/{@code .raw} (square, unsigned 16-bit little-endian).
     *
     * @throws IOException naming the file and what is wrong with it
     */
    public static HeightmapImage read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException("Height map file " + file + " does not exist; fix the node's file parameter.");
        }
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".png")) {
            return png(file);
        }
        if (name.endsWith(".r16") || name.endsWith(".raw")) {
            return raw(file);
        }
        throw new IOException("Height map " + file + ": exports read .png, .r16 and .raw height maps; "
                + "convert it to a 16-bit PNG or R16.");
    }

    private static HeightmapImage png(Path file) throws IOException {
        BufferedImage image = ImageIO.read(file.toFile());
        if (image == null) {
            throw new IOException("Height map " + file + " is not a readable PNG.");
        }
        Raster raster = image.getRaster();
        int w = raster.getWidth();
        int h = raster.getHeight();
        float max = (float) ((1L << raster.getSampleModel().getSampleSize(0)) - 1);
        float[] texels = new float[w * h];
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            raster.getSamples(0, y, w, 1, 0, row);
            int dst = (h - 1 - y) * w;
            for (int x = 0; x < w; x++) {
                texels[dst + x] = row[x] / max;
            }
        }
        return new HeightmapImage(w, h, texels);
    }

    private static HeightmapImage raw(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        long samples = bytes.length / 2;
        int side = (int) Math.round(Math.sqrt(samples));
        if (bytes.length % 2 != 0 || (long) side * side != samples) {
            throw new IOException("Height map " + file + " has " + bytes.length + " bytes: a RAW/R16 map must be "
                    + "square 16-bit (2 x side x side bytes).");
        }
        float[] texels = new float[side * side];
        for (int y = 0; y < side; y++) {
            int dst = (side - 1 - y) * side;
            for (int x = 0; x < side; x++) {
                int i = 2 * (y * side + x);
                texels[dst + x] = ((bytes[i] & 0xff) | ((bytes[i + 1] & 0xff) << 8)) / 65535f;
            }
        }
        return new HeightmapImage(side, side, texels);
    }
}
