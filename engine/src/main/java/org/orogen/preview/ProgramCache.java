package org.orogen.preview;

import org.orogen.gl.FullscreenTriangle;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderException;
import org.orogen.gl.ShaderLogEntry;
import org.orogen.gl.ShaderProgram;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.DriverErrors;
import org.orogen.shader.DriverMessage;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Linked GL programs of compiled graphs, keyed by the compiler's structural hash (which ignores
 * parameter values): a parameter change finds its program here and only uploads uniforms; only a
 * topology change links a new one. Keeps the {@value #CAPACITY} most recently used programs, so
 * undo/redo between structures is instant too. GL thread only.
 */
final class ProgramCache implements AutoCloseable {

    static final int CAPACITY = 8;

    private final GlContext context;
    private final Map<String, ShaderProgram> programs = new LinkedHashMap<>(16, 0.75f, true);
    private final Map<String, PreviewShaderException> failures = new LinkedHashMap<>(16, 0.75f, true);
    private long builds;

    ProgramCache(GlContext context) {
        this.context = context;
    }

    /**
     * The linked program for {@code compiled}, building it on a miss.
     *
     * @throws PreviewShaderException when the driver rejects it (cached too: the same structure is
     *                                not compiled again until it changes)
     */
    ShaderProgram get(CompiledProgram compiled) {
        String key = compiled.structuralHash();
        ShaderProgram program = programs.get(key);
        if (program != null) {
            return program;
        }
        PreviewShaderException failed = failures.get(key);
        if (failed != null) {
            throw failed;
        }
        builds++;
        try {
            program = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(), compiled.fragmentSource());
        } catch (ShaderException e) {
            List<DriverMessage> messages = e.entries().stream()
                    .filter(entry -> !"warning".equals(entry.severity()))
                    .map((ShaderLogEntry entry) -> new DriverMessage(Math.max(0, entry.line()), entry.message())).toList();
            PreviewShaderException error = new PreviewShaderException("The GPU driver rejected the graph's shader ("
                    + e.stage() + "): " + firstLine(e.infoLog()), DriverErrors.toDiagnostics(compiled, messages), e);
            failures.put(key, error);
            trim(failures);
            throw error;
        }
        programs.put(key, program);
        evictOldPrograms();
        return program;
    }

    /** How many programs were compiled and linked so far (hits do not count). */
    long builds() {
        return builds;
    }

    boolean contains(String structuralHash) {
        return programs.containsKey(structuralHash);
    }

    private void evictOldPrograms() {
        Iterator<Map.Entry<String, ShaderProgram>> it = programs.entrySet().iterator();
        while (programs.size() > CAPACITY && it.hasNext()) {
            it.next().getValue().close();
            it.remove();
        }
    }

    private static void trim(Map<String, ?> map) {
        Iterator<String> it = map.keySet().iterator();
        while (map.size() > CAPACITY && it.hasNext()) {
            it.next();
            it.remove();
        }
    }

    private static String firstLine(String log) {
        String s = log.strip();
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    @Override
    public void close() {
        programs.values().forEach(ShaderProgram::close);
        programs.clear();
        failures.clear();
    }
}
