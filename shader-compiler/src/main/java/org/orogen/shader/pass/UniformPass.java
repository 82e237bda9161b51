package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.ParameterType;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.SeedMix;
import org.orogen.shader.TextureBinding;
import org.orogen.shader.UniformBinding;
import org.orogen.shader.UniformValue;

/**
 * Turns node parameters into the program's parameter block: each parameter's global variable
 * declaration, its binding (value of the compiled graph and word offset in the parameter buffer),
 * the statement of {@code ogn_loadParameters()} that reads it (helpers in {@code parameters.glsl}),
 * and each node's parameter arguments in declared order (docs/architecture.md, "GLSL conventions"
 * and "Compiled program"). Words are laid out in binding name order, so the layout depends only on
 * node ids, types and parameter names, never on values. Image samplers stay sampler uniforms.
 * STRING parameters are not passed to GLSL. A node with a PATH parameter places the file with its
 * FLOAT parameters {@code minX, minY, sizeX, sizeY}; they reach GLSL only inside the PATH
 * parameter's {@code vec4} rect argument.
 */
public final class UniformPass {
    /** Parameters folded into a PATH parameter's rect, in rect component order. */
    public static final List<String> RECT_PARAMETERS = List.of("minX", "minY", "sizeX", "sizeY");
    /** Length of the {@code vec2} array of a CURVE parameter. */
    public static final int CURVE_POINTS = 16;
    /** Length of the {@code vec4} array of a RAMP parameter ({@code (position, r, g, b)}, linear RGB). */
    public static final int RAMP_STOPS = org.orogen.graph.catalog.ParameterCheck.MAX_RAMP_STOPS;

    /**
     * The result: declarations sorted by name (global variables, and sampler uniforms), bindings,
     * textures, the statements loading the globals from the parameter buffer (in offset order) and
     * call arguments per node.
     */
    public record Uniforms(List<String> declarations, List<UniformBinding> bindings, List<TextureBinding> textures,
                           List<String> loads, Map<String, List<String>> arguments, Map<String, Integer> blocks) {
    }

    /*
     * Written out rather than Comparator.comparing(UniformBinding::name): that lambda's key call is shared
     * by every Comparator.comparing in the process, so the JIT cannot inline it, and the sort of a few
     * hundred bindings was a visible share of the compile.
     */
    private static final Comparator<UniformBinding> BY_NAME = (a, b) -> a.name().compareTo(b.name());
    private static final Comparator<TextureBinding> BY_SAMPLER =
            (a, b) -> a.samplerUniform().compareTo(b.samplerUniform());

    private final String base;

    /** Offsets are absolute word numbers (the program's own parameters). */
    public UniformPass() {
        this("");
    }

    /**
     * @param base text put before every offset in the generated code: {@code "base + "} inside a
     *             subgraph's function, whose parameters start at its {@code base} argument
     */
    UniformPass(String base) {
        this.base = base;
    }

    /** Name suffixes of the uniforms one parameter of this type becomes ("" = the plain name). */
    public static List<String> suffixes(ParameterType type) {
        return switch (type) {
            case FLOAT, INT, BOOL, ENUM, SEED -> List.of("");
            case CURVE -> List.of("count", "points");
            case RAMP -> List.of("mode", "count", "stops");
            case PATH -> List.of("", "rect");
            case STRING -> List.of();
            // Strokes are data in a storage buffer of the paint stage; the uniforms are their reach
            // (the halo of the input) and a digest (so cache keys change with any stroke).
            case STROKES -> List.of("reach", "hashLo", "hashHi");
        };
    }

    public Uniforms apply(ProgramGraph program, Names names) {
        List<UniformBinding> bindings = new ArrayList<>();
        List<TextureBinding> textures = new ArrayList<>();
        Map<String, List<String>> arguments = HashMap.newHashMap(program.nodes().size());
        int unit = 0;
        List<ProgramNode> calls = new ArrayList<>();
        for (ProgramNode n : program.nodes().values()) {
            if (n.invocation() instanceof Invocation.Call) {
                calls.add(n);
                continue;
            }
            List<String> args = new ArrayList<>();
            boolean hasPath = Definitions.hasPathParameter(n.definition());
            for (ParameterDefinition p : n.definition().parameters()) {
                if (hasPath && RECT_PARAMETERS.contains(p.name()) && p.type() == ParameterType.FLOAT) {
                    continue;
                }
                switch (p.type()) {
                    case STRING -> {
                    }
                    case STROKES -> {
                        // Not arguments of the node's function: only the paint stage's runtime uses them.
                        List<org.orogen.graph.paint.Stroke> strokes = value(n, p) instanceof ParameterValue.StrokesValue s
                                ? s.strokes() : List.of();
                        long hash = org.orogen.graph.paint.StrokeData.hash(strokes);
                        bindings.add(new UniformBinding(names.uniform(n.id(), p.name(), "reach"), "float", n.id(),
                                p.name(), new UniformValue.FloatValue(org.orogen.graph.paint.StrokeData.smoothReach(
                                        strokes)), 0));
                        bindings.add(new UniformBinding(names.uniform(n.id(), p.name(), "hashLo"), "uint", n.id(),
                                p.name(), new UniformValue.UIntValue(hash & 0xFFFF_FFFFL), 0));
                        bindings.add(new UniformBinding(names.uniform(n.id(), p.name(), "hashHi"), "uint", n.id(),
                                p.name(), new UniformValue.UIntValue(hash >>> 32), 0));
                    }
                    case CURVE -> {
                        String count = names.uniform(n.id(), p.name(), "count");
                        String points = names.uniform(n.id(), p.name(), "points");
                        List<ParameterValue.Point> pts = curve(program, n, p);
                        bindings.add(new UniformBinding(count, "int", n.id(), p.name(),
                                new UniformValue.IntValue(pts.size()), 0));
                        bindings.add(new UniformBinding(points, "vec2[" + CURVE_POINTS + "]", n.id(), p.name(),
                                points(pts), 0));
                        args.add(count);
                        args.add(points);
                    }
                    case RAMP -> {
                        ParameterValue.RampValue ramp = ramp(program, n, p);
                        String mode = names.uniform(n.id(), p.name(), "mode");
                        String count = names.uniform(n.id(), p.name(), "count");
                        String array = names.uniform(n.id(), p.name(), "stops");
                        bindings.add(new UniformBinding(mode, "int", n.id(), p.name(),
                                new UniformValue.IntValue(ramp.interpolation().ordinal()), 0));
                        bindings.add(new UniformBinding(count, "int", n.id(), p.name(),
                                new UniformValue.IntValue(ramp.stops().size()), 0));
                        bindings.add(new UniformBinding(array, "vec4[" + RAMP_STOPS + "]", n.id(), p.name(),
                                rampStops(ramp), 0));
                        args.add(mode);
                        args.add(count);
                        args.add(array);
                    }
                    case PATH -> {
                        String sampler = names.uniform(n.id(), p.name(), "");
                        String rect = names.uniform(n.id(), p.name(), "rect");
                        String path = value(n, p) instanceof ParameterValue.TextValue t ? t.value() : "";
                        if (path.isEmpty()) {
                            program.report(CompileDiagnostic.warning(n.ownerId(), p.name(), "no-file", "no file is "
                                    + "chosen for '" + p.name() + "' of node '" + n.id() + "'; it reads 0. Choose a file"));
                        }
                        textures.add(new TextureBinding(n.id(), p.name(), path, sampler, rect, unit));
                        bindings.add(new UniformBinding(sampler, "sampler2D", n.id(), p.name(),
                                new UniformValue.SamplerValue(unit), UniformBinding.NO_OFFSET));
                        bindings.add(new UniformBinding(rect, "vec4", n.id(), p.name(), rectValue(program, n), 0));
                        unit++;
                        args.add(sampler);
                        args.add(rect);
                    }
                    default -> {
                        String name = names.uniform(n.id(), p.name(), "");
                        bindings.add(new UniformBinding(name, glslType(p.type()), n.id(), p.name(),
                                scalar(program, n, p), 0));
                        args.add(name);
                    }
                }
            }
            arguments.put(n.id(), args);
        }
        bindings.sort(BY_NAME);
        textures.sort(BY_SAMPLER);
        List<UniformBinding> placed = new ArrayList<>();
        List<String> declarations = new ArrayList<>();
        List<String> loads = new ArrayList<>();
        int offset = 0;
        for (UniformBinding b : bindings) {
            if (!b.inBuffer()) {
                placed.add(b);
                declarations.add("uniform " + b.glslType() + " " + b.name() + ";");
                continue;
            }
            placed.add(new UniformBinding(b.name(), b.glslType(), b.nodeId(), b.parameter(), b.value(), offset));
            declarations.add(declaration(b.glslType(), b.name()));
            loads.add(load(b.glslType(), b.name(), offset));
            offset += b.words();
        }
        // Each call's block follows, contiguous: the called function reads it from its base.
        Map<String, Integer> blocks = new HashMap<>();
        for (ProgramNode n : calls) {
            Invocation.Call call = (Invocation.Call) n.invocation();
            blocks.put(n.id(), offset);
            arguments.put(n.id(), List.of(base + offset));
            for (UniformBinding b : call.block()) {
                placed.add(new UniformBinding(b.name(), b.glslType(), b.nodeId(), b.parameter(), b.value(),
                        offset + b.offset()));
            }
            offset += call.body().words();
        }
        return new Uniforms(declarations, placed, textures, loads, arguments, blocks);
    }

    /** {@code float u_x;}, or {@code vec2 u_x[16];} for an array type. */
    private static String declaration(String glslType, String name) {
        int bracket = glslType.indexOf('[');
        return bracket < 0 ? glslType + " " + name + ";"
                : glslType.substring(0, bracket) + " " + name + glslType.substring(bracket) + ";";
    }

    /** The statement of {@code ogn_loadParameters()} reading {@code name} from its words (parameters.glsl). */
    private String load(String glslType, String name, int offset) {
        String at = base + offset;
        return switch (glslType) {
            case "float" -> name + " = ogn_parameterFloat(" + at + ");";
            case "int" -> name + " = ogn_parameterInt(" + at + ");";
            case "bool" -> name + " = ogn_parameterBool(" + at + ");";
            case "uint" -> name + " = ogn_parameterUint(" + at + ");";
            case "vec4" -> name + " = ogn_parameterVec4(" + at + ");";
            case "vec2[" + CURVE_POINTS + "]" -> "ogn_parameterPoints(" + at + ", " + name + ");";
            case "vec4[" + RAMP_STOPS + "]" -> "ogn_parameterStops(" + at + ", " + name + ");";
            default -> throw new IllegalArgumentException("no parameter load for GLSL type " + glslType);
        };
    }

    static String glslType(ParameterType type) {
        return switch (type) {
            case FLOAT -> "float";
            case INT, ENUM -> "int";
            case BOOL -> "bool";
            case SEED -> "uint";
            default -> throw new IllegalArgumentException("no scalar GLSL type for " + type);
        };
    }

    /**
     * The value of one binding of parameter {@code p} of node {@code n} (a CURVE has two: its
     * {@code int} count and its {@code vec2[16]} points), as {@link #apply} computes it; bad values
     * are reported on the node's owner and replaced by the default.
     */
    static UniformValue valueOf(ProgramGraph program, ProgramNode n, ParameterDefinition p, String glslType) {
        if (p.type() == ParameterType.CURVE) {
            return curveBinding(curve(program, n, p), glslType);
        }
        return scalar(program, n, p);
    }

    /**
     * What {@code binding} (one of parameter {@code p}'s) holds when the node's value is {@code v} in a graph of
     * seed {@code seed}, exactly as {@link #apply} computes it, for the parameter types whose bindings are their
     * value alone (FLOAT, INT, BOOL, ENUM, SEED, CURVE and RAMP); empty for other types and for a value that is
     * not valid for {@code p} (which {@link #apply} reports and replaces). A curve's two bindings differ in
     * type; a ramp's {@code int} ones by the suffix of their name ({@code _mode}, {@code _count}).
     */
    public static Optional<UniformValue> bindingValue(long seed, ParameterDefinition p, ParameterValue v,
                                                      UniformBinding binding) {
        return switch (p.type()) {
            case CURVE -> validCurve(v).map(pts -> curveBinding(pts, binding.glslType()));
            case RAMP -> validRamp(v).flatMap(ramp -> rampBinding(ramp, binding));
            default -> convert(seed, p, v);
        };
    }

    /** One of a ramp's three bindings, told apart by type and name (a name may end in {@code _2} etc.). */
    private static Optional<UniformValue> rampBinding(ParameterValue.RampValue ramp, UniformBinding binding) {
        if (binding.glslType().startsWith("vec4[")) {
            return Optional.of(rampStops(ramp));
        }
        String name = binding.name().replaceFirst("_[0-9]+$", "");
        if (name.endsWith("_mode")) {
            return Optional.of(new UniformValue.IntValue(ramp.interpolation().ordinal()));
        }
        return name.endsWith("_count") ? Optional.of(new UniformValue.IntValue(ramp.stops().size())) : Optional.empty();
    }

    /** A ramp's {@code vec4[16]} stops (position, linear RGB), the last stop repeated to the end. */
    private static UniformValue rampStops(ParameterValue.RampValue ramp) {
        List<Double> stops = new ArrayList<>();
        for (int i = 0; i < RAMP_STOPS; i++) {
            org.orogen.graph.colour.RampStop s = ramp.stops().get(Math.min(i, ramp.stops().size() - 1));
            double[] c = s.linear();
            stops.addAll(List.of(s.at(), c[0], c[1], c[2]));
        }
        return new UniformValue.Vec4ArrayValue(stops);
    }

    /** A curve's {@code int} count or its {@code vec2[16]} points. */
    private static UniformValue curveBinding(List<ParameterValue.Point> pts, String glslType) {
        return glslType.equals("int") ? new UniformValue.IntValue(pts.size()) : points(pts);
    }

    /** A curve's points as the {@code vec2[16]} value, padded with zeros. */
    private static UniformValue points(List<ParameterValue.Point> pts) {
        List<Double> xy = new ArrayList<>();
        for (int i = 0; i < CURVE_POINTS; i++) {
            xy.add(i < pts.size() ? pts.get(i).x() : 0.0);
            xy.add(i < pts.size() ? pts.get(i).y() : 0.0);
        }
        return new UniformValue.Vec2ArrayValue(xy);
    }

    private static ParameterValue value(ProgramNode n, ParameterDefinition p) {
        return n.node().parameter(p.name()).orElse(p.defaultValue());
    }

    private static UniformValue scalar(ProgramGraph program, ProgramNode n, ParameterDefinition p) {
        ParameterValue v = value(n, p);
        Optional<UniformValue> u = convert(program.seed(), p, v);
        if (u.isPresent()) {
            return u.get();
        }
        program.report(CompileDiagnostic.warning(n.ownerId(), p.name(), "bad-value", "parameter '" + p.name()
                + "' of node '" + n.id() + "' holds " + v.kindName() + " " + v + ", which is not a valid "
                + p.type().jsonName() + "; the default " + p.defaultValue() + " is used. Set it again"));
        return convert(program.seed(), p, p.defaultValue()).orElse(new UniformValue.IntValue(0));
    }

    private static Optional<UniformValue> convert(long seed, ParameterDefinition p, ParameterValue v) {
        UniformValue u = switch (p.type()) {
            case FLOAT -> v.asDouble().isPresent() && Double.isFinite(v.asDouble().getAsDouble())
                    ? new UniformValue.FloatValue(v.asDouble().getAsDouble()) : null;
            case INT -> v.asDouble().isPresent() && Double.isFinite(v.asDouble().getAsDouble())
                    ? new UniformValue.IntValue(Math.round(v.asDouble().getAsDouble())) : null;
            case BOOL -> v instanceof ParameterValue.BooleanValue b ? new UniformValue.IntValue(b.value() ? 1 : 0) : null;
            case ENUM -> v instanceof ParameterValue.TextValue t && p.optionIndex(t.value()) >= 0
                    ? new UniformValue.IntValue(p.optionIndex(t.value())) : null;
            case SEED -> v instanceof ParameterValue.IntegerValue i
                    ? new UniformValue.UIntValue(SeedMix.mix(seed, i.value())) : null;
            default -> null;
        };
        return Optional.ofNullable(u);
    }

    private static List<ParameterValue.Point> curve(ProgramGraph program, ProgramNode n, ParameterDefinition p) {
        ParameterValue v = value(n, p);
        Optional<List<ParameterValue.Point>> valid = validCurve(v);
        if (valid.isPresent()) {
            return valid.get();
        }
        program.report(CompileDiagnostic.warning(n.ownerId(), p.name(), "bad-value", "curve '" + p.name()
                + "' of node '" + n.id() + "' is not a list of at most " + CURVE_POINTS + " points; the default is used"));
        return p.defaultValue() instanceof ParameterValue.PointsValue d ? d.points() : List.of();
    }

    /** The points of a valid curve value (at most {@value #CURVE_POINTS}), or empty. */
    private static Optional<List<ParameterValue.Point>> validCurve(ParameterValue v) {
        return v instanceof ParameterValue.PointsValue pts && pts.points().size() <= CURVE_POINTS
                ? Optional.of(pts.points()) : Optional.empty();
    }

    /** A valid ramp value (2 to {@value #RAMP_STOPS} stops in order), or empty. */
    private static Optional<ParameterValue.RampValue> validRamp(ParameterValue v) {
        return v instanceof ParameterValue.RampValue r && org.orogen.graph.catalog.ParameterCheck.checkRamp(r).isEmpty()
                ? Optional.of(r) : Optional.empty();
    }

    /** The node's ramp, or the definition's default (with a warning) when the value is not a valid ramp. */
    private static ParameterValue.RampValue ramp(ProgramGraph program, ProgramNode n, ParameterDefinition p) {
        ParameterValue v = value(n, p);
        Optional<ParameterValue.RampValue> valid = validRamp(v);
        if (valid.isPresent()) {
            return valid.get();
        }
        program.report(CompileDiagnostic.warning(n.ownerId(), p.name(), "bad-value", "colour ramp '" + p.name()
                + "' of node '" + n.id() + "' is not a valid ramp (2 to " + RAMP_STOPS + " stops in order of "
                + "position); the default is used. Fix the stops"));
        return p.defaultValue() instanceof ParameterValue.RampValue d ? d : org.orogen.graph.catalog.ParameterCheck.GREY_RAMP;
    }

    private static UniformValue rectValue(ProgramGraph program, ProgramNode n) {
        double[] r = new double[4];
        for (int i = 0; i < 4; i++) {
            String name = RECT_PARAMETERS.get(i);
            ParameterDefinition d = n.definition().parameter(name).orElse(null);
            if (d == null) {
                program.report(CompileDiagnostic.error(n.ownerId(), name, "library-error", "node type '"
                        + n.typeId() + "' has a file parameter but no '" + name + "' parameter to place it; "
                        + "fix its definition"));
                r[i] = i < 2 ? 0 : 1;
                continue;
            }
            r[i] = value(n, d).asDouble().orElse(d.defaultValue().asDouble().orElse(0));
        }
        return new UniformValue.Vec4Value(r[0], r[1], r[2], r[3]);
    }
}
