package org.orogen.shader;

import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.orogen.graph.Domain;

/**
 * The result of compiling a graph: one fragment shader and everything the runtime needs to run it.
 *
 * <p>Fragment outputs: {@code location = 0} is {@code o_height} = (h, dh/dx, dh/dy, 0); location
 * {@code 1 + i} is the i-th entry of {@link #maskNames()} (sorted by name) with the same layout;
 * when {@link #hasColour()}, location {@code 1 + maskNames().size()} is {@code o_colour} =
 * (r, g, b, 1), linear RGB.
 * The vertex shader is the fixed {@code org/orogen/glsl/fullscreen.vert}.
 *
 * <p>Node parameters are not one uniform each (a big graph would exceed the driver's uniform
 * limits): they are 32-bit words in one buffer texture, {@value #PARAMETERS_UNIFORM}
 * ({@code usamplerBuffer}, R32UI), at the offsets of {@link #uniforms()}; the runtime packs and
 * uploads them ({@code org.orogen.gl.ProgramUniforms}). Only image samplers remain uniforms.
 *
 * <p>The compute variant computes the same values for contexts with OpenGL 4.3: outputs are
 * images at image unit 0 (height) and {@code 1 + i} (masks), {@code rgba32f} except the
 * {@link #valueOutputs()}, which are {@code r32f}; one invocation per
 * pixel of the {@code u_resolution} block in {@code EmitPass.COMPUTE_GROUP}² work groups. Its lines
 * correspond one to one with the fragment source's, so {@link #sourceMap()} and
 * {@link DriverErrors} serve both.
 *
 * @param fragmentSource GLSL {@code #version 330 core}; byte-identical for identical graphs
 * @param computeSource  GLSL {@code #version 430 core} compute shader with the same body, or empty
 *                       when there is none (the runtime then uses the fragment source)
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
 * @param hasColour      whether the program writes a colour output after the masks
 * @param domain         the graph's domain: a sphere program is placed with {@code GridBlock.onPlanet}
 *                       (its pixels are map pixels; see {@code org/orogen/glsl/planet.glsl})
 * @param heightCopy     for a stage whose height output is an earlier stage's field read at the pixel:
 *                       that field's texture. The compute variant stores the height only when its int
 *                       uniform {@code u_storeHeight} is 1; at 0 the runtime copies the texels into the
 *                       height output instead (where image stores are slow). The fragment source always
 *                       writes it. Empty otherwise
 * @param valueOutputs   the outputs (1 + i for mask i) that hold a value alone, no gradient: a graph's
 *                       {@code output.mask} masks. The compute variant declares them {@code r32f} images
 *                       and the runtime gives them one-channel (R32F) textures, a quarter of the bytes
 *                       to store and read back; every other output is RGBA32F (value, d/dx, d/dy, 0)
 */
public record CompiledProgram(String fragmentSource, String computeSource, List<UniformBinding> uniforms, List<TextureBinding> textures,
                              List<String> maskNames, SourceMap sourceMap, List<CompileDiagnostic> diagnostics,
                              String structuralHash, boolean hasColour, Domain domain, Optional<HeightCopy> heightCopy,
                              Set<Integer> valueOutputs) {

    /**
     * The baked texture a compute variant's height output can be copied from: texel (i + halo, j + halo)
     * of {@code sampler} is the height of block pixel (i, j).
     *
     * @param sampler     the texture's sampler uniform (a {@code FieldInputs} sampler name)
     * @param haloUniform its halo uniform (a {@code FieldInputs} vector)
     */
    public record HeightCopy(String sampler, String haloUniform) {
        public HeightCopy {
            Objects.requireNonNull(sampler, "sampler");
            Objects.requireNonNull(haloUniform, "haloUniform");
        }
    }

    public CompiledProgram {
        Objects.requireNonNull(domain, "domain");
        Objects.requireNonNull(heightCopy, "heightCopy");
        Objects.requireNonNull(fragmentSource, "fragmentSource");
        Objects.requireNonNull(computeSource, "computeSource");
        uniforms = List.copyOf(uniforms);
        textures = List.copyOf(textures);
        maskNames = List.copyOf(maskNames);
        Objects.requireNonNull(sourceMap, "sourceMap");
        diagnostics = List.copyOf(diagnostics);
        Objects.requireNonNull(structuralHash, "structuralHash");
        // Sorted, so that printing a program shows the same order on every JVM (Set.copyOf's order varies).
        valueOutputs = Collections.unmodifiableSortedSet(new TreeSet<>(valueOutputs));
        int outputs = 1 + maskNames.size() + (hasColour ? 1 : 0);
        for (int o : valueOutputs) {
            if (o < 1 || o > maskNames.size()) {
                throw new IllegalArgumentException("Only masks (outputs 1 to " + maskNames.size() + " of " + outputs
                        + ") can hold a value alone, got output " + o);
            }
        }
    }

    /** A program whose outputs all hold a value and its gradient (RGBA32F). */
    public CompiledProgram(String fragmentSource, String computeSource, List<UniformBinding> uniforms,
                           List<TextureBinding> textures, List<String> maskNames, SourceMap sourceMap,
                           List<CompileDiagnostic> diagnostics, String structuralHash, boolean hasColour,
                           Domain domain, Optional<HeightCopy> heightCopy) {
        this(fragmentSource, computeSource, uniforms, textures, maskNames, sourceMap, diagnostics, structuralHash,
                hasColour, domain, heightCopy, Set.of());
    }

    /** Whether output {@code output} (0 height, 1 + i mask i) holds a value alone ({@link #valueOutputs}). */
    public boolean valueOnly(int output) {
        return valueOutputs.contains(output);
    }

    /** A program whose compute variant stores its height itself. */
    public CompiledProgram(String fragmentSource, String computeSource, List<UniformBinding> uniforms,
                           List<TextureBinding> textures, List<String> maskNames, SourceMap sourceMap,
                           List<CompileDiagnostic> diagnostics, String structuralHash, boolean hasColour,
                           Domain domain) {
        this(fragmentSource, computeSource, uniforms, textures, maskNames, sourceMap, diagnostics, structuralHash,
                hasColour, domain, Optional.empty());
    }

    /** A program of a plane graph. */
    public CompiledProgram(String fragmentSource, String computeSource, List<UniformBinding> uniforms,
                           List<TextureBinding> textures, List<String> maskNames, SourceMap sourceMap,
                           List<CompileDiagnostic> diagnostics, String structuralHash, boolean hasColour) {
        this(fragmentSource, computeSource, uniforms, textures, maskNames, sourceMap, diagnostics, structuralHash,
                hasColour, Domain.PLANE);
    }

    /** The {@code usamplerBuffer} uniform holding every node parameter as 32-bit words. */
    public static final String PARAMETERS_UNIFORM = "u_parameters";

    /** The size of the parameter buffer in 32-bit words: the end of the last binding. */
    public int parameterWords() {
        return uniforms.stream().mapToInt(u -> u.inBuffer() ? u.offset() + u.words() : 0).max().orElse(0);
    }

    /** A program without a compute variant (it always runs on the fragment path). */
    public CompiledProgram(String fragmentSource, List<UniformBinding> uniforms, List<TextureBinding> textures,
                           List<String> maskNames, SourceMap sourceMap, List<CompileDiagnostic> diagnostics,
                           String structuralHash) {
        this(fragmentSource, "", uniforms, textures, maskNames, sourceMap, diagnostics, structuralHash, false);
    }

    /** A program without a colour output. */
    public CompiledProgram(String fragmentSource, String computeSource, List<UniformBinding> uniforms,
                           List<TextureBinding> textures, List<String> maskNames, SourceMap sourceMap,
                           List<CompileDiagnostic> diagnostics, String structuralHash) {
        this(fragmentSource, computeSource, uniforms, textures, maskNames, sourceMap, diagnostics, structuralHash, false);
    }

    /** Outputs in all: the height, the masks and the colour when there is one. */
    public int outputCount() {
        return 1 + maskNames.size() + (hasColour ? 1 : 0);
    }

    /** Whether there is a compute variant. */
    public boolean hasComputeSource() {
        return !computeSource.isEmpty();
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(CompileDiagnostic::isError);
    }

    /** The same program with other bindings (the same names, types and offsets holding other values). */
    public CompiledProgram withUniforms(List<UniformBinding> newUniforms) {
        return new CompiledProgram(fragmentSource, computeSource, newUniforms, textures, maskNames, sourceMap,
                diagnostics, structuralHash, hasColour, domain, heightCopy, valueOutputs);
    }

    public Optional<UniformBinding> uniform(String nodeId, String parameter) {
        return uniforms.stream().filter(u -> u.nodeId().equals(nodeId) && u.parameter().equals(parameter)).findFirst();
    }

    /** Number of lines of the fragment source. */
    public int lineCount() {
        return (int) fragmentSource.chars().filter(c -> c == '\n').count();
    }
}
