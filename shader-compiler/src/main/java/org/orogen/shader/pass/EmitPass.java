package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.orogen.graph.Domain;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.ParameterType;
import org.orogen.graph.catalog.PortConversion;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.catalog.PortType;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.SourceMap;
import org.orogen.shader.library.GlslSource;
import org.orogen.shader.library.GlslTemplate;
import org.orogen.shader.library.NodeLibrary;

/**
 * Writes the fragment shader and its compute variant: outputs, standard uniforms, parameter
 * globals and image samplers, shared helper files (each once, dependencies first, then by name),
 * each node type's function once (by type id), prototypes, one function per node with sampled
 * inputs (its template with {@code $FN} and {@code $SAMPLE_<port>} replaced), one function per
 * sampled region, {@code ogn_loadParameters()} and {@code main}, which loads the parameters and
 * evaluates the main region.
 *
 * <p>The compute variant ({@code #version 430 core}, {@value #COMPUTE_GROUP}² work groups) differs
 * only in its version and work-group lines, its outputs ({@code image2D}s at image units 0 (height)
 * and 1 + i (masks), written with {@code imageStore}) and the pixel line of {@code main}, which
 * derives the pixel from {@code gl_GlobalInvocationID} instead of {@code gl_FragCoord}: the same
 * position, so both give bit-identical values. It has the same line count as the fragment
 * shader, line for line, so the one source map serves both.
 */
public final class EmitPass {
    /** Helper file holding the port conversions. */
    public static final String CONVERT_LIBRARY = "convert";
    /**
     * Closes each block copied from the library ({@code // ---- helper x} ... {@code // ---- end
     * helper x}), so readers and golden tests can tell library text from generated code.
     */
    public static final String END = "// ---- end ";
    /** Helper file reading fields baked by earlier stages; included in every stage of a multi-stage plan. */
    public static final String STAGE_LIBRARY = "stage";
    /** Defined in compute programs: lattice.glsl adds exact products by {@code precise} float operations. */
    static final String EXACT_BY_FLOAT = "OGN_EXACT_BY_FLOAT";
    /** Helper file defining positions and {@code u_anchor}; always included. */
    public static final String POSITION_LIBRARY = "position";
    /** Helper file replacing {@link #POSITION_LIBRARY} in programs of sphere graphs (3D positions, double precision). */
    public static final String PLANET_LIBRARY = "planet";
    /** Helper file declaring the parameter buffer and its readers; always included. */
    public static final String PARAMETERS_LIBRARY = "parameters";
    /** The generated function copying every parameter from the buffer into its global variable. */
    public static final String LOAD_PARAMETERS = "ogn_loadParameters";
    /** Work-group side of the compute variant, invocations (8 × 8 = 64: two NVIDIA warps). */
    public static final int COMPUTE_GROUP = 8;
    /**
     * The compute variant's switch of a stage whose height is an earlier stage's field at the pixel
     * ({@code CompiledProgram.heightCopy}): 1 stores it, 0 leaves the height output to the runtime's copy.
     */
    public static final String STORE_HEIGHT_UNIFORM = "u_storeHeight";

    /**
     * A line in the compute variant of every program that reads baked fields: as written, the fields are
     * samplers; a runtime that replaces the line by {@link #STAGE_IMAGES_DEFINE} (the same line count, so
     * driver logs still map to nodes) gets them as {@code readonly rgba32f} images, to bind with
     * {@code glBindImageTexture} ({@code stage.glsl}: the same values, fetched faster by software renderers).
     */
    public static final String STAGE_IMAGES_UNDEF = "#undef OGN_STAGE_IMAGES";
    /** What a runtime puts in place of {@link #STAGE_IMAGES_UNDEF}. */
    public static final String STAGE_IMAGES_DEFINE = "#define OGN_STAGE_IMAGES";
    /** The uniform telling a plan stage its halo: texels drawn beyond the block on each side. */
    public static final String HALO_UNIFORM = "u_halo";
    /**
     * The compute variant's first dispatched row of the block ({@code uniform int}): invocation
     * (x, y) evaluates block pixel (x, y + u_firstRow), so a dispatch may skip the block's bottom rows
     * (the south rows of an export's last block row that lie past the grid) while every pixel keeps
     * the block's placement, hence its bits. The fragment variant ignores it (it draws whole blocks).
     */
    public static final String FIRST_ROW_UNIFORM = "u_firstRow";
    /**
     * The compute variant's pixel: the invocation's, moved up by {@link #FIRST_ROW_UNIFORM}; invocations
     * of work groups overhanging the block return.
     */
    public static final String COMPUTE_PIXEL = "ivec2 pixel = ivec2(gl_GlobalInvocationID.xy) + ivec2(0, "
            + FIRST_ROW_UNIFORM + "); if (any(greaterThanEqual(vec2(pixel), u_resolution))) { return; }";

    /**
     * The generated source, its compute variant, their (shared) source map and the fingerprints of
     * the library files it contains (in emission order), which with the structure description
     * determine the source.
     */
    /**
     * @param heightCopy the baked texture the compute variant's height output can be copied from (it
     *                   stores the height only while {@link #STORE_HEIGHT_UNIFORM} is 1), when the height is
     *                   an earlier stage's field read at the pixel; empty otherwise
     * @param valueOutputs the outputs written as one float, {@code r32f} images in the compute variant
     *                   ({@code CompiledProgram.valueOutputs})
     */
    public record Result(String source, String computeSource, SourceMap sourceMap, List<String> fingerprints,
                         Optional<CompiledProgram.HeightCopy> heightCopy, Set<Integer> valueOutputs) {
    }

    private final NodeLibrary library;

    public EmitPass(NodeLibrary library) {
        this.library = library;
    }

    private final List<String> fingerprints = new ArrayList<>();

    /** GLSL type of the position {@code p} every node function receives: {@code vec2} (plane) or {@code vec3} (sphere). */
    private String position = "vec2";

    public Result apply(ProgramGraph program, List<Region> regions, Names names, UniformPass.Uniforms uniforms) {
        fingerprints.clear();
        evaluations = HashMap.newHashMap(program.nodes().size());
        Domain domain = program.domain();
        position = domain.isSphere() ? "vec3" : "vec2";
        if (domain.isSphere()) {
            // the program text depends on the radius (a literal), so the structural hash must too
            fingerprints.add("domain sphere " + Double.toString(domain.radius()));
        }
        SourceWriter out = new SourceWriter(expectedLength(program));
        // Sphere programs need double precision (GLSL 4.00) in the fragment variant too.
        out.stageLine(domain.isSphere() ? "#version 400 core" : "#version 330 core", "#version 430 core");
        out.line("// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.");
        // GLSL 4.30 has `precise`: the lattice adds its exact products by float operations (lattice.glsl).
        out.stageLine("// exact lattice products by integer operations (lattice.glsl)", "#define " + EXACT_BY_FLOAT);
        out.stageLine("", "layout(local_size_x = " + COMPUTE_GROUP + ", local_size_y = " + COMPUTE_GROUP + ") in;");
        out.stageLine("layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)",
                "layout(rgba32f, binding = 0) uniform writeonly image2D o_height; // (h, dh/dx, dh/dy, 0)");
        List<OutputPlan.MaskOutput> masks = program.outputs().masks();
        for (int i = 0; i < masks.size(); i++) {
            String comment = "; // mask \"" + masks.get(i).name().replace('\n', ' ') + "\"";
            // A value-only mask is an R32F texture: a quarter of the bytes to store (image stores are the
            // dearest part of a mask stage on software renderers) and to read back.
            String format = masks.get(i).valueOnly() ? "r32f" : "rgba32f";
            out.stageLine("layout(location = " + (i + 1) + ") out vec4 " + maskOutput(i) + comment,
                    "layout(" + format + ", binding = " + (i + 1) + ") uniform writeonly image2D " + maskOutput(i)
                            + comment);
        }
        if (program.outputs().colour().isPresent()) {
            int location = masks.size() + 1;
            out.stageLine("layout(location = " + location + ") out vec4 " + COLOUR_OUTPUT + "; // (r, g, b, 1) linear",
                    "layout(rgba32f, binding = " + location + ") uniform writeonly image2D " + COLOUR_OUTPUT
                            + "; // (r, g, b, 1) linear");
        }
        out.line("");
        out.line("uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)");
        out.line("uniform vec2 u_texelSize;  // metres per pixel");
        out.line("uniform vec2 u_resolution; // pixels");
        out.line("uniform int " + FIRST_ROW_UNIFORM + ";     // compute: first block row dispatched");
        out.line("// Node parameters: globals set from u_parameters by " + LOAD_PARAMETERS + "() (parameters.glsl)");
        uniforms.declarations().forEach(out::line);
        if (program.staged()) {
            out.line("uniform vec2 u_halo;       // texels drawn beyond the block on each side (pass-plan stage)");
            if (heightCopy(program, names).isPresent()) {
                out.line("uniform int " + STORE_HEIGHT_UNIFORM + "; // compute: 1 stores the height, 0 leaves it to a copy");
            }
            List<InputSource.Stage> reads = StageReads.of(program);
            if (!reads.isEmpty()) {
                // The runtime may turn this line into STAGE_IMAGES_DEFINE (stage.glsl: how texels are fetched).
                out.stageLine("", STAGE_IMAGES_UNDEF + " // baked fields: samplers (the runtime may define it: images)");
            }
            for (InputSource.Stage t : reads) {
                String sampler = names.stageSampler(t.nodeId(), t.port());
                String comment = "; // " + t.nodeId() + "." + t.port() + " baked by an earlier stage";
                out.stageLine("uniform sampler2D " + sampler + comment, "#ifdef OGN_STAGE_IMAGES");
                out.stageLine("", "layout(rgba32f) uniform readonly image2D " + sampler + comment);
                out.stageLine("", "#else");
                out.stageLine("", "uniform sampler2D " + sampler + comment);
                out.stageLine("", "#endif");
                out.line("uniform vec2 " + names.stageHalo(t.nodeId(), t.port()) + ";");
            }
        }
        out.line("");

        Map<SubgraphBody, Set<String>> ownersByBody = new java.util.LinkedHashMap<>();
        for (ProgramNode n : program.nodes().values()) {
            if (n.invocation() instanceof Invocation.Call c) {
                for (SubgraphBody b : c.body().withCallees()) {
                    ownersByBody.computeIfAbsent(b, k -> new TreeSet<>()).add(n.ownerId());
                }
            }
        }
        Map<String, Set<String>> ownersByType = new TreeMap<>();
        for (ProgramNode n : program.nodes().values()) {
            if (n.isLibraryNode()) {
                ownersByType.computeIfAbsent(n.typeId(), k -> new TreeSet<>()).add(n.ownerId());
            }
        }
        ownersByBody.forEach((b, owners) -> b.program().nodes().values().stream().filter(ProgramNode::isLibraryNode)
                .forEach(n -> ownersByType.computeIfAbsent(n.typeId(), k -> new TreeSet<>()).addAll(owners)));
        emitHelpers(program, ownersByType, ownersByBody.keySet(), out);
        emitTypeFunctions(program, ownersByType, out);
        emitSubgraphFunctions(ownersByBody, out);
        emitPrototypes(program, regions, names, out);
        emitInstances(program, regions, names, out);
        for (Region r : regions) {
            if (!r.isMain()) {
                emitRegionFunction(program, r, names, uniforms, out);
            }
        }
        emitMain(program, regions.getFirst(), names, uniforms, out);
        return new Result(out.text(), out.computeText(), out.sourceMap(), List.copyOf(fingerprints),
                heightCopy(program, names), valueOutputs(program));
    }

    /**
     * About the length of the program's source: the library helpers always included (about 40 K characters)
     * and up to about 700 characters a node (its call lines and its share of type functions, regions and
     * parameters; layered benchmark graphs: 169 K for 200 nodes, 437 K for 600).
     */
    private static int expectedLength(ProgramGraph program) {
        return 48 * 1024 + 720 * program.nodes().size();
    }

    /** The outputs of value-only masks (1 + i for mask i): {@code r32f} images, R32F textures. */
    private static Set<Integer> valueOutputs(ProgramGraph program) {
        Set<Integer> outputs = new TreeSet<>();
        List<OutputPlan.MaskOutput> masks = program.outputs().masks();
        for (int i = 0; i < masks.size(); i++) {
            if (masks.get(i).valueOnly()) {
                outputs.add(i + 1);
            }
        }
        return outputs;
    }

    /** The colour output's name: fragment output / image after the masks. */
    static final String COLOUR_OUTPUT = "o_colour";

    /** taps.glsl's trip count that hides the count from the compiler, and the one that shows it. */
    static final String TAP_COUNT = "ogn_tap_count";
    static final String BAKED_TAP_COUNT = "ogn_baked_tap_count";
    /**
     * A template's promise that it samples its sources only at {@code p} moved along x or along y
     * (cross and forward-difference taps): evaluated at the pixel, its baked sources are read on the
     * pixel's texel row or column.
     */
    static final String AXIS_TAPS = "//! taps on axes";

    static String maskOutput(int index) {
        return "o_mask_" + index;
    }

    // ------------------------------------------------------------------ helpers

    /**
     * The baked texture a stage's height output copies: the height is an earlier stage's field read at the
     * pixel, unconverted, on a plane (a sphere program has no stages).
     */
    private static Optional<CompiledProgram.HeightCopy> heightCopy(ProgramGraph program, Names names) {
        if (program.staged() && !program.domain().isSphere()
                && program.outputs().height() instanceof InputSource.Stage t
                && t.conversion() == PortConversion.IDENTITY) {
            return Optional.of(new CompiledProgram.HeightCopy(names.stageSampler(t.nodeId(), t.port()),
                    names.stageHalo(t.nodeId(), t.port())));
        }
        return Optional.empty();
    }

    private void emitHelpers(ProgramGraph program, Map<String, Set<String>> ownersByType,
                             Set<SubgraphBody> bodies, SourceWriter out) {
        Map<String, Set<String>> ownersByHelper = new TreeMap<>();
        Map<String, GlslSource> helpers = new HashMap<>();
        List<String[]> todo = new ArrayList<>();
        todo.add(new String[] {POSITION_LIBRARY, ""});
        todo.add(new String[] {PARAMETERS_LIBRARY, ""});
        if (program.staged()) {
            todo.add(new String[] {STAGE_LIBRARY, ""});
        }
        if (usesConversion(program) || bodies.stream().anyMatch(b -> usesConversion(b.program()))) {
            todo.add(new String[] {CONVERT_LIBRARY, ""});
        }
        for (Map.Entry<String, Set<String>> e : ownersByType.entrySet()) {
            library.nodeGlsl(e.getKey()).ifPresent(g -> g.requires().forEach(r -> todo.add(new String[] {r, e.getKey()})));
        }
        while (!todo.isEmpty()) {
            String[] item = todo.removeLast();
            String name = helperFile(program, item[0]);
            Set<String> owners = ownersByHelper.computeIfAbsent(name, k -> new TreeSet<>());
            if (!item[1].isEmpty()) {
                owners.addAll(ownersByType.getOrDefault(item[1], Set.of()));
            }
            if (helpers.containsKey(name)) {
                continue;
            }
            GlslSource src = library.helper(name).orElse(null);
            if (src == null) {
                program.report(CompileDiagnostic.error(owners.isEmpty() ? "" : owners.iterator().next(), "",
                        "library-error", "GLSL helper '" + name + "' required by '" + item[1] + "' is missing from "
                                + "the node library (org/orogen/glsl/" + name + ".glsl)"));
                helpers.put(name, new GlslSource(name, "// missing helper " + name + "\n", List.of()));
                continue;
            }
            helpers.put(name, src);
            for (String r : src.requires()) {
                todo.add(new String[] {r, item[1]});
            }
        }
        for (String name : dependencyOrder(program, helpers)) {
            fingerprints.add(name + ":" + helpers.get(name).fingerprint());
            out.line("// ---- helper " + name);
            out.block(helpers.get(name).text(), ownersByHelper.getOrDefault(name, Set.of()), "helper " + name);
            out.line(END + "helper " + name);
            out.line("");
        }
    }

    /** The file of helper {@code name}: on a sphere, {@link #PLANET_LIBRARY} stands in for {@link #POSITION_LIBRARY}. */
    private static String helperFile(ProgramGraph program, String name) {
        return program.domain().isSphere() && name.equals(POSITION_LIBRARY) ? PLANET_LIBRARY : name;
    }

    /** Helpers sorted so that each comes after the helpers it requires; ties by name. */
    private static List<String> dependencyOrder(ProgramGraph program, Map<String, GlslSource> helpers) {
        Map<String, Integer> pending = new HashMap<>();
        Map<String, List<String>> dependents = new HashMap<>();
        for (GlslSource h : helpers.values()) {
            int count = 0;
            for (String required : h.requires()) {
                String r = helperFile(program, required);
                if (helpers.containsKey(r) && !r.equals(h.name())) {
                    dependents.computeIfAbsent(r, k -> new ArrayList<>()).add(h.name());
                    count++;
                }
            }
            pending.put(h.name(), count);
        }
        PriorityQueue<String> ready = new PriorityQueue<>();
        pending.forEach((name, count) -> {
            if (count == 0) {
                ready.add(name);
            }
        });
        List<String> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            String name = ready.poll();
            order.add(name);
            for (String d : dependents.getOrDefault(name, List.of())) {
                if (pending.merge(d, -1, Integer::sum) == 0) {
                    ready.add(d);
                }
            }
        }
        // Helpers in a require cycle are appended by name; the driver reports what is wrong.
        new TreeSet<>(helpers.keySet()).stream().filter(n -> !order.contains(n)).forEach(order::add);
        return order;
    }

    private static boolean usesConversion(ProgramGraph program) {
        for (ProgramNode n : program.nodes().values()) {
            for (InputSource s : n.inputs().values()) {
                if (converts(s)) {
                    return true;
                }
            }
        }
        for (InputSource s : program.outputs().sources()) {
            if (converts(s)) {
                return true;
            }
        }
        return false;
    }

    private static boolean converts(InputSource s) {
        return s instanceof InputSource.Wire w && w.conversion() != PortConversion.IDENTITY
                || s instanceof InputSource.Stage t && t.conversion() != PortConversion.IDENTITY;
    }

    // ------------------------------------------------------------------ node code

    private void emitTypeFunctions(ProgramGraph program, Map<String, Set<String>> ownersByType, SourceWriter out) {
        for (Map.Entry<String, Set<String>> e : ownersByType.entrySet()) {
            GlslSource src = library.nodeGlsl(e.getKey()).orElseThrow();
            fingerprints.add(e.getKey() + ":" + src.fingerprint());
            if (src.isTemplate()) {
                continue;
            }
            out.line("// ---- node type " + e.getKey());
            out.block(src.text(), e.getValue(), "function " + NodeLibrary.functionName(e.getKey()));
            out.line(END + "node type " + e.getKey());
            out.line("");
        }
    }

    /**
     * One function per subgraph file the program calls (callees first): its parameters read from the
     * buffer at the use's {@code base}, its nodes evaluated in order, its results written out.
     */
    private void emitSubgraphFunctions(Map<SubgraphBody, Set<String>> ownersByBody, SourceWriter out) {
        for (Map.Entry<SubgraphBody, Set<String>> e : ownersByBody.entrySet()) {
            SubgraphBody b = e.getKey();
            fingerprints.add("subgraph " + b.describe());
            Names names = b.names();
            List<String> params = new ArrayList<>();
            params.add(position + " p");
            b.arguments().forEach(a -> params.add("vec3 " + names.argument(a)));
            params.add("int " + SubgraphBody.BASE);
            b.results().keySet().forEach(r -> params.add("out vec3 " + names.result(r)));
            int first = out.nextLine();
            out.line("// ---- subgraph " + b.file().replace('\n', ' '));
            out.line("void " + b.function() + "(" + String.join(", ", params) + ") {");
            b.uniforms().declarations().forEach(d -> out.line("    " + d));
            b.uniforms().loads().forEach(l -> out.line("    " + l));
            for (String id : b.program().order()) {
                out.line(callLine(b.program().node(id), names, b.uniforms()));
            }
            b.results().forEach((port, source) -> out.line("    " + names.result(port) + " = "
                    + expression(source, names) + ";"));
            out.line("}");
            out.attribute(first, out.nextLine() - 1, e.getValue(), "function " + b.function());
            out.line("");
        }
    }

    private void emitPrototypes(ProgramGraph program, List<Region> regions, Names names, SourceWriter out) {
        List<String> lines = new ArrayList<>();
        for (Region r : regions) {
            if (!r.isMain()) {
                lines.add("vec3 " + names.regionFunction(r) + "(" + position + " p);");
            }
        }
        for (ProgramNode n : program.nodes().values()) {
            if (isTemplate(n)) {
                lines.add(signature(names.instanceFunction(n.id()), n, position) + ";");
            }
        }
        if (!lines.isEmpty()) {
            out.line("// ---- prototypes");
            lines.forEach(out::line);
            out.line("");
        }
    }

    private void emitInstances(ProgramGraph program, List<Region> regions, Names names, SourceWriter out) {
        Map<String, Region> regionBySource = new HashMap<>();
        regions.stream().filter(r -> !r.isMain()).forEach(r -> regionBySource.put(r.key(), r));
        for (ProgramNode n : program.nodes().values()) {
            if (!isTemplate(n)) {
                continue;
            }
            // Its taps lie on the pixel's texel row and column: where it is evaluated at the pixel, a
            // baked source is read there with two fetches (ogn_stageReadOnAxis).
            boolean axisReads = library.nodeGlsl(n.typeId()).orElseThrow().text().contains(AXIS_TAPS)
                    && regions.stream().allMatch(r -> r.isMain() || !r.nodes().contains(n.id()));
            boolean onlyBakedReads = true;
            boolean samples = false;
            List<GlslTemplate.Substitution> substitutions = new ArrayList<>();
            List<String> pointReaders = new ArrayList<>();
            for (PortDefinition in : n.definition().inputs()) {
                if (in.sampled() && n.readsAtPoint(in.name())) {
                    // Read at the point: every tap returns the value the call line stored for it, so the
                    // taps that serve the gradient (which nothing reads) fold away.
                    samples = true;
                    String value = pointValue(names, n, in.name());
                    pointReaders.add("vec3 " + value + "; // " + n.id() + "." + in.name() + " at the point");
                    pointReaders.add("vec3 " + value + "At(" + position + " q) { return " + value + "; }");
                    substitutions.add(new GlslTemplate.Substitution(in.name(), value + "At"));
                } else if (in.sampled()) {
                    InputSource source = n.inputs().get(in.name());
                    Region region = regionBySource.get(Objects.toString(source));
                    samples = true;
                    boolean baked = region != null && region.nodes().isEmpty()
                            && region.source() instanceof InputSource.Stage;
                    onlyBakedReads &= baked;
                    if (baked && axisReads && region.source() instanceof InputSource.Stage t
                            && t.conversion() == PortConversion.IDENTITY) {
                        substitutions.add(new GlslTemplate.Substitution(in.name() + "(", "ogn_stageReadOnAxis("
                                + names.stageSampler(t.nodeId(), t.port()) + ", " + names.stageHalo(t.nodeId(), t.port())
                                + ", "));
                    } else {
                        substitutions.add(new GlslTemplate.Substitution(in.name(), names.regionFunction(source)));
                    }
                }
            }
            GlslTemplate template = library.nodeTemplate(n.typeId()).orElseThrow();
            String function = names.instanceFunction(n.id());
            String text;
            if (samples && onlyBakedReads) {
                // Its taps read textures an earlier stage baked: no upstream code to keep to one copy, so
                // a constant trip count lets the compiler unroll the taps and drop those whose results
                // nothing reads (a slope mask's gradient taps when only its value is written). Replaced
                // before $FN, so that a function name never takes part.
                text = template.instantiate(substitutions, GlslTemplate.FN)
                        .replace(TAP_COUNT + "(", BAKED_TAP_COUNT + "(").replace(GlslTemplate.FN, function);
            } else {
                text = template.instantiate(substitutions, function);
            }
            out.line("// ---- node " + n.id() + " (" + n.typeId() + ")");
            pointReaders.forEach(out::line);
            out.block(text, List.of(n.ownerId()), "function of node " + n.id());
            out.line(END + "node " + n.id());
            out.line("");
        }
    }

    /** The variable holding the value of {@code n}'s input {@code port}, {@link ProgramNode#readsAtPoint read at the point}. */
    private static String pointValue(Names names, ProgramNode n, String port) {
        return names.instanceFunction(n.id()) + "_" + port + "_point";
    }

    private boolean isTemplate(ProgramNode n) {
        return n.isLibraryNode() && library.nodeGlsl(n.typeId()).map(GlslSource::isTemplate).orElse(false);
    }

    /** The GLSL signature the template's {@code $FN} must have (used for its prototype). */
    private static String signature(String function, ProgramNode n, String position) {
        List<String> params = new ArrayList<>();
        params.add(position + " p");
        for (PortDefinition in : n.definition().inputs()) {
            if (!in.sampled()) {
                params.add("vec3 " + in.name());
            }
        }
        boolean hasPath = Definitions.hasPathParameter(n.definition());
        for (ParameterDefinition p : n.definition().parameters()) {
            if (hasPath && UniformPass.RECT_PARAMETERS.contains(p.name()) && p.type() == ParameterType.FLOAT) {
                continue;
            }
            switch (p.type()) {
                case STRING, STROKES -> {
                }
                case CURVE -> {
                    params.add("int " + p.name() + "Count");
                    params.add("vec2 " + p.name() + "Points[" + UniformPass.CURVE_POINTS + "]");
                }
                case RAMP -> {
                    params.add("int " + p.name() + "Mode");
                    params.add("int " + p.name() + "Count");
                    params.add("vec4 " + p.name() + "Stops[" + UniformPass.RAMP_STOPS + "]");
                }
                case PATH -> {
                    params.add("sampler2D " + p.name());
                    params.add("vec4 " + p.name() + "Rect");
                }
                default -> params.add(UniformPass.glslType(p.type()) + " " + p.name());
            }
        }
        for (PortDefinition o : n.definition().outputs()) {
            params.add("out vec3 " + o.name());
        }
        return "void " + function + "(" + String.join(", ", params) + ")";
    }

    // ------------------------------------------------------------------ evaluation

    private void emitRegionFunction(ProgramGraph program, Region r, Names names, UniformPass.Uniforms uniforms,
                                    SourceWriter out) {
        out.line("// ---- sampled source " + describe(r.source()));
        out.line("vec3 " + names.regionFunction(r) + "(" + position + " p) {");
        emitEvaluations(program, r, names, uniforms, out);
        Set<String> owners = r.source() instanceof InputSource.Wire w ? Set.of(program.node(w.nodeId()).ownerId())
                : Set.of();
        out.ownedLine("    return " + expression(r.source(), names) + ";", owners, "sampled source");
        out.line("}");
        out.line("");
    }

    private void emitMain(ProgramGraph program, Region main, Names names, UniformPass.Uniforms uniforms,
                          SourceWriter out) {
        out.line("void " + LOAD_PARAMETERS + "() {");
        uniforms.loads().forEach(l -> out.line("    " + l));
        out.line("}");
        out.line("");
        out.line("void main() {");
        out.line("    " + LOAD_PARAMETERS + "();");
        // Pixel (i, j) of a tile samples u_origin + (i, j) * u_texelSize: a tile's first row and
        // column lie exactly on its origin, so neighbouring tiles agree on shared edges.
        // The compute variant: one invocation per pixel of the u_resolution block (groups overhang
        // it), and the pixel offset gl_FragCoord.xy - 0.5 is exactly vec2(pixel) (small integers).
        // A stage of a pass plan is drawn over its block plus u_halo texels on each side.
        String halo = program.staged() ? " - u_halo" : "";
        if (program.domain().isSphere()) {
            // A planet block's world position is the integer map pixel (u_origin a whole number): the map
            // pixel becomes the surface point, its per-pixel anchor and tangent frame (planet.glsl).
            String radius = Double.toString(program.domain().radius()) + "lf";
            out.stageLine("    vec3 p = ogn_planetSetup(u_anchor + ivec2(round(u_origin + gl_FragCoord.xy - 0.5)), "
                            + radius + ");",
                    "    " + COMPUTE_PIXEL + " vec3 p = ogn_planetSetup(u_anchor + ivec2(round(u_origin + vec2(pixel))), "
                            + radius + ");");
        } else {
            out.stageLine("    vec2 p = u_origin + (gl_FragCoord.xy - 0.5" + halo + ") * u_texelSize;",
                    "    " + COMPUTE_PIXEL + " vec2 p = u_origin + (vec2(pixel) + 0.5 - 0.5" + halo + ") * u_texelSize;");
        }
        emitEvaluations(program, main, names, uniforms, out);
        OutputPlan plan = program.outputs();
        String height = "vec4(" + expression(plan.height(), names, true) + ", 0.0)";
        Set<String> heightOwners = plan.heightOwner().isEmpty() ? Set.of() : Set.of(plan.heightOwner());
        Optional<CompiledProgram.HeightCopy> copy = heightCopy(program, names);
        if (copy.isPresent()) {
            // Texels already in a texture: where RGBA32F image stores are slow (software renderers) the
            // runtime copies them instead (CompiledProgram.heightCopy) and tells the program not to store.
            out.ownedStageLine("    o_height = " + height + ";", "    if (" + STORE_HEIGHT_UNIFORM
                    + " != 0) { imageStore(o_height, pixel, " + height + "); }", heightOwners, "height output");
        } else {
            out.ownedStageLine("    o_height = " + height + ";", "    imageStore(o_height, pixel, " + height + ");",
                    heightOwners, "height output");
        }
        for (int i = 0; i < plan.masks().size(); i++) {
            OutputPlan.MaskOutput m = plan.masks().get(i);
            String mask = m.valueOnly() ? "vec4(" + expression(m.source(), names, true) + ".x, 0.0, 0.0, 0.0)"
                    : "vec4(" + expression(m.source(), names, true) + ", 0.0)";
            out.ownedStageLine("    " + maskOutput(i) + " = " + mask + ";",
                    "    imageStore(" + maskOutput(i) + ", pixel, " + mask + ");", Set.of(m.ownerId()), "mask output");
        }
        plan.colour().ifPresent(c -> {
            String colour = "vec4(" + colourExpression(c.source(), names, true) + ", 1.0)";
            out.ownedStageLine("    " + COLOUR_OUTPUT + " = " + colour + ";",
                    "    imageStore(" + COLOUR_OUTPUT + ", pixel, " + colour + ");", Set.of(c.ownerId()), "colour output");
        });
        out.line("}");
    }

    private void emitEvaluations(ProgramGraph program, Region region, Names names, UniformPass.Uniforms uniforms,
                                 SourceWriter out) {
        for (String id : region.nodes()) {
            Evaluation e = evaluations.get(id);
            if (e == null) {
                e = evaluation(program.node(id), names, uniforms);
                evaluations.put(id, e);
            }
            out.ownedLine(region.isMain() ? e.atPixel() : e.line(), e.owners(), e.what());
        }
    }

    /**
     * A node's call is the same text in every region (each region has its own p), except that main's p
     * is the pixel's own position, where baked fields are read without interpolation.
     */
    private Evaluation evaluation(ProgramNode n, Names names, UniformPass.Uniforms uniforms) {
        String line = callLine(n, names, uniforms, false);
        String atPixel = readsBakedField(n) ? callLine(n, names, uniforms, true) : line;
        return new Evaluation(line, atPixel, List.of(n.ownerId()), "evaluation of node " + n.id());
    }

    /** True when an input of the node is a field baked by an earlier stage (its call differs in main). */
    private static boolean readsBakedField(ProgramNode n) {
        for (InputSource s : n.inputs().values()) {
            if (s instanceof InputSource.Stage) {
                return true;
            }
        }
        return false;
    }

    /**
     * A node's evaluation line in sampled regions and in main, with its source-map owners and description:
     * made once, written in every region holding the node.
     */
    private record Evaluation(String line, String atPixel, List<String> owners, String what) {
    }

    /** Each node's evaluation by id. */
    private Map<String, Evaluation> evaluations = new HashMap<>();

    private String callLine(ProgramNode n, Names names, UniformPass.Uniforms uniforms) {
        return callLine(n, names, uniforms, false);
    }

    /** {@code atPixel}: the call is in main, whose {@code p} is the pixel's position ({@link #expression}). */
    private String callLine(ProgramNode n, Names names, UniformPass.Uniforms uniforms, boolean atPixel) {
        if (n.invocation() instanceof Invocation.Argument a) {
            return "    vec3 " + names.output(n.id(), ModelNodeTypes.INPUT_OUTPUT) + " = " + names.argument(a.name()) + ";";
        }
        StringBuilder b = new StringBuilder(256).append("    ");
        for (PortDefinition in : n.definition().inputs()) {
            if (in.sampled() && n.readsAtPoint(in.name())) {
                b.append(pointValue(names, n, in.name())).append(" = ")
                        .append(expression(n.inputs().get(in.name()), names, atPixel)).append("; ");
            }
        }
        b.append("vec3 ");
        List<PortDefinition> outputs = n.definition().outputs();
        // Each output's variable is written twice (declared, then passed as out): looked up once.
        String[] outputNames = new String[outputs.size()];
        for (int i = 0; i < outputs.size(); i++) {
            outputNames[i] = names.output(n.id(), outputs.get(i).name());
            b.append(i == 0 ? "" : ", ").append(outputNames[i]);
        }
        String function = n.invocation() instanceof Invocation.Call c ? c.body().function()
                : isTemplate(n) ? names.instanceFunction(n.id()) : typeFunction(n.typeId());
        b.append("; ").append(function).append("(p");
        for (PortDefinition in : n.definition().inputs()) {
            if (!in.sampled()) {
                InputSource s = n.inputs().get(in.name());
                b.append(", ").append(in.type() == PortType.COLOUR ? colourExpression(s, names, atPixel)
                        : expression(s, names, atPixel));
            }
        }
        for (String arg : uniforms.arguments().getOrDefault(n.id(), List.of())) {
            b.append(", ").append(arg);
        }
        for (String output : outputNames) {
            b.append(", ").append(output);
        }
        return b.append(");").toString();
    }

    /** {@link NodeLibrary#functionName} of each type called so far in this compile (it builds two strings). */
    private final Map<String, String> typeFunctions = new HashMap<>();

    private String typeFunction(String typeId) {
        return typeFunctions.computeIfAbsent(typeId, NodeLibrary::functionName);
    }

    private static String expression(InputSource s, Names names) {
        return expression(s, names, false);
    }

    /**
     * A field's GLSL at {@code p}. {@code atPixel}: {@code p} is the pixel's own position (main), a texel
     * centre of every baked texture, so a baked field is read with one fetch ({@code ogn_stageReadAt}, the
     * same value as {@code ogn_stageRead} there).
     */
    private static String expression(InputSource s, Names names, boolean atPixel) {
        return switch (s) {
            case InputSource.Constant c -> GlslLiterals.constantField(c.value());
            case InputSource.Wire w -> w.conversion() == PortConversion.CLAMP_TO_UNIT
                    ? "ogn_clampToUnit(" + names.output(w.nodeId(), w.port()) + ")"
                    : names.output(w.nodeId(), w.port());
            case InputSource.Stage t -> {
                String read = (atPixel ? "ogn_stageReadAt(" : "ogn_stageRead(") + names.stageSampler(t.nodeId(), t.port()) + ", "
                        + names.stageHalo(t.nodeId(), t.port()) + ", p)";
                yield t.conversion() == PortConversion.CLAMP_TO_UNIT ? "ogn_clampToUnit(" + read + ")" : read;
            }
        };
    }

    /** A colour value: an unconnected colour input's constant is a grey of that value, not a field. */
    private static String colourExpression(InputSource s, Names names, boolean atPixel) {
        return s instanceof InputSource.Constant c ? "vec3(" + GlslLiterals.number(c.value()) + ")"
                : expression(s, names, atPixel);
    }

    private static String describe(InputSource s) {
        return switch (s) {
            case InputSource.Constant c -> "constant " + GlslLiterals.number(c.value());
            case InputSource.Wire w -> w.nodeId() + "." + w.port()
                    + (w.conversion() == PortConversion.IDENTITY ? "" : " (as mask)");
            case InputSource.Stage t -> t.nodeId() + "." + t.port() + " baked by an earlier stage"
                    + (t.conversion() == PortConversion.IDENTITY ? "" : " (as mask)");
        };
    }

}
