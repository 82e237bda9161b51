package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.List;
import org.orogen.graph.catalog.PortConversion;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.library.GlslSource;
import org.orogen.shader.library.NodeLibrary;

/**
 * The program of a simulation stage of a pass plan (docs/architecture.md, "Simulation stages"):
 * it resamples the simulated domain textures (one per output of the node, baked once over the
 * whole simulation grid by the runtime) into the block plus its halo, with its own origin and
 * spacing: texel coordinate {@code u_simStart + pixel * u_simStep}, bilinear over
 * {@code texelFetch} ({@code sim_resample.glsl}). The node's parameters are the program's uniform
 * bindings (the runtime reads them for the simulation and its cache key), so a parameter change
 * reuses the program.
 */
public final class SimulationProgram {
    /** The GLSL helper holding the resampling. */
    public static final String LIBRARY = "sim_resample";
    /** Sampler of the texture the runtime bakes the simulated input into (read by the runtime only). */
    public static final String SOURCE = "t_source";
    public static final String SOURCE_HALO = "t_source_halo";
    /** Texel coordinate in the domain textures of pixel (0, 0), and per pixel (vec2 uniforms). */
    public static final String START = "u_simStart";
    public static final String STEP = "u_simStep";

    private final NodeLibrary library;

    public SimulationProgram(NodeLibrary library) {
        this.library = library;
    }

    /** Sampler uniform of the domain texture of output {@code index}. */
    public static String domainSampler(int index) {
        return "t_sim_" + index;
    }

    /** The program; {@code stage} holds the simulation node alone. */
    public CompiledProgram compile(ProgramGraph stage, String nodeId) {
        ProgramNode n = stage.node(nodeId);
        List<PortDefinition> ports = n.definition().outputs();
        List<OutputPlan.MaskOutput> rest = new ArrayList<>();
        for (PortDefinition p : ports.subList(1, ports.size())) {
            rest.add(new OutputPlan.MaskOutput(n.id() + "." + p.name(), new InputSource.Wire(n.id(), p.name(),
                    PortConversion.IDENTITY), n.ownerId()));
        }
        stage.setOutputs(new OutputPlan(new InputSource.Wire(n.id(), ports.getFirst().name(),
                PortConversion.IDENTITY), n.ownerId(), rest));
        Names names = new NamePass().apply(stage, List.of());
        UniformPass.Uniforms uniforms = new UniformPass().apply(stage, names);
        GlslSource parameters = library.helper(EmitPass.PARAMETERS_LIBRARY).orElseThrow(
                () -> new IllegalStateException("the node library lacks its parameters helper"));
        GlslSource resample = library.helper(LIBRARY).orElseThrow(
                () -> new IllegalStateException("the node library lacks its helper " + LIBRARY));
        KernelProgramWriter kernelProgram = new KernelProgramWriter(n.ownerId(), "simulation of node " + n.id()
                + " (" + n.typeId() + "), resampled from the domain");
        for (int i = 0; i < ports.size(); i++) {
            kernelProgram.output(i, i == 0 ? "o_height" : "o_mask_" + (i - 1), ports.get(i).name());
        }
        kernelProgram.standardUniforms(uniforms);
        SourceWriter out = kernelProgram.out();
        out.line("uniform vec2 " + START + ";   // domain texel coordinate of pixel (0, 0)");
        out.line("uniform vec2 " + STEP + ";    // domain texels per pixel");
        out.line("uniform sampler2D " + SOURCE + "; // the simulated input (bound by the runtime only)");
        out.line("uniform vec2 " + SOURCE_HALO + ";");
        for (int i = 0; i < ports.size(); i++) {
            out.line("uniform sampler2D " + domainSampler(i) + "; // simulated " + ports.get(i).name());
        }
        kernelProgram.helper(parameters);
        kernelProgram.helper(resample);
        kernelProgram.beginMain(uniforms);
        out.line("    vec2 t = " + START + " + vec2(pixel) * " + STEP + ";");
        for (int i = 0; i < ports.size(); i++) {
            kernelProgram.store(i == 0 ? "o_height" : "o_mask_" + (i - 1),
                    "vec4(ogn_simResample(" + domainSampler(i) + ", t), 0.0)", "simulation of node " + n.id());
        }
        out.line("}");
        String hash = StructuralHash.of(stage, List.of("simulation " + n.typeId(),
                EmitPass.PARAMETERS_LIBRARY + ":" + parameters.fingerprint(), LIBRARY + ":" + resample.fingerprint()));
        return new CompiledProgram(out.text(), out.computeText(), uniforms.bindings(), uniforms.textures(),
                rest.stream().map(OutputPlan.MaskOutput::name).toList(), out.sourceMap(), stage.diagnostics(), hash);
    }
}
