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

    private static final Map<Key, EmitPass.Result> RECENT = new LinkedHashMap<>(CAPACITY, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, EmitPass.Result> eldest) {
            return size() > CAPACITY;
        }
    };

    private EmittedSources() {
    }

    /** The sources emitted for {@code key}, or null. */
    static synchronized EmitPass.Result get(Key key) {
        return RECENT.get(key);
    }

    static synchronized void put(Key key, EmitPass.Result emitted) {
        RECENT.put(key, emitted);
    }

    /** Forgets every text (tests: compile as if for the first time). */
    static synchronized void clear() {
        RECENT.clear();
    }

    static synchronized int size() {
        return RECENT.size();
    }
}
