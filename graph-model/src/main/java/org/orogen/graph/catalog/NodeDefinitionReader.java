package org.orogen.graph.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.io.HardenedJson;
import org.orogen.graph.io.JsonProblems;
import org.orogen.graph.io.ParameterValueJson;
import org.orogen.graph.io.StrictObject;

/**
 * Reads one {@code .node.json} definition file (format: {@code docs/node-definitions.md}).
 * Reading is strict: unknown fields, wrong types, bad names, defaults outside the hard range
 * and an id that does not match the file's location are all problems, collected together.
 */
public final class NodeDefinitionReader {
    private static final Set<String> NODE_FIELDS = Set.of("id", "displayName", "category", "documentation",
            "version", "valueFromInputValues", "inputs", "outputs", "parameters");
    private static final Set<String> INPUT_FIELDS = Set.of("name", "type", "required", "default", "sampled",
            "neighbourhood", "documentation");
    private static final Set<String> NEIGHBOURHOOD_FIELDS = Set.of("radiusParameter", "scale", "texels", "domain",
            "valueAtPoint");
    private static final Set<String> OUTPUT_FIELDS = Set.of("name", "type", "approximateGradient", "documentation");
    private static final Set<String> PARAM_FIELDS = Set.of("name", "displayName", "type", "default", "softMin",
            "softMax", "hardMin", "hardMax", "unit", "options", "documentation");

    private NodeDefinitionReader() {
    }

    /**
     * Reads a definition.
     *
     * @param source     the file's name for messages, e.g. {@code org/orogen/nodes/noise/gradient.node.json}
     * @param expectedId the id the file's location implies ({@code noise.gradient}), or null to skip that check
     * @param bytes      the file's content (UTF-8 JSON)
     * @param problems   receives every problem, each prefixed with {@code source}
     * @return the definition, or empty when the file had problems
     */
    public static Optional<NodeDefinition> read(String source, String expectedId, byte[] bytes,
                                                List<String> problems) {
        int before = problems.size();
        JsonProblems sink = (pointer, message) -> problems.add(source + " at " + (pointer.isEmpty() ? "/" : pointer)
                + ": " + message);
        JsonNode root;
        try {
            root = HardenedJson.readTree(bytes);
        } catch (IOException e) {
            problems.add(source + ": not valid JSON: " + HardenedJson.describe(e));
            return Optional.empty();
        }
        Optional<StrictObject> maybe = StrictObject.of(root, "", "a node definition", sink);
        if (maybe.isEmpty()) {
            return Optional.empty();
        }
        StrictObject o = maybe.get();
        o.rejectUnknownFields(NODE_FIELDS);
        String id = o.requiredString("id").orElse("");
        if (!id.isEmpty() && !NodeDefinition.ID_PATTERN.matcher(id).matches()) {
            sink.report("/id", "id '" + StrictObject.shorten(id)
                    + "' must be lower-case segments separated by dots, like 'noise.gradient'");
        }
        if (expectedId != null && !id.isEmpty() && !id.equals(expectedId)) {
            sink.report("/id", "id '" + StrictObject.shorten(id) + "' does not match the file's location, which implies '"
                    + expectedId + "'; rename the file or change the id");
        }
        String category = o.string("category", id.contains(".") ? id.substring(0, id.lastIndexOf('.')) : "");
        if (id.contains(".") && !id.startsWith(category + ".")) {
            sink.report("/category", "category '" + category + "' must be the start of the id '" + id + "'");
        }
        String displayName = o.string("displayName", id);
        String documentation = o.string("documentation", "");
        int version = (int) o.integer("version", 1, 1, Integer.MAX_VALUE);
        boolean valueFromInputValues = o.bool("valueFromInputValues", false);
        List<PortDefinition> inputs = readPorts(o, "inputs", true);
        List<PortDefinition> outputs = readPorts(o, "outputs", false);
        List<ParameterDefinition> parameters = new ArrayList<>();
        List<JsonNode> params = o.array("parameters");
        for (int i = 0; i < params.size(); i++) {
            StrictObject.of(params.get(i), "/parameters/" + i, "a parameter", sink)
                    .flatMap(NodeDefinitionReader::readParameter)
                    .ifPresent(parameters::add);
        }
        checkNeighbourhoods(inputs, parameters, sink);
        if (problems.size() > before) {
            return Optional.empty();
        }
        try {
            return Optional.of(new NodeDefinition(id, displayName, category, documentation, version, inputs, outputs,
                    parameters, valueFromInputValues));
        } catch (IllegalArgumentException e) {
            problems.add(source + ": " + e.getMessage());
            return Optional.empty();
        }
    }

    private static List<PortDefinition> readPorts(StrictObject o, String field, boolean input) {
        List<PortDefinition> ports = new ArrayList<>();
        List<JsonNode> items = o.array(field);
        for (int i = 0; i < items.size(); i++) {
            Optional<StrictObject> p = StrictObject.of(items.get(i), "/" + field + "/" + i, "a port", o.problems());
            if (p.isEmpty()) {
                continue;
            }
            StrictObject port = p.get();
            port.rejectUnknownFields(input ? INPUT_FIELDS : OUTPUT_FIELDS);
            String name = port.requiredString("name").orElse("");
            checkName(port, name);
            String typeName = port.requiredString("type").orElse("field");
            Optional<PortType> type = PortType.fromJsonName(typeName);
            if (type.isEmpty()) {
                port.problems().report(port.pointerOf("type"), "unknown port type '" + StrictObject.shorten(typeName)
                        + "'; use 'field' or 'mask'");
            }
            String doc = port.string("documentation", "");
            if (input) {
                boolean required = port.bool("required", false);
                double def = port.number("default", 0.0);
                boolean sampled = port.bool("sampled", false);
                Optional<Neighbourhood> neighbourhood = readNeighbourhood(port, sampled);
                ports.add(new PortDefinition(name, type.orElse(PortType.FIELD), required, def, sampled, false, doc,
                        neighbourhood));
            } else {
                boolean approx = port.bool("approximateGradient", false);
                ports.add(new PortDefinition(name, type.orElse(PortType.FIELD), false, 0.0, false, approx, doc));
            }
        }
        return ports;
    }

    /** Reads an input's {@code neighbourhood} object (only valid on a sampled input). */
    private static Optional<Neighbourhood> readNeighbourhood(StrictObject port, boolean sampled) {
        if (!port.has("neighbourhood")) {
            return Optional.empty();
        }
        Optional<StrictObject> maybe = StrictObject.of(port.raw("neighbourhood"), port.pointerOf("neighbourhood"),
                "a neighbourhood", port.problems());
        if (maybe.isEmpty()) {
            return Optional.empty();
        }
        StrictObject n = maybe.get();
        n.rejectUnknownFields(NEIGHBOURHOOD_FIELDS);
        if (!sampled) {
            port.problems().report(port.pointerOf("neighbourhood"), "a neighbourhood only applies to a sampled input; "
                    + "add \"sampled\": true or remove it");
            return Optional.empty();
        }
        if (n.has("domain")) {
            if (!n.bool("domain", false) || n.has("radiusParameter") || n.has("scale") || n.has("texels")
                    || n.has("valueAtPoint")) {
                n.problems().report(n.pointerOf("domain"), "'domain' must be true and stand alone (a simulation "
                        + "reads its input over the whole domain: no radius or texels apply)");
                return Optional.empty();
            }
            return Optional.of(Neighbourhood.wholeDomain());
        }
        Optional<String> radius = n.has("radiusParameter") ? n.requiredString("radiusParameter") : Optional.empty();
        double scale = n.number("scale", 1.0);
        if (!(scale >= 0) || !Double.isFinite(scale)) {
            n.problems().report(n.pointerOf("scale"), "scale must be a finite number >= 0, got " + scale);
            return Optional.empty();
        }
        int texels = (int) n.integer("texels", 0, 0, 4096);
        if (radius.isEmpty() && n.has("scale")) {
            n.problems().report(n.pointerOf("scale"), "'scale' only applies with a 'radiusParameter'; remove it or "
                    + "name the parameter that gives the radius");
        }
        Neighbourhood reach = new Neighbourhood(radius, radius.isPresent() ? scale : 0.0, texels);
        return Optional.of(n.bool("valueAtPoint", false) ? reach.readAtPoint() : reach);
    }

    /** A neighbourhood's radius parameter must be a float, int or strokes parameter of the same node. */
    private static void checkNeighbourhoods(List<PortDefinition> inputs, List<ParameterDefinition> parameters,
                                            JsonProblems sink) {
        for (int i = 0; i < inputs.size(); i++) {
            Optional<String> radius = inputs.get(i).neighbourhood().flatMap(Neighbourhood::radiusParameter);
            if (radius.isEmpty()) {
                continue;
            }
            Optional<ParameterDefinition> p = parameters.stream().filter(d -> d.name().equals(radius.get())).findFirst();
            // A strokes parameter reaches as far as its widest smooth stroke blurs (docs/algorithms.md, "Paint layers").
            if (p.isEmpty() || (p.get().type() != ParameterType.FLOAT && p.get().type() != ParameterType.INT
                    && p.get().type() != ParameterType.STROKES)) {
                sink.report("/inputs/" + i + "/neighbourhood/radiusParameter", "radiusParameter '"
                        + StrictObject.shorten(radius.get()) + "' must name a float, int or strokes parameter of this "
                        + "node; declared: " + parameters.stream().map(ParameterDefinition::name).toList());
            }
        }
    }

    private static Optional<ParameterDefinition> readParameter(StrictObject p) {
        JsonProblems sink = p.problems();
        p.rejectUnknownFields(PARAM_FIELDS);
        String name = p.requiredString("name").orElse("");
        checkName(p, name);
        String typeName = p.requiredString("type").orElse("");
        Optional<ParameterType> type = ParameterType.fromJsonName(typeName);
        if (type.isEmpty()) {
            sink.report(p.pointerOf("type"), "unknown parameter type '" + StrictObject.shorten(typeName) + "'; use one of "
                    + java.util.Arrays.stream(ParameterType.values()).map(ParameterType::jsonName).toList());
            return Optional.empty();
        }
        List<String> options = p.strings("options");
        if (type.get() == ParameterType.ENUM && options.isEmpty()) {
            sink.report(p.pointerOf("options"), "an enum parameter needs a non-empty 'options' list");
            return Optional.empty();
        }
        if (type.get() != ParameterType.ENUM && p.has("options")) {
            sink.report(p.pointerOf("options"), "'options' only applies to enum parameters; remove it");
        }
        OptionalDouble softMin = p.number("softMin");
        OptionalDouble softMax = p.number("softMax");
        OptionalDouble hardMin = p.number("hardMin");
        OptionalDouble hardMax = p.number("hardMax");
        if (!type.get().isNumeric()) {
            for (String f : List.of("softMin", "softMax", "hardMin", "hardMax")) {
                if (p.has(f)) {
                    sink.report(p.pointerOf(f), "'" + f + "' only applies to int, float and seed parameters; remove it");
                }
            }
        }
        checkOrder(p, "softMin", softMin, "softMax", softMax);
        checkOrder(p, "hardMin", hardMin, "hardMax", hardMax);
        checkOrder(p, "hardMin", hardMin, "softMin", softMin);
        checkOrder(p, "softMax", softMax, "hardMax", hardMax);
        ParameterValue def = readDefault(p, type.get(), options);
        ParameterDefinition d = new ParameterDefinition(name, p.string("displayName", name), type.get(), def, softMin,
                softMax, hardMin, hardMax, p.string("unit", ""), options, p.string("documentation", ""));
        Optional<String> defaultProblem = ParameterCheck.check(d, def);
        defaultProblem.ifPresent(msg -> sink.report(p.pointerOf("default"), "default value: " + msg));
        return Optional.of(d);
    }

    private static ParameterValue readDefault(StrictObject p, ParameterType type, List<String> options) {
        if (!p.has("default")) {
            return ParameterCheck.implicitDefault(type, options);
        }
        Optional<ParameterValue> v = ParameterValueJson.read(p.raw("default"), p.pointerOf("default"), p.problems());
        if (v.isEmpty()) {
            return ParameterCheck.implicitDefault(type, options);
        }
        // A FLOAT default written as "1" means 1.0: store it as a number so the compiler sees one kind.
        if (type == ParameterType.FLOAT && v.get() instanceof ParameterValue.IntegerValue i) {
            return new ParameterValue.NumberValue(i.value());
        }
        return v.get();
    }

    private static void checkName(StrictObject o, String name) {
        if (!name.isEmpty() && !NodeDefinition.NAME_PATTERN.matcher(name).matches()) {
            o.problems().report(o.pointerOf("name"), "name '" + StrictObject.shorten(name)
                    + "' must start with a lower-case letter and contain only letters, digits and '_' (a GLSL identifier)");
        }
    }

    private static void checkOrder(StrictObject p, String lowName, OptionalDouble low, String highName,
                                   OptionalDouble high) {
        if (low.isPresent() && high.isPresent() && low.getAsDouble() > high.getAsDouble()) {
            p.problems().report(p.pointerOf(lowName), "'" + lowName + "' (" + low.getAsDouble() + ") must not exceed '"
                    + highName + "' (" + high.getAsDouble() + ")");
        }
    }
}
