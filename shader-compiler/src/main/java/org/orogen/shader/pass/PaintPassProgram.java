package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.List;
import org.orogen.graph.catalog.PortConversion;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.library.GlslSource;
import org.orogen.shader.library.NodeLibrary;

/**
 * The fixed program of a paint layer's stage ({@code paint_pass.glsl}; docs/algorithms.md, "Paint
 * layers"): per pixel, in world space, it replays the strokes the runtime put in a storage buffer
 * (segments with their stroke's parameters, culled to the block, and a table of the segments
 * reaching each cell of {@link #CELL}² pixels) over the layer's baked inputs.
 * The strokes are data: the program depends only on which inputs are wired, so adding a stroke
 * never recompiles. Compute variant only; the fragment variant writes zeros and is never run (the
 * runtime refuses a paint stage without compute shaders, naming the node).
 */
public final class PaintPassProgram {
    /** The GLSL helper holding the replay. */
    public static final String LIBRARY = "paint_pass";
    /** Binding point of the segment storage buffer. */
    public static final int SEGMENT_BINDING = 3;
    /** Binding point of the cell table (which segments reach each cell of pixels). */
    public static final int CELL_BINDING = 4;
    /** Side of a cell of the table, in pixels of the stage. */
    public static final int CELL = 32;
    /** {@code vec2} uniform: cells of the table along x and y. */
    public static final String GRID = "u_paintGrid";
    /** {@code vec4}s per segment in the buffer. */
    public static final int VEC4_PER_SEGMENT = 3;

    private final NodeLibrary library;

    public PaintPassProgram(NodeLibrary library) {
        this.library = library;
    }

    /** Sampler uniform of the {@code k}-th distinct field the layer reads ({@link #fields}). */
    public static String sampler(int k) {
        return "t_paint" + k;
    }

    /** Halo uniform of that field's texture. */
    public static String halo(int k) {
        return sampler(k) + "_halo";
    }

    /** The distinct fields wired into the layer's inputs, in input order (height, source): one texture each. */
    public static List<StagePass.Field> fields(ProgramNode n) {
        List<StagePass.Field> fields = new ArrayList<>();
        for (PortDefinition in : n.definition().inputs()) {
            if (n.inputs().get(in.name()) instanceof InputSource.Wire w) {
                StagePass.Field f = new StagePass.Field(w.nodeId(), w.port());
                if (!fields.contains(f)) {
                    fields.add(f);
                }
            }
        }
        return fields;
    }

    /** The program; {@code stage} holds the paint node alone. */
    public CompiledProgram compile(ProgramGraph stage, String nodeId) {
        ProgramNode n = stage.node(nodeId);
        List<PortDefinition> ports = n.definition().outputs();
        List<OutputPlan.MaskOutput> rest = List.of(new OutputPlan.MaskOutput(n.id() + "." + ports.get(1).name(),
                new InputSource.Wire(n.id(), ports.get(1).name(), PortConversion.IDENTITY), n.ownerId()));
        stage.setOutputs(new OutputPlan(new InputSource.Wire(n.id(), ports.getFirst().name(),
                PortConversion.IDENTITY), n.ownerId(), rest));
        Names names = new NamePass().apply(stage, List.of());
        UniformPass.Uniforms uniforms = new UniformPass().apply(stage, names);
        GlslSource parameters = helper(EmitPass.PARAMETERS_LIBRARY);
        GlslSource read = helper("stage");
        GlslSource replay = helper(LIBRARY);
        KernelProgramWriter kernel = new KernelProgramWriter(n.ownerId(), "paint layer " + n.id()
                + " (fixed replay program, strokes in a storage buffer)");
        kernel.output(0, "o_height", ports.get(0).name());
        kernel.output(1, "o_mask_0", ports.get(1).name());
        kernel.standardUniforms(uniforms);
        SourceWriter out = kernel.out();
        out.line("uniform vec2 " + GRID + "; // cells of the segment table along x and y");
        out.line("const int OGN_PAINT_CELL = " + CELL + "; // pixels per cell side");
        out.stageLine("// (no storage buffers below OpenGL 4.3: the runtime never runs this variant)",
                "layout(std430, binding = " + SEGMENT_BINDING + ") readonly buffer PaintSegments { vec4 ogn_paintData[]; };");
        out.stageLine("",
                "layout(std430, binding = " + CELL_BINDING + ") readonly buffer PaintCells { int ogn_paintCellData[]; };");
        out.stageLine("vec4 ogn_paintSegment(int i) { return vec4(0.0); }",
                "vec4 ogn_paintSegment(int i) { return ogn_paintData[i]; }");
        out.stageLine("int ogn_paintCell(int i) { return 0; }",
                "int ogn_paintCell(int i) { return ogn_paintCellData[i]; }");
        List<StagePass.Field> fields = fields(n);
        for (int k = 0; k < fields.size(); k++) {
            out.line("uniform sampler2D " + sampler(k) + "; // " + fields.get(k) + ", baked by an earlier stage");
            out.line("uniform vec2 " + halo(k) + ";");
        }
        kernel.helper(parameters);
        kernel.helper(read);
        out.line("vec3 ogn_paintHeight(vec2 q) { return " + input(n, "height", fields) + "; }");
        out.line("vec3 ogn_paintSource(vec2 q) { return " + input(n, "source", fields) + "; }");
        kernel.helper(replay);
        kernel.beginMain(uniforms);
        out.line("    vec2 p = u_origin + (vec2(pixel) + 0.5 - 0.5 - u_halo) * u_texelSize;");
        out.line("    vec3 height;");
        out.line("    vec3 mask;");
        out.line("    ogn_paintReplay(p, pixel, ivec2(" + GRID + "), height, mask);");
        kernel.store("o_height", "vec4(height, 0.0)", "paint layer " + n.id());
        kernel.store("o_mask_0", "vec4(mask, 0.0)", "paint layer " + n.id());
        out.line("}");
        List<String> extra = new ArrayList<>(List.of("paint layer", "fields " + fields.size(),
                EmitPass.PARAMETERS_LIBRARY + ":" + parameters.fingerprint(), "stage:" + read.fingerprint(),
                LIBRARY + ":" + replay.fingerprint()));
        return new CompiledProgram(out.text(), out.computeText(), uniforms.bindings(), uniforms.textures(),
                rest.stream().map(OutputPlan.MaskOutput::name).toList(), out.sourceMap(), stage.diagnostics(),
                StructuralHash.of(stage, extra));
    }

    /** GLSL for input {@code port} at {@code q}: its baked texture, or its constant when unwired. */
    private static String input(ProgramNode n, String port, List<StagePass.Field> fields) {
        if (n.inputs().get(port) instanceof InputSource.Wire w) {
            int k = fields.indexOf(new StagePass.Field(w.nodeId(), w.port()));
            return "ogn_stageRead(" + sampler(k) + ", " + halo(k) + ", q)";
        }
        double constant = n.inputs().get(port) instanceof InputSource.Constant c ? c.value()
                : n.definition().input(port).map(PortDefinition::defaultValue).orElse(0.0);
        return GlslLiterals.constantField(constant);
    }

    private GlslSource helper(String name) {
        return library.helper(name).orElseThrow(
                () -> new IllegalStateException("the node library lacks its GLSL helper '" + name + "'"));
    }
}
