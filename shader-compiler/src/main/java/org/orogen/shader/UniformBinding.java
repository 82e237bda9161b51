package org.orogen.shader;

import java.util.Objects;

/**
 * One node parameter of a compiled program and where it lives. Every parameter except an image's
 * sampler is a run of 32-bit words in the program's one parameter buffer
 * ({@value CompiledProgram#PARAMETERS_UNIFORM}, docs/architecture.md "Compiled program"), starting
 * at {@link #offset()}; the generated {@code ogn_loadParameters()} copies it into a plain global
 * variable named {@link #name()}. A PATH parameter's sampler is a real {@code sampler2D} uniform
 * ({@link #offset()} is {@link #NO_OFFSET}). Names and offsets depend only on node ids, node types
 * and parameter names, so a program can be reused for every graph with the same structural hash;
 * {@link #value()} is the value in the graph that was compiled (recompiling after a parameter
 * change is cheap and gives the new values without changing the source).
 *
 * @param name      the GLSL name ({@code u_<id>_<parameter>[_suffix]}): a global variable, or the
 *                  sampler uniform
 * @param glslType  the GLSL type as declared ({@code float}, {@code int}, {@code bool},
 *                  {@code uint}, {@code vec4}, {@code vec2[16]}, {@code sampler2D})
 * @param nodeId    the node (namespaced {@code subgraphNode/innerNode} inside subgraphs)
 * @param parameter the node parameter
 * @param value     the value to upload
 * @param offset    the first word in the parameter buffer, or {@link #NO_OFFSET} for a sampler
 */
public record UniformBinding(String name, String glslType, String nodeId, String parameter, UniformValue value,
                             int offset) {
    /** The offset of a binding that is not in the parameter buffer (a sampler). */
    public static final int NO_OFFSET = -1;

    public UniformBinding {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(glslType, "glslType");
        Objects.requireNonNull(nodeId, "nodeId");
        Objects.requireNonNull(parameter, "parameter");
        Objects.requireNonNull(value, "value");
        if (offset < NO_OFFSET || (offset == NO_OFFSET) != glslType.startsWith("sampler")) {
            throw new IllegalArgumentException("offset " + offset + " for " + glslType + " " + name
                    + ": samplers have none, everything else a word offset >= 0");
        }
    }

    /** The number of 32-bit words this binding occupies in the parameter buffer (0 for a sampler). */
    public int words() {
        return words(glslType);
    }

    /**
     * Words of a value of this GLSL type: 1 for {@code float}, {@code int}, {@code bool} and
     * {@code uint}, 4 for {@code vec4}, 2 per element for {@code vec2[n]}, 4 per element for {@code vec4[n]}, 0 for samplers.
     */
    public static int words(String glslType) {
        return switch (glslType) {
            case "float", "int", "bool", "uint" -> 1;
            case "vec4" -> 4;
            default -> {
                if (glslType.startsWith("vec2[") && glslType.endsWith("]")) {
                    yield 2 * Integer.parseInt(glslType.substring(5, glslType.length() - 1));
                }
                if (glslType.startsWith("vec4[") && glslType.endsWith("]")) {
                    yield 4 * Integer.parseInt(glslType.substring(5, glslType.length() - 1));
                }
                if (glslType.startsWith("sampler")) {
                    yield 0;
                }
                throw new IllegalArgumentException("no parameter layout for GLSL type " + glslType);
            }
        };
    }

    /** Whether this binding is stored in the parameter buffer (everything but samplers). */
    public boolean inBuffer() {
        return offset != NO_OFFSET;
    }
}
