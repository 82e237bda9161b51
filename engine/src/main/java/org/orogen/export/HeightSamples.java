package org.orogen.export;

import org.orogen.bake.HeightRange;

/** The row encoder of the 16-bit height files (PNG16, R16, RAW): {@link HeightRange#quantize16} of each height. */
final class HeightSamples {

    private HeightSamples() {
    }

    /**
     * Quantizes with {@code range}; reads the band's 16-bit heights when it holds them for that range
     * (the GPU computed exactly {@code range.quantize16}), its float heights otherwise.
     */
    static QuantizedMapFile.RowEncoder encoder(HeightRange range) {
        return (band, row, from, count, out) -> {
            int start = band.index(row, from);
            if (band.holdsHeight16(range)) {
                char[] q = band.height16();
                for (int i = 0; i < count; i++) {
                    out[i] = q[start + i];
                }
                return;
            }
            float[] h = band.height();
            for (int i = 0; i < count; i++) {
                out[i] = range.quantize16(h[start + i]);
            }
        };
    }
}
