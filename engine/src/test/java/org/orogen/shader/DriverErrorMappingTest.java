package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.FullscreenTriangle;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.ShaderException;
import org.orogen.gl.ShaderLogEntry;
import org.orogen.gl.ShaderProgram;
import org.orogen.shader.library.NodeLibrary;

/**
 * A node type whose GLSL the driver rejects (test fixture {@code orogen-test-nodes/broken/syntax})
 * is named by the diagnostics built from the driver's log through the source map.
 */
@ExtendWith(GlExtension.class)
class DriverErrorMappingTest {
    private static GlThread gl;

    @Test
    void brokenNodeGlslIsReportedOnThatNode() {
        NodeLibrary library = NodeLibrary.standardWith(getClass().getClassLoader(), "orogen-test-nodes");
        CompiledProgram program = new GraphCompiler(library)
                .compile(NodeShowcase.of(library.catalog().require("broken.syntax")));
        assertFalse(program.hasErrors(), program.diagnostics()::toString);
        List<ShaderLogEntry> entries = gl.submit(context -> {
            try (ShaderProgram p = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(),
                    program.fragmentSource())) {
                return List.<ShaderLogEntry>of();
            } catch (ShaderException e) {
                return e.entries();
            }
        }).join();
        assertFalse(entries.isEmpty(), "the driver must reject the broken node");
        List<DriverMessage> messages = entries.stream().map(e -> new DriverMessage(Math.max(e.line(), 0), e.message()))
                .toList();
        List<CompileDiagnostic> diagnostics = DriverErrors.toDiagnostics(program, messages);
        assertTrue(diagnostics.stream().anyMatch(d -> d.nodeId().equals(NodeShowcase.NODE)
                        && d.code().equals("glsl-error") && d.message().contains("undeclaredFactor")),
                () -> "diagnostics " + diagnostics + " from log " + entries);
        assertTrue(diagnostics.stream().noneMatch(d -> d.nodeId().startsWith("in_")),
                "the working input nodes are not blamed: " + diagnostics);
    }
}
