package org.orogen.shader.pass;

import java.util.List;
import org.orogen.graph.catalog.PortConversion;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.library.GlslSource;
import org.orogen.shader.library.NodeLibrary;

/**
 * The fixed kernel program of one pass of a {@code filter.blur} in a pass plan: a 1-D Gaussian
 * along x or y over the texture of the previous stage ({@code blur_pass.glsl} in the GLSL
 * library). Two passes, x then y, make the separable 2-D blur. The blur node's parameters live in
 * the parameter buffer like every node's, so changing the radius reuses the program; only the halo
 * changes.
 */
public final class BlurPassProgram {
    /** The GLSL helper holding the kernel. */
    public static final String LIBRARY = "blur_pass";
    /** Sampler of the texture a pass reads, and its halo uniform. */
    public static final String SOURCE = "t_source";
    public static final String SOURCE_HALO = "t_source_halo";

    private final NodeLibrary library;

    public BlurPassProgram(NodeLibrary library) {
        this.library = library;
    }

    /** The program of one pass; {@code stage} holds the blur node alone. */
    public CompiledProgram compile(ProgramGraph stage, String blurNode, boolean alongX) {
        ProgramNode n = stage.node(blurNode);
        stage.setOutputs(new OutputPlan(new InputSource.Wire(n.id(), n.definition().outputs().getFirst().name(),
                PortConversion.IDENTITY), n.ownerId(), List.of()));
        Names names = new NamePass().apply(stage, List.of());
        UniformPass.Uniforms uniforms = new UniformPass().apply(stage, names);
        GlslSource parameters = library.helper(EmitPass.PARAMETERS_LIBRARY).orElseThrow(
                () -> new IllegalStateException("the node library lacks its parameters helper"));
        GlslSource kernel = library.helper(LIBRARY).orElse(null);
        if (kernel == null) {
            stage.report(CompileDiagnostic.error(n.ownerId(), "", "library-error", "GLSL helper '" + LIBRARY
                    + "' is missing from the node library; the blur reads 0"));
            kernel = new GlslSource(LIBRARY, "vec3 ogn_blurPass(ivec2 q, sampler2D s, vec2 h, ivec2 a, float r) {\n"
                    + "    return vec3(0.0);\n}\n", List.of());
        }
        String axis = alongX ? "x" : "y";
        KernelProgramWriter kernelProgram = new KernelProgramWriter(n.ownerId(), "Gaussian blur of node " + n.id()
                + " along " + axis + " (fixed kernel program)");
        kernelProgram.output(0, "o_height", "blurred (h, dh/dx, dh/dy, 0)");
        kernelProgram.standardUniforms(uniforms);
        SourceWriter out = kernelProgram.out();
        out.line("uniform sampler2D " + SOURCE + "; // the field to blur, baked by the previous stage");
        out.line("uniform vec2 " + SOURCE_HALO + ";");
        kernelProgram.helper(parameters);
        kernelProgram.helper(kernel);
        kernelProgram.beginMain(uniforms);
        String radius = names.uniform(n.id(), StagePass.BLUR_RADIUS, "");
        String blurred = "vec4(ogn_blurPass(pixel, " + SOURCE + ", " + SOURCE_HALO + ", ivec2(" + (alongX ? "1, 0" : "0, 1")
                + "), " + radius + "), 0.0)";
        kernelProgram.store("o_height", blurred, "blur of node " + n.id());
        out.line("}");
        String hash = StructuralHash.of(stage, List.of("blur pass " + axis,
                EmitPass.PARAMETERS_LIBRARY + ":" + parameters.fingerprint(), LIBRARY + ":" + kernel.fingerprint()));
        return new CompiledProgram(out.text(), out.computeText(), uniforms.bindings(), uniforms.textures(), List.of(), out.sourceMap(),
                stage.diagnostics(), hash);
    }
}
