package org.orogen.shader.pass;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.ParameterType;

/**
 * The program cache key: SHA-256 of a canonical description of the program's structure (nodes
 * with type, type version and parameter kinds; every input's source; the outputs) followed by the
 * fingerprints of the library GLSL files the program contains. Together they determine the
 * generated source (names come from ids, uniforms from parameter kinds), so equal hashes mean
 * equal programs; hashing them instead of the source keeps the hash cheap. Parameter values
 * appear in neither: dragging a slider never changes the hash; any change of wiring, node type
 * or library code does.
 */
public final class StructuralHash {
    private StructuralHash() {
    }

    /** Each parameter type's {@link ParameterType#jsonName()}, computed once (it lower-cases on every call). */
    private static final Map<ParameterType, String> TYPE_NAMES = typeNames();

    private static Map<ParameterType, String> typeNames() {
        Map<ParameterType, String> names = new EnumMap<>(ParameterType.class);
        for (ParameterType t : ParameterType.values()) {
            names.put(t, t.jsonName());
        }
        return Collections.unmodifiableMap(names);
    }

    /** The canonical structure description (also handy when debugging a cache miss). */
    public static String describe(ProgramGraph program) {
        // About 300 characters a node: presized, the description is not copied as it grows.
        StringBuilder b = new StringBuilder(1024 + 320 * program.order().size()).append("orogen-program 1\n");
        for (String id : program.order()) {
            ProgramNode n = program.node(id);
            b.append("node ").append(id).append(' ').append(n.typeId()).append(" v").append(n.definition().version())
                    .append('\n');
            for (Map.Entry<String, InputSource> in : n.inputs().entrySet()) {
                b.append("  in ").append(in.getKey()).append(" <- ");
                in.getValue().describeTo(b);
                b.append(n.readsAtPoint(in.getKey()) ? " at point\n" : "\n");
            }
            if (n.invocation() instanceof Invocation.Call c) {
                b.append("  calls ").append(c.body().function()).append(" block ").append(c.block().size()).append('\n');
            }
            for (ParameterDefinition p : n.definition().parameters()) {
                b.append("  param ").append(p.name()).append(' ').append(TYPE_NAMES.get(p.type())).append('\n');
            }
        }
        OutputPlan out = program.outputs();
        b.append("height ").append(out.heightOwner()).append(" <- ").append(out.height()).append('\n');
        out.masks().forEach(m -> b.append("mask ").append(m.name()).append(" <- ").append(m.source())
                .append(m.valueOnly() ? " value\n" : "\n"));
        out.colour().ifPresent(c -> b.append("colour ").append(c.ownerId()).append(" <- ").append(c.source()).append('\n'));
        if (program.staged()) {
            b.append("stage of a pass plan\n");
        }
        return b.toString();
    }

    /** Bump when the emitter's output format changes for the same structure and library. */
    static final String EMITTER_VERSION = "emit 5";

    public static String of(ProgramGraph program, List<String> fingerprints) {
        return of(describe(program), fingerprints);
    }

    /** The hash of a program whose {@link #describe description} is {@code description}. */
    public static String of(String description, List<String> fingerprints) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(description.getBytes(StandardCharsets.UTF_8));
            sha.update(("\n" + EMITTER_VERSION + "\n" + String.join("\n", fingerprints)).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java runtime", e);
        }
    }
}
