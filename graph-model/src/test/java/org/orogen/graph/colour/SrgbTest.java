package org.orogen.graph.colour;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The sRGB transfer functions against IEC 61966-2-1 and at every 8- and 16-bit code boundary. */
class SrgbTest {

    /** The specification's encoding, written out independently of {@link Srgb}. */
    private static double specEncode(double l) {
        return l <= 0.0031308 ? 12.92 * l : 1.055 * Math.pow(l, 1 / 2.4) - 0.055;
    }

    @Test
    void knownValuesOfTheSpecification() {
        assertEquals(0.0, Srgb.encode(0.0), 0.0);
        assertEquals(1.0, Srgb.encode(1.0), 1e-15);
        // The two pieces meet at the knee (to the 7 digits the standard gives).
        assertEquals(0.04045, Srgb.encode(0.0031308), 1e-7);
        assertEquals(0.0031308, Srgb.decode(0.04045), 1e-7);
        // Mid grey: code 128 is 21.586 % linear; 18 % linear grey is code 118.
        assertEquals(0.2158605, Srgb.decode8(128), 1e-7);
        assertEquals(118, Srgb.quantize(0.18, 255));
        assertEquals(0.0, Srgb.encode(-0.5), 0.0, "below 0 clamps");
        assertEquals(1.0, Srgb.encode(7.0), 1e-15, "above 1 clamps");
        assertEquals(0.0, Srgb.encode(Double.NaN), 0.0, "NaN reads 0");
    }

    @Test
    void everyEightBitBoundaryRoundsToTheNearerCode() {
        for (int code = 0; code < 255; code++) {
            // The linear value whose encoding lies exactly half-way between code and code + 1.
            double boundary = Srgb.decode((code + 0.5) / 255);
            assertEquals(code, Srgb.quantize(Math.nextDown(boundary * (1 - 1e-12)), 255), "below " + code + ".5");
            assertEquals(code + 1, Srgb.quantize(boundary * (1 + 1e-12), 255), "above " + code + ".5");
            assertEquals(code, Srgb.quantize(Srgb.decode8(code), 255), "round trip of " + code);
            assertEquals(Math.round(specEncode(Srgb.decode8(code)) * 255), code);
        }
    }

    @Test
    void everySixteenBitBoundaryRoundsToTheNearerCode() {
        for (int code = 0; code < 65535; code++) {
            double boundary = Srgb.decode((code + 0.5) / 65535);
            assertEquals(code, Srgb.quantize(boundary * (1 - 1e-12), 65535), "below " + code + ".5");
            assertEquals(code + 1, Srgb.quantize(boundary * (1 + 1e-12) + 1e-300, 65535), "above " + code + ".5");
            assertEquals(code, Srgb.quantize(Srgb.decode(code / 65535.0), 65535), "round trip of " + code);
        }
    }
}
