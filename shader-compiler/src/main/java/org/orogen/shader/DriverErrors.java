package org.orogen.shader;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns a driver's compile or link messages into diagnostics on the nodes whose code the lines
 * belong to (through the program's {@link SourceMap}). A message on a line no node owns (the
 * program's frame, or no line at all) becomes a graph-level diagnostic. Never throws.
 */
public final class DriverErrors {
    private DriverErrors() {
    }

    /**
     * @param program  the program the driver rejected
     * @param messages the parsed info log
     * @return one ERROR diagnostic per (message, node), code {@code glsl-error}
     */
    public static List<CompileDiagnostic> toDiagnostics(CompiledProgram program, List<DriverMessage> messages) {
        List<CompileDiagnostic> out = new ArrayList<>();
        for (DriverMessage m : messages) {
            List<String> nodes = m.line() > 0 ? program.sourceMap().nodesAt(m.line()) : List.of();
            String text = "the GPU driver rejected this node's shader code (generated line " + m.line() + "): "
                    + m.message().strip() + "; this is a bug in the node library, please report it with the graph";
            if (nodes.isEmpty()) {
                out.add(CompileDiagnostic.error("", "", "glsl-error", "the GPU driver rejected the generated shader"
                        + (m.line() > 0 ? " (line " + m.line() + ")" : "") + ": " + m.message().strip()));
            } else {
                for (String node : nodes) {
                    out.add(CompileDiagnostic.error(node, "", "glsl-error", text));
                }
            }
        }
        return out;
    }
}
