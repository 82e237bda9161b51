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

// ogn_addExact for the plane's lattice products. GLSL 4.00 and later have `precise`, which forbids
// the re-association above: where OGN_EXACT_BY_FLOAT is defined (the compiler's compute programs,
// GLSL 4.30) a normal |v| < 2^31, every product of a real frame and anchor, takes floor, difference
// and conversion, about a third of the instructions; the rest, and fragment programs (GLSL 3.30),
// take ogn_addExact. Both ways are exact, so they give the same bits. Sphere
// programs keep ogn_addExact: with this path a blue_planet export took 1.7x as long on the H200 and
// wrote other bits, most likely because `precise` also binds the operations that built v, and a
// sphere's frames are sums of products the driver otherwise fuses.
void ogn_addExactProduct(float v, inout uint whole, inout float f) {
#ifdef OGN_EXACT_BY_FLOAT
    float magnitude = abs(v);
    if (magnitude >= 1.17549435e-38 && magnitude < 2147483648.0) {
        precise float below = floor(v);
        precise float fraction = v - below;   // exact: below <= v < below + 1
        precise float sum = f + fraction;
        whole += uint(int(below));           // exact below 2^31; wraps mod 2^32 as the bits do
        f = sum;
        return;
    }
#endif
    ogn_addExact(v, whole, f);
}
