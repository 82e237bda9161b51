package org.orogen.shader.reference;

/**
 * How a world position (metres) becomes a noise lattice position: the frame matrix of one octave
 * (frequency times the octave's rotation), its 12-bit quantization, and the split into an integer
 * cell and a fraction. Twin of the frame helpers in {@code org/orogen/glsl/position.glsl}.
 *
 * <p><b>Why 12-bit frames.</b> The shader computes {@code G · anchor} exactly from 12-bit pieces
 * of the integer anchor (see position.glsl); a product of a 12-bit frame entry and a 12-bit
 * anchor piece has at most 24 significant bits, so it is exact in float32 whatever the compiler
 * does (FMA contraction included). Truncating frequencies to 12 significant bits changes them by
 * less than 0.025 %, which nobody can see. This class computes the frames with the same float
 * operations as the GLSL, so the reference uses bit-identical frame entries.
 */
public final class Lattice {

    /** Keeps the sign, the exponent and the top 11 stored mantissa bits: 12 significant bits. */
    private static final int QUANTIZE_MASK = 0xFFFFF000;
    /** Rotation table length: octave {@code i} uses entry {@code i % ROTATIONS}. */
    public static final int ROTATIONS = 16;
    private static final float[] COS = new float[ROTATIONS];
    private static final float[] SIN = new float[ROTATIONS];

    static {
        // Powers of the 3-4-5 rotation [[0.8, -0.6], [0.6, 0.8]]: angle atan2(3, 4) is an
        // irrational fraction of a turn, so octave lattices never line up again.
        double theta = Math.atan2(0.6, 0.8);
        for (int i = 0; i < ROTATIONS; i++) {
            COS[i] = quantize((float) Math.cos(i * theta));
            SIN[i] = quantize((float) Math.sin(i * theta));
        }
    }

    private Lattice() {
    }

    /** An octave frame: lattice = G · world, with {@code x = g00·wx + g01·wy}, {@code y = g10·wx + g11·wy}. */
    public record Frame(float g00, float g01, float g10, float g11) {
    }

    /** A lattice position: wrapped integer cell (unsigned 32-bit in an int) and fraction in [0, 1). */
    public record Point(int cellX, int cellY, double fx, double fy) {
    }

    /** Truncates a float to 12 significant bits ({@code ogn_quantize}). */
    public static float quantize(float v) {
        return Float.intBitsToFloat(Float.floatToRawIntBits(v) & QUANTIZE_MASK);
    }

    /** Cosine of octave {@code i}'s rotation, quantized (the GLSL table {@code OGN_ROTATION}). */
    public static float rotationCos(int octave) {
        return COS[Math.floorMod(octave, ROTATIONS)];
    }

    /** Sine of octave {@code i}'s rotation, quantized. */
    public static float rotationSin(int octave) {
        return SIN[Math.floorMod(octave, ROTATIONS)];
    }

    /** The first octave's frequency for a feature scale in metres ({@code ogn_baseFrequency}). */
    public static float baseFrequency(float scaleMetres) {
        return quantize(1.0f / scaleMetres);
    }

    /** The next octave's frequency ({@code ogn_nextFrequency}). */
    public static float nextFrequency(float frequency, float lacunarity) {
        return quantize(frequency * lacunarity);
    }

    /** The frame of one octave ({@code ogn_octaveFrame}); unrotated when {@code rotate} is false. */
    public static Frame frame(float frequency, int octave, boolean rotate) {
        float c = rotate ? rotationCos(octave) : 1.0f;
        float s = rotate ? rotationSin(octave) : 0.0f;
        float fc = quantize(frequency * c);
        float fs = quantize(frequency * s);
        return new Frame(fc, -fs, fs, fc);
    }

    /** The seed-derived fractional lattice offset of an octave ({@code ogn_octaveOffset}), x then y. */
    public static double[] octaveOffset(int octaveSeed) {
        IntegerHash.Pair h = IntegerHash.pcg2d(octaveSeed, IntegerHash.OFFSET_SALT);
        return new double[] {IntegerHash.unitFloat(h.x()), IntegerHash.unitFloat(h.y())};
    }

    /** Locates a world position in double precision: {@code G · w + offset}, split into cell and fraction. */
    public static Point locate(double worldX, double worldY, Frame g, double offsetX, double offsetY) {
        double x = g.g00() * (double) worldX + g.g01() * worldY + offsetX;
        double y = g.g10() * worldX + g.g11() * worldY + offsetY;
        double ix = Math.floor(x);
        double iy = Math.floor(y);
        return new Point((int) (long) ix, (int) (long) iy, x - ix, y - iy);
    }

    /** Converts a gradient per lattice cell into a gradient per metre: {@code Gᵀ · g}. */
    public static NoiseSample toWorld(NoiseSample lattice, Frame g) {
        return new NoiseSample(lattice.value(),
                g.g00() * lattice.dx() + g.g10() * lattice.dy(),
                g.g01() * lattice.dx() + g.g11() * lattice.dy());
    }
}
