package org.orogen.shader.reference;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The output ranges the node documentation promises. */
class NoiseRangeTest {

    @Test
    void gradientNoiseStaysInMinusOneToOneAndUsesMostOfIt() {
        double min = 0, max = 0, sumSquares = 0;
        int n = 0;
        int seed = IntegerHash.mixSeed(1);
        for (int cy = -40; cy < 40; cy++) {
            for (int cx = -40; cx < 40; cx++) {
                for (int j = 0; j < 8; j++) {
                    for (int i = 0; i < 8; i++) {
                        double v = GradientNoise.sample(cx, cy, (i + 0.5) / 8, (j + 0.5) / 8, seed).value();
                        min = Math.min(min, v);
                        max = Math.max(max, v);
                        sumSquares += v * v;
                        n++;
                    }
                }
            }
        }
        double sd = Math.sqrt(sumSquares / n);
        assertTrue(min >= -1 && max <= 1, "range [" + min + ", " + max + "]");
        assertTrue(min < -0.8 && max > 0.8, "the √2 factor should let values approach ±1: [" + min + ", " + max + "]");
        assertTrue(sd > 0.2 && sd < 0.4, "standard deviation about 0.3, got " + sd);
    }

    @Test
    void valueNoiseAndFbmStayInTheirRanges() {
        int seed = IntegerHash.mixSeed(2);
        Fbm fbm = new Fbm(100f, 50f, 6, 2f, 0.5f, true, 3);
        for (int k = 0; k < 20_000; k++) {
            double x = -500 + k * 0.0731, y = 300 - k * 0.0457;
            double fx = x - Math.floor(x), fy = y - Math.floor(y);
            double v = ValueNoise.sample((int) Math.floor(x), (int) Math.floor(y), fx, fy, seed).value();
            assertTrue(v >= -1 && v <= 1, "value noise " + v);
            double h = fbm.sample(x * 10, y * 10).value();
            assertTrue(Math.abs(h) <= 50, "fBm must stay within ±amplitude, got " + h);
        }
    }
}
