package org.orogen.graph.catalog;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Mutated definition files: each gives a definition or at least one problem naming the file,
 * never another exception (a broken library file must be reported, not crash the app).
 */
class DefinitionFuzzTest {
    @Test
    void mutatedDefinitionsYieldADefinitionOrProblems() throws IOException {
        byte[] seed;
        try (InputStream in = getClass().getResourceAsStream("/org/orogen/testnodes/noise/gradient.node.json")) {
            seed = in.readAllBytes();
        }
        SplittableRandom r = new SplittableRandom(5);
        String[] junk = {"{", "}", "[", "]", ",", ":", "\"", "null", "-1e999", "true", "\"enum\"", "[]", "{}", "1e5"};
        int ok = 0;
        for (int i = 0; i < 3000; i++) {
            byte[] file = seed.clone();
            switch (i % 3) {
                case 0 -> file = java.util.Arrays.copyOf(seed, r.nextInt(seed.length));
                case 1 -> file[r.nextInt(file.length)] ^= (byte) (1 << r.nextInt(8));
                default -> {
                    String text = new String(seed, java.nio.charset.StandardCharsets.UTF_8);
                    int at = r.nextInt(text.length());
                    int end = Math.min(text.length(), at + r.nextInt(12));
                    file = (text.substring(0, at) + junk[r.nextInt(junk.length)] + text.substring(end))
                            .getBytes(java.nio.charset.StandardCharsets.UTF_8);
                }
            }
            List<String> problems = new ArrayList<>();
            Optional<NodeDefinition> d;
            try {
                d = NodeDefinitionReader.read("noise/gradient.node.json", "noise.gradient", file, problems);
            } catch (RuntimeException e) {
                throw new AssertionError("mutation " + i + " threw " + e + ":\n" + new String(file), e);
            }
            if (d.isEmpty() && problems.isEmpty()) {
                fail("mutation " + i + " gave neither a definition nor a problem");
            }
            if (problems.stream().anyMatch(p -> !p.startsWith("noise/gradient.node.json"))) {
                fail("problem without the file name: " + problems);
            }
            ok += d.isPresent() ? 1 : 0;
        }
        assertTrue(ok > 0 && ok < 3000, "both outcomes occur: " + ok);
    }
}
