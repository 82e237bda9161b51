package org.orogen.bake;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.orogen.gl.Texture;
import org.orogen.graph.validation.Diagnostic;

/**
 * Results of pass-plan stages kept on the GPU between bakes (the preview): each entry is one
 * stage's output textures for one block, under a key made of the stage's structural hash, the
 * parameter values of the stage and of every stage upstream of it, its image inputs and the block
 * with its halo ({@link PlanRunner}). Least recently used entries are evicted to stay within a
 * byte budget. A parameter drag downstream of a stage finds that stage's entry and does not
 * recompute it; a change upstream changes the key. GL thread only.
 */
public final class StageCache implements AutoCloseable {
    private final long budgetBytes;
    private final Map<String, List<Texture>> entries = new LinkedHashMap<>(16, 0.75f, true);
    /** Diagnostics that came with an entry (a simulation's problems), dropped with it. */
    private final Map<String, List<Diagnostic>> notes = new HashMap<>();
    private long bytes;
    private long hits;
    private long misses;
    private long evictions;

    /** A cache holding at most {@code budgetBytes} of textures. */
    public StageCache(long budgetBytes) {
        if (budgetBytes < 0) {
            throw new IllegalArgumentException("The budget must be >= 0 bytes, got " + budgetBytes);
        }
        this.budgetBytes = budgetBytes;
    }

    /** The textures stored under {@code key} (now most recently used), or null. */
    public List<Texture> get(String key) {
        List<Texture> hit = entries.get(key);
        if (hit == null) {
            misses++;
        } else {
            hits++;
        }
        return hit;
    }

    /**
     * Stores {@code textures} under {@code key}, evicting least recently used entries that are not
     * in {@code inUse} until the budget holds. Returns false (and stores nothing) when they do not
     * fit even then: the caller keeps ownership and closes them.
     */
    public boolean put(String key, List<Texture> textures, Set<String> inUse) {
        long size = sizeOf(textures);
        Iterator<Map.Entry<String, List<Texture>>> it = entries.entrySet().iterator();
        while (bytes + size > budgetBytes && it.hasNext()) {
            Map.Entry<String, List<Texture>> e = it.next();
            if (inUse.contains(e.getKey())) {
                continue;
            }
            it.remove();
            notes.remove(e.getKey());
            bytes -= sizeOf(e.getValue());
            e.getValue().forEach(Texture::close);
            evictions++;
        }
        if (bytes + size > budgetBytes) {
            return false;
        }
        List<Texture> old = entries.put(key, List.copyOf(textures));
        notes.remove(key);
        if (old != null) {
            bytes -= sizeOf(old);
            old.forEach(Texture::close);
        }
        bytes += size;
        return true;
    }

    /** Keeps {@code diagnostics} with the entry under {@code key} (nothing when there is none). */
    public void note(String key, List<Diagnostic> diagnostics) {
        if (entries.containsKey(key) && !diagnostics.isEmpty()) {
            notes.put(key, List.copyOf(diagnostics));
        }
    }

    /** The diagnostics kept with the entry under {@code key}; empty when none. */
    public List<Diagnostic> notes(String key) {
        return notes.getOrDefault(key, List.of());
    }

    private static long sizeOf(List<Texture> textures) {
        long size = 0;
        for (Texture t : textures) {
            size += (long) t.floatCount() * Float.BYTES;
        }
        return size;
    }

    /** Bytes of textures held. */
    public long bytes() {
        return bytes;
    }

    public long budgetBytes() {
        return budgetBytes;
    }

    public int size() {
        return entries.size();
    }

    /** Lookups that found an entry. */
    public long hits() {
        return hits;
    }

    /** Lookups that found none (the stage was computed). */
    public long misses() {
        return misses;
    }

    /** Entries dropped to stay within the budget. */
    public long evictions() {
        return evictions;
    }

    /** Drops every entry. */
    public void clear() {
        entries.values().forEach(list -> list.forEach(Texture::close));
        entries.clear();
        notes.clear();
        bytes = 0;
    }

    @Override
    public void close() {
        clear();
    }
}
