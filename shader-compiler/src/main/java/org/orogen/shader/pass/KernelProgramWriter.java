package org.orogen.shader.pass;

import java.util.Set;
import org.orogen.shader.library.GlslSource;

/**
 * The skeleton shared by the fixed kernel programs of a pass plan (a blur pass, a simulation's
 * resampling): the version and work-group lines of both variants, the standard uniforms, library
 * helpers copied in, {@code ogn_loadParameters()} and the start of {@code main} with the pixel
 * ({@code ivec2 pixel}) taken from the fragment or the invocation. Like {@link EmitPass}, it keeps
 * the fragment and compute variants line for line, so one source map serves both.
 */
final class KernelProgramWriter {
    private final SourceWriter out = new SourceWriter();
    private final String owner;

    /** A program owned by node {@code owner}, described by {@code description} in its first comment. */
    KernelProgramWriter(String owner, String description) {
        this.owner = owner;
        out.stageLine("#version 330 core", "#version 430 core");
        out.line("// Orogen pass plan: " + description + ". Do not edit: regenerate instead.");
        out.stageLine("", "layout(local_size_x = " + EmitPass.COMPUTE_GROUP + ", local_size_y = "
                + EmitPass.COMPUTE_GROUP + ") in;");
    }

    SourceWriter out() {
        return out;
    }

    /** Output {@code index}: a fragment output or an {@code rgba32f} image at the same binding. */
    void output(int index, String name, String comment) {
        out.stageLine("layout(location = " + index + ") out vec4 " + name + "; // " + comment,
                "layout(rgba32f, binding = " + index + ") uniform writeonly image2D " + name + "; // " + comment);
    }

    /** The runtime's standard uniforms and the parameter globals. */
    void standardUniforms(UniformPass.Uniforms uniforms) {
        out.line("");
        out.line("uniform vec2 u_origin;     // tile origin minus the anchor, metres (unused by kernels)");
        out.line("uniform vec2 u_texelSize;  // metres per pixel");
        out.line("uniform vec2 u_resolution; // pixels");
        out.line("uniform vec2 u_halo;       // texels drawn beyond the block on each side");
        out.line("uniform int " + EmitPass.FIRST_ROW_UNIFORM + ";     // compute: first block row dispatched");
        uniforms.declarations().forEach(out::line);
    }

    /** Copies a library helper in, marked as library text. */
    void helper(GlslSource helper) {
        out.line("");
        out.line("// ---- helper " + helper.name());
        out.block(helper.text(), Set.of(owner), "helper " + helper.name());
        out.line(EmitPass.END + "helper " + helper.name());
    }

    /** {@code ogn_loadParameters()} and the first lines of {@code main}, up to {@code ivec2 pixel}. */
    void beginMain(UniformPass.Uniforms uniforms) {
        out.line("");
        out.line("void " + EmitPass.LOAD_PARAMETERS + "() {");
        uniforms.loads().forEach(l -> out.line("    " + l));
        out.line("}");
        out.line("");
        out.line("void main() {");
        out.line("    " + EmitPass.LOAD_PARAMETERS + "();");
        out.stageLine("    ivec2 pixel = ivec2(gl_FragCoord.xy);",
                "    " + EmitPass.COMPUTE_PIXEL);
    }

    /** Writes {@code value} (a {@code vec4}) to output {@code name} at the pixel, in both variants. */
    void store(String name, String value, String what) {
        out.ownedStageLine("    " + name + " = " + value + ";", "    imageStore(" + name + ", pixel, " + value + ");",
                Set.of(owner), what);
    }
}
