// lattice.glsl — exact arithmetic shared by the plane (position.glsl) and the sphere (planet.glsl)
// lattice splits: 12-bit quantization of frame entries and frequencies, and the exact
// accumulation of (exactly representable) products into a wrapped integer cell plus a fraction.
// Why these are exact is explained at the top of position.glsl.

// Truncates to 12 significant bits (sign, exponent and the top 11 stored mantissa bits).
float ogn_quantize(float v) {
    return uintBitsToFloat(floatBitsToUint(v) & 0xFFFFF000u);
}

// First octave's frequency (cycles per metre) for a feature scale in metres.
float ogn_baseFrequency(float scale) {
    return ogn_quantize(1.0 / scale);
}

// Next octave's frequency.
float ogn_nextFrequency(float frequency, float lacunarity) {
    return ogn_quantize(frequency * lacunarity);
}

// 2^-k as a float, built from its bits (exact; exp2 need not be exact), 0 <= k <= 126.
float ogn_inversePowerOfTwo(int k) {
    return uintBitsToFloat(uint(127 - k) << 23u);
}

// Adds an exactly representable float v to a (wrapped integer, fraction) accumulator: floor(v)
// mod 2^32 goes to `whole`, v - floor(v) to `f`. Done with integer operations on v's bits, on
// purpose: with float arithmetic (f += v - floor(v)) Mesa's optimizer re-associates the sum into
// (f + v) - floor(v), which rounds at the magnitude of v (measured: 1.4e-5 cell at 1.6e7 m), and
// GLSL 3.30 has no `precise`. Integer operations are never re-associated.
void ogn_addExact(float v, inout uint whole, inout float f) {
    uint bits = floatBitsToUint(v);
    uint biased = (bits >> 23u) & 0xFFu;
    if (biased == 0u) {
        return; // zero (or a denormal below 2^-126: nothing worth adding)
    }
    bool negative = (bits & 0x80000000u) != 0u;
    int e = int(biased) - 150;                 // |v| = m * 2^e
    uint m = (bits & 0x7FFFFFu) | 0x800000u;
    if (e >= 0) {                              // an integer: no fraction
        uint w = e < 32 ? m << uint(e) : 0u;
        whole += negative ? 0u - w : w;
    } else if (e > -24) {                      // integer part m >> -e, fraction bits below it
        int k = -e;
        uint w = m >> uint(k);
        uint fractionBits = m & ((1u << uint(k)) - 1u);
        if (negative && fractionBits != 0u) {
            whole += ~w;                       // floor(-(w + r)) = -(w + 1) = ~w (mod 2^32)
            fractionBits = (1u << uint(k)) - fractionBits;
        } else {
            whole += negative ? 0u - w : w;
        }
        f += float(fractionBits) * ogn_inversePowerOfTwo(k); // < 2^23 times 2^-k: exact
    } else {                                   // |v| < 1
        if (negative) {
            whole += 0xFFFFFFFFu;              // floor = -1
            f += 1.0 + v;                      // rounding below 2^-24 cell at most
        } else {
            f += v;
        }
    }
}
