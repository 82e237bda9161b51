package org.orogen.shader;

import java.util.LinkedHashMap;
import java.util.Map;
import org.orogen.graph.Domain;
import org.orogen.shader.library.NodeLibrary;
import org.orogen.shader.pass.EmitPass;

/**
 * The generated sources of the programs compiled last, by structure: a parameter change recompiles the graph,
 * and its program's text is the one emitted before. The structural description and the domain determine the
 * text (as they determine the program cache's hash: {@link org.orogen.shader.pass.StructuralHash}), so a
 * recompile with other values reuses it and only the uniforms' values are computed again. Writing the text
 * is most of a small graph's compile while the JIT has not optimised the compiler yet. Holds the last
 * {@value #CAPACITY} (least recently used out); any thread.
 */
final class EmittedSources {
    static final int CAPACITY = 16;

    /** What the text depends on: the node library, the structural description and the domain. */
    record Key(NodeLibrary library, String structure, Domain domain) {
    }

    /**
     * The emitted text and the program's structural hash: the hash is a function of the structure (in the key)
     * and the library fingerprints the text holds, so it is kept with the text rather than computed again
     * (SHA-256 over the whole description) on every parameter change.
     */
    record Sources(EmitPass.Result emitted, String hash) {
    }

    private static final Map<Key, Sources> RECENT = new LinkedHashMap<>(CAPACITY, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Sources> eldest) {
            return size() > CAPACITY;
        }
    };

    private EmittedSources() {
    }

    /** The sources emitted for {@code key}, or null. */
    static synchronized Sources get(Key key) {
        return RECENT.get(key);
    }

    static synchronized void put(Key key, Sources entry) {
        RECENT.put(key, entry);
    }

    /** Forgets every text (tests: compile as if for the first time). */
    static synchronized void clear() {
        RECENT.clear();
    }

    static synchronized int size() {
        return RECENT.size();
    }
}
