package org.orogen.shader.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class LatticeTest {

    @Test
    void quantizeKeepsTwelveSignificantBits() {
        for (float v : new float[] {1.0f / 3, 0.004f, -123.456f, 1e-6f, 7777.7f}) {
            float q = Lattice.quantize(v);
            int mantissa = (Float.floatToRawIntBits(q) & 0x7FFFFF) | 0x800000;
            assertEquals(0, Integer.numberOfTrailingZeros(mantissa) < 12 ? 1 : 0, "low 12 bits of " + q + " are zero");
            assertTrue(Math.abs(q) <= Math.abs(v) && Math.abs(v - q) <= Math.abs(v) * 0x1p-11, "truncation of " + v);
        }
    }

    /** The shader's exactness argument: a frame entry times a 12-bit anchor piece needs no rounding. */
    @Test
    void frameEntryTimesTwelveBitAnchorPieceIsExactInFloat() {
        float frequency = Lattice.baseFrequency(37.3f);
        for (int octave = 0; octave < 16; octave++) {
            Lattice.Frame g = Lattice.frame(frequency, octave, true);
            for (float entry : new float[] {g.g00(), g.g01(), g.g10(), g.g11()}) {
                for (int piece : new int[] {4095, -4096, 4001, 1, 2048 + 17}) {
                    float product = entry * piece;
                    assertEquals((double) entry * piece, product, 0.0, "octave " + octave + " entry " + entry);
                    assertEquals((double) entry * piece * 4096.0, product * 4096.0f, 0.0);
                }
            }
            frequency = Lattice.nextFrequency(frequency, 2.03f);
        }
    }

    @Test
    void rotationTableIsNearlyOrthonormalAndUnaligned() {
        for (int i = 1; i < Lattice.ROTATIONS; i++) {
            double c = Lattice.rotationCos(i), s = Lattice.rotationSin(i);
            assertEquals(1.0, c * c + s * s, 2e-3, "rotation " + i);
            assertTrue(Math.abs(s) > 0.05 && Math.abs(c) > 0.05, "rotation " + i + " is not near an axis");
        }
    }

    @Test
    void glslRotationTableEqualsJava() throws IOException {
        List<float[]> glsl = vec2Literals(resource("org/orogen/glsl/position.glsl"), "OGN_ROTATION");
        assertEquals(Lattice.ROTATIONS, glsl.size());
        for (int i = 0; i < glsl.size(); i++) {
            assertEquals(Lattice.rotationCos(i), glsl.get(i)[0], 0.0f, "cos " + i);
            assertEquals(Lattice.rotationSin(i), glsl.get(i)[1], 0.0f, "sin " + i);
        }
    }

    @Test
    void glslGradientDirectionConstantsEqualJava() throws IOException {
        String glsl = resource("org/orogen/glsl/noise.glsl");
        Matcher a = Pattern.compile("OGN_GRADIENT_A = vec2\\(([-0-9.]+), ([-0-9.]+)\\)").matcher(glsl);
        Matcher b = Pattern.compile("OGN_GRADIENT_B = vec2\\(([-0-9.]+), ([-0-9.]+)\\)").matcher(glsl);
        assertTrue(a.find() && b.find(), "direction constants not found in noise.glsl");
        assertEquals(GradientNoise.A_X, Float.parseFloat(a.group(1)), 0.0f);
        assertEquals(GradientNoise.A_Y, Float.parseFloat(a.group(2)), 0.0f);
        assertEquals(GradientNoise.B_X, Float.parseFloat(b.group(1)), 0.0f);
        assertEquals(GradientNoise.B_Y, Float.parseFloat(b.group(2)), 0.0f);
    }

    @Test
    void topFourHashBitsSelectSixteenEvenlySpacedUnitDirections() {
        boolean[] seen = new boolean[16];
        for (int k = 0; k < 16; k++) {
            double[] d = GradientNoise.direction(k << 28 | 0x0ABCDEF);
            assertEquals(1.0, Math.hypot(d[0], d[1]), 1e-7);
            double turns = Math.atan2(d[1], d[0]) / (2 * Math.PI) * 16 - 0.5;
            long slot = Math.round(turns);
            assertEquals(slot, turns, 1e-6, "direction " + k + " is at a (k + 1/2) * 22.5 degree angle");
            seen[(int) Math.floorMod(slot, 16)] = true;
        }
        for (int i = 0; i < 16; i++) {
            assertTrue(seen[i], "direction slot " + i + " is never chosen");
        }
    }

    @Test
    void locateSplitsIntoWrappedCellAndFraction() {
        Lattice.Frame unit = new Lattice.Frame(1f, 0f, 0f, 1f);
        Lattice.Point p = Lattice.locate(-2.25, 4_294_967_296.0 + 3.5, unit, 0, 0);
        assertEquals(-3, p.cellX());
        assertEquals(0.75, p.fx(), 0.0);
        assertEquals(3, p.cellY(), "cells wrap modulo 2^32");
        assertEquals(0.5, p.fy(), 0.0);
    }

    static String resource(String path) throws IOException {
        try (InputStream in = LatticeTest.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IOException("missing resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static List<float[]> vec2Literals(String source, String arrayName) {
        int start = source.indexOf(arrayName + "[16] = vec2[16](");
        assertTrue(start >= 0, arrayName + " not found");
        String body = source.substring(start, source.indexOf(");", start));
        Matcher m = Pattern.compile("vec2\\(([-0-9.]+), ([-0-9.]+)\\)").matcher(body);
        List<float[]> out = new ArrayList<>();
        while (m.find()) {
            out.add(new float[] {Float.parseFloat(m.group(1)), Float.parseFloat(m.group(2))});
        }
        return out;
    }
}
