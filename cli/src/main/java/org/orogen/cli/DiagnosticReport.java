package org.orogen.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.shader.CompileDiagnostic;

/**
 * Graph and compiler diagnostics in one list, printed as text lines
 * ({@code file:location: error [code] node n1: message}) or as a JSON array of objects with the
 * fields severity, code, source (model or compiler), file, location, node, port and message.
 */
final class DiagnosticReport {

    /** One printable problem. */
    record Entry(String severity, String code, String source, String file, String location, String node,
                 String port, String message) {
    }

    private final List<Entry> entries = new ArrayList<>();

    DiagnosticReport addModel(List<Diagnostic> diagnostics) {
        for (Diagnostic d : diagnostics) {
            entries.add(new Entry(d.severity().name().toLowerCase(Locale.ROOT), d.code(), "model", d.file(),
                    d.location(), d.nodeId(), d.port(), d.message()));
        }
        return this;
    }

    DiagnosticReport addCompiler(String file, List<CompileDiagnostic> diagnostics) {
        for (CompileDiagnostic d : diagnostics) {
            entries.add(new Entry(d.severity().name().toLowerCase(Locale.ROOT), d.code(), "compiler", file, null,
                    d.nodeId().isEmpty() ? null : d.nodeId(), d.port().isEmpty() ? null : d.port(), d.message()));
        }
        return this;
    }

    List<Entry> entries() {
        return entries;
    }

    long errorCount() {
        return entries.stream().filter(e -> e.severity().equals("error")).count();
    }

    void printText(PrintStream out) {
        for (Entry e : entries) {
            StringBuilder line = new StringBuilder();
            if (e.file() != null) {
                line.append(e.file());
                if (e.location() != null && !e.location().isEmpty()) {
                    line.append(':').append(e.location());
                }
                line.append(": ");
            }
            line.append(e.severity()).append(" [").append(e.code()).append(']');
            if (e.node() != null) {
                line.append(" node ").append(e.node());
                if (e.port() != null) {
                    line.append('.').append(e.port());
                }
            }
            line.append(": ").append(e.message());
            out.println(line);
        }
    }

    void printJson(PrintStream out) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Entry e : entries) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("severity", e.severity());
            m.put("code", e.code());
            m.put("source", e.source());
            m.put("file", e.file());
            m.put("location", e.location());
            m.put("node", e.node());
            m.put("port", e.port());
            m.put("message", e.message());
            list.add(m);
        }
        try {
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(list));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Plain maps always serialize", e);
        }
    }
}
