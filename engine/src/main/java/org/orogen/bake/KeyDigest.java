package org.orogen.bake;

import java.util.List;
import org.orogen.gl.GridBlock;
import org.orogen.shader.UniformValue;

/**
 * A cache key ({@link PlanRunner}'s stage keys): a 128-bit digest of the key's content, fed as 64-bit words
 * (numbers as their bits, strings length-first, four characters a word) through MurmurHash3's x64 128-bit
 * block function and finalizer (Austin Appleby's public-domain hash). Nothing is formatted as text and no
 * cryptographic digest runs, so a key costs little even before the JIT has compiled this code: the first
 * parameter changes of a preview session, where a text key digested with SHA-256 took about 0.45 ms for a
 * 13-parameter stage. Keys only ever meet keys of this process's own stages (nothing adversarial), and two
 * different contents share a 128-bit digest with a probability of about 2^-128 a pair.
 */
final class KeyDigest {
    private static final long C1 = 0x87c37b91114253d5L;
    private static final long C2 = 0x4cf5ad432745937fL;

    private long h1 = 0x243f6a8885a308d3L;
    private long h2 = 0x13198a2e03707344L;
    private long pending;
    private boolean half;
    private long words;

    /** Starts a key of the given kind ("stage", "simulation", ...). */
    KeyDigest(String kind) {
        add(kind);
    }

    KeyDigest add(long word) {
        words++;
        if (!half) {
            pending = word;
            half = true;
        } else {
            block(pending, word);
            half = false;
        }
        return this;
    }

    /** A double's exact bits: values the GPU would round alike still make different keys (never a wrong hit). */
    KeyDigest add(double value) {
        return add(Double.doubleToRawLongBits(value));
    }

    /** The text's length, then its characters four to a word. */
    KeyDigest add(String text) {
        int n = text.length();
        add(n);
        for (int i = 0; i < n; i += 4) {
            long word = 0;
            for (int j = i; j < Math.min(n, i + 4); j++) {
                word = word << 16 | text.charAt(j);
            }
            add(word);
        }
        return this;
    }

    /** A uniform's value, after a word naming its kind (tested with instanceof: cheap before the JIT). */
    KeyDigest add(UniformValue value) {
        if (value instanceof UniformValue.FloatValue f) {
            return add(1L).add(f.value());
        } else if (value instanceof UniformValue.IntValue n) {
            return add(2L).add(n.value());
        } else if (value instanceof UniformValue.UIntValue n) {
            return add(3L).add(n.value());
        } else if (value instanceof UniformValue.Vec4Value v) {
            return add(4L).add(v.x()).add(v.y()).add(v.z()).add(v.w());
        } else if (value instanceof UniformValue.Vec2ArrayValue a) {
            return add(5L).addAll(a.xy());
        } else if (value instanceof UniformValue.Vec4ArrayValue a) {
            return add(6L).addAll(a.xyzw());
        } else if (value instanceof UniformValue.SamplerValue s) {
            return add(7L).add(s.unit());
        }
        throw new IllegalArgumentException("no key for a uniform value " + value);
    }

    /** Where a block lies and how it is sampled. */
    KeyDigest add(GridBlock block) {
        add(block.worldX()).add(block.worldY()).add(block.texelX()).add(block.texelY());
        add(block.width()).add(block.height()).add(block.firstRow());
        return block.planet() == null ? add(0L) : add(1L).add(block.planet().toString());
    }

    /** The digest of everything added, 32 hex digits. */
    String hex() {
        long a = h1;
        long b = h2;
        if (half) {
            a ^= Long.rotateLeft(pending * C1, 31) * C2;
        }
        long length = words * Long.BYTES;
        a ^= length;
        b ^= length;
        a += b;
        b += a;
        a = finish(a);
        b = finish(b);
        a += b;
        b += a;
        return hex16(a) + hex16(b);
    }

    private KeyDigest addAll(List<Double> values) {
        add(values.size());
        for (int i = 0; i < values.size(); i++) {
            add(values.get(i).doubleValue());
        }
        return this;
    }

    /** MurmurHash3 x64 128's body for one 16-byte block. */
    private void block(long k1, long k2) {
        h1 ^= Long.rotateLeft(k1 * C1, 31) * C2;
        h1 = Long.rotateLeft(h1, 27) + h2;
        h1 = h1 * 5 + 0x52dce729;
        h2 ^= Long.rotateLeft(k2 * C2, 33) * C1;
        h2 = Long.rotateLeft(h2, 31) + h1;
        h2 = h2 * 5 + 0x38495ab5;
    }

    /** MurmurHash3's 64-bit finalizer. */
    private static long finish(long k) {
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb9fe1a85ec53L;
        k ^= k >>> 33;
        return k;
    }

    private static String hex16(long v) {
        String digits = Long.toHexString(v);
        return "0".repeat(16 - digits.length()) + digits;
    }
}
