package org.orogen.shader.pass;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.orogen.graph.catalog.ParameterDefinition;

/**
 * The program cache key: SHA-256 of a canonical description of the program's structure (nodes
 * with type, type version and parameter kinds; every input's source; the outputs) followed by the
 * generated source, which pins the library code too. Parameter values appear in neither, so
 * dragging a slider never changes the hash; any change of wiring, node type or library code does.
 */
public final class StructuralHash {
    private StructuralHash() {
    }

    /** The canonical structure description (also handy when debugging a cache miss). */
    public static String describe(ProgramGraph program) {
        StringBuilder b = new StringBuilder("orogen-program 1\n");
        for (String id : program.order()) {
            ProgramNode n = program.node(id);
            b.append("node ").append(id).append(' ').append(n.typeId()).append(" v").append(n.definition().version())
                    .append('\n');
            n.inputs().forEach((port, s) -> b.append("  in ").append(port).append(" <- ").append(s).append('\n'));
            for (ParameterDefinition p : n.definition().parameters()) {
                b.append("  param ").append(p.name()).append(' ').append(p.type().jsonName()).append('\n');
            }
        }
        OutputPlan out = program.outputs();
        b.append("height ").append(out.heightOwner()).append(" <- ").append(out.height()).append('\n');
        out.masks().forEach(m -> b.append("mask ").append(m.name()).append(" <- ").append(m.source()).append('\n'));
        return b.toString();
    }

    public static String of(ProgramGraph program, String source) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(describe(program).getBytes(StandardCharsets.UTF_8));
            sha.update("\n--\n".getBytes(StandardCharsets.UTF_8));
            sha.update(source.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java runtime", e);
        }
    }
}
