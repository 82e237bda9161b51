package org.orogen.measure;

/** Agreement between two fields sampled at the same points (the simulation tests and benchmarks). */
public final class Correlation {
    private Correlation() {
    }

    /** Pearson correlation of two equally long arrays (NaN when either is constant). */
    public static double pearson(float[] a, float[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("arrays of " + a.length + " and " + b.length + " values");
        }
        double ma = 0;
        double mb = 0;
        for (int i = 0; i < a.length; i++) {
            ma += a[i];
            mb += b[i];
        }
        ma /= a.length;
        mb /= b.length;
        double sab = 0;
        double saa = 0;
        double sbb = 0;
        for (int i = 0; i < a.length; i++) {
            sab += (a[i] - ma) * (b[i] - mb);
            saa += (a[i] - ma) * (a[i] - ma);
            sbb += (b[i] - mb) * (b[i] - mb);
        }
        return sab / Math.sqrt(saa * sbb);
    }
}
