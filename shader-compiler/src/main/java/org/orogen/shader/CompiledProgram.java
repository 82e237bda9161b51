package org.orogen.shader;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of compiling a graph: one fragment shader and everything the runtime needs to run it.
 *
 * <p>Fragment outputs: {@code location = 0} is {@code o_height} = (h, dh/dx, dh/dy, 0); location
 * {@code 1 + i} is the i-th entry of {@link #maskNames()} (sorted by name) with the same layout.
 * The vertex shader is the fixed {@code org/orogen/glsl/fullscreen.vert}.
 *
 * <p>Node parameters are not one uniform each (a big graph would exceed the driver's uniform
 * limits): they are 32-bit words in one buffer texture, {@value #PARAMETERS_UNIFORM}
 * ({@code usamplerBuffer}, R32UI), at the offsets of {@link #uniforms()}; the runtime packs and
 * uploads them ({@code org.orogen.gl.ProgramUniforms}). Only image samplers remain uniforms.
 *
 * @param fragmentSource GLSL {@code #version 330 core}; byte-identical for identical graphs
 * @param uniforms       node parameter bindings, sorted by name, with their word offsets in the
 *                       parameter buffer (standard uniforms of the runtime, {@code u_texelSize}
 *                       etc., are not listed)
 * @param textures       files to load and bind, sorted by sampler uniform
 * @param maskNames      mask outputs in fragment output order (empty for a per-node preview)
 * @param sourceMap      generated lines to node ids
 * @param diagnostics    problems found; the source is still valid GLSL when there are errors
 *                       (affected values are replaced by 0)
 * @param structuralHash lower-case hex SHA-256 of the graph's structure (topology, node types and
 *                       versions, mask names, preview target, library code), not of parameter
 *                       values: the program cache key
 */
public record CompiledProgram(String fragmentSource, List<UniformBinding> uniforms, List<TextureBinding> textures,
                              List<String> maskNames, SourceMap sourceMap, List<CompileDiagnostic> diagnostics,
                              String structuralHash) {
    public CompiledProgram {
        Objects.requireNonNull(fragmentSource, "fragmentSource");
        uniforms = List.copyOf(uniforms);
        textures = List.copyOf(textures);
        maskNames = List.copyOf(maskNames);
        Objects.requireNonNull(sourceMap, "sourceMap");
        diagnostics = List.copyOf(diagnostics);
        Objects.requireNonNull(structuralHash, "structuralHash");
    }

    /** The {@code usamplerBuffer} uniform holding every node parameter as 32-bit words. */
    public static final String PARAMETERS_UNIFORM = "u_parameters";

    /** The size of the parameter buffer in 32-bit words: the end of the last binding. */
    public int parameterWords() {
        return uniforms.stream().mapToInt(u -> u.inBuffer() ? u.offset() + u.words() : 0).max().orElse(0);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(CompileDiagnostic::isError);
    }

    public Optional<UniformBinding> uniform(String nodeId, String parameter) {
        return uniforms.stream().filter(u -> u.nodeId().equals(nodeId) && u.parameter().equals(parameter)).findFirst();
    }

    /** Number of lines of the fragment source. */
    public int lineCount() {
        return (int) fragmentSource.chars().filter(c -> c == '\n').count();
    }
}
