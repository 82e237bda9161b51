package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.orogen.shader.UniformValue;

/** {@link KeyDigest}: equal content, equal keys; any other value, kind or split, another key. */
class KeyDigestTest {

    private static String key(UniformValue... values) {
        KeyDigest d = new KeyDigest("stage").add("abc");
        for (UniformValue v : values) {
            d.add(v);
        }
        return d.hex();
    }

    @Test
    void equalContentGivesEqualKeysAndEveryDifferenceAnother() {
        assertEquals(key(new UniformValue.FloatValue(0.5), new UniformValue.IntValue(3)),
                key(new UniformValue.FloatValue(0.5), new UniformValue.IntValue(3)));
        Set<String> keys = new HashSet<>(List.of(
                key(new UniformValue.FloatValue(0.5)),
                key(new UniformValue.FloatValue(0.5 + Math.ulp(0.5))), // the GPU would round both alike
                key(new UniformValue.FloatValue(0.0)),
                key(new UniformValue.FloatValue(-0.0)),
                key(new UniformValue.IntValue(0)),
                key(new UniformValue.UIntValue(0)),
                key(new UniformValue.SamplerValue(0)),
                key(new UniformValue.Vec4Value(1, 2, 3, 4)),
                key(new UniformValue.Vec4Value(1, 2, 4, 3)),
                key(new UniformValue.Vec2ArrayValue(List.of(1.0, 2.0))),
                key(new UniformValue.Vec4ArrayValue(List.of(1.0, 2.0))),
                key(new UniformValue.Vec2ArrayValue(List.of(1.0, 2.0, 0.0, 0.0))),
                key()));
        assertEquals(13, keys.size(), "thirteen contents, thirteen keys");
        // Strings are length-prefixed: "ab" + "c" is not "a" + "bc".
        assertNotEquals(new KeyDigest("k").add("ab").add("c").hex(), new KeyDigest("k").add("a").add("bc").hex());
        assertNotEquals(new KeyDigest("stage").add(1L).hex(), new KeyDigest("simulation").add(1L).hex());
        // Longer than the first buffer.
        KeyDigest a = new KeyDigest("long");
        KeyDigest b = new KeyDigest("long");
        for (int i = 0; i < 1000; i++) {
            a.add(i);
            b.add(i == 999 ? -1 : i);
        }
        assertNotEquals(a.hex(), b.hex());
    }
}
