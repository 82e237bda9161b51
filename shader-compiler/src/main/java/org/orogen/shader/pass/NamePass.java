package org.orogen.shader.pass;

import java.util.List;
import java.util.Set;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.PortDefinition;

/**
 * Allocates every generated identifier from node ids, in node id order, so names are stable
 * across compiles and readable in the generated source ({@code n_<id>_<port>} for values,
 * {@code u_<id>_<parameter>} for uniforms, {@code f_<id>} for per-instance functions,
 * {@code s_<id>_<port>} for sampled-source functions, {@code t_<id>_<port>} for the texture of a field
 * baked by an earlier stage and {@code t_<id>_<port>_halo} for its halo).
 */
public final class NamePass {
    /** Identifiers the program frame uses. */
    public static final Set<String> RESERVED = Set.of("main", "p", "o_height", "u_origin", "u_texelSize",
            "u_resolution", "u_anchor", EmitPass.HALO_UNIFORM, EmitPass.FIRST_ROW_UNIFORM,
            EmitPass.STORE_HEIGHT_UNIFORM);

    public Names apply(ProgramGraph program, List<Region> regions) {
        return apply(program, regions, List.of());
    }

    /** As {@link #apply(ProgramGraph, List)}, with more identifiers reserved (a function's parameters). */
    Names apply(ProgramGraph program, List<Region> regions, List<String> reserved) {
        Set<String> all = new java.util.HashSet<>(RESERVED);
        all.addAll(reserved);
        Names names = new Names(all);
        for (ProgramNode n : program.nodes().values()) {
            String base = Names.sanitize(n.id());
            for (PortDefinition out : n.definition().outputs()) {
                names.allocate(Names.outputKey(n.id(), out.name()), "n_" + base + "_" + out.name());
            }
            if (Definitions.hasSampledInput(n.definition())) {
                names.allocate(Names.instanceFunctionKey(n.id()), "f_" + base);
            }
            for (ParameterDefinition p : n.definition().parameters()) {
                for (String suffix : UniformPass.suffixes(p.type())) {
                    names.allocate(Names.uniformKey(n.id(), p.name(), suffix),
                            "u_" + base + "_" + p.name() + (suffix.isEmpty() ? "" : "_" + suffix));
                }
            }
        }
        for (InputSource.Stage t : StageReads.of(program)) {
            String base = "t_" + Names.sanitize(t.nodeId()) + "_" + t.port();
            names.allocate(Names.stageSamplerKey(t.nodeId(), t.port()), base);
            names.allocate(Names.stageHaloKey(t.nodeId(), t.port()), base + "_halo");
        }
        for (Region r : regions) {
            if (r.isMain()) {
                continue;
            }
            String wanted = switch (r.source()) {
                case InputSource.Wire w -> "s_" + Names.sanitize(w.nodeId()) + "_" + w.port()
                        + (w.conversion() == org.orogen.graph.catalog.PortConversion.IDENTITY ? "" : "_mask");
                case InputSource.Stage t -> "s_" + Names.sanitize(t.nodeId()) + "_" + t.port() + "_baked"
                        + (t.conversion() == org.orogen.graph.catalog.PortConversion.IDENTITY ? "" : "_mask");
                case InputSource.Constant c -> "s_constant";
            };
            names.allocate(Names.regionKey(r.key()), wanted);
        }
        return names;
    }
}
