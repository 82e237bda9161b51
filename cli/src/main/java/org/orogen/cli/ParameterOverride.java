package org.orogen.cli;

import java.util.Locale;
import java.util.Optional;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.catalog.ParameterCheck;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.ParameterType;

/**
 * One {@code --set node.param=value}: sets a parameter of a top-level node for this run only
 * (the file is not changed). The value is parsed by the parameter's type; range checks are left
 * to the graph validator, which runs again after all overrides.
 *
 * @param nodeId    node id
 * @param parameter parameter name
 * @param text      the value as typed
 */
public record ParameterOverride(String nodeId, String parameter, String text) {

    /**
     * Parses {@code node.param=value}.
     *
     * @throws CliFailure (usage) when the shape is wrong
     */
    public static ParameterOverride parse(String spec) throws CliFailure {
        int eq = spec.indexOf('=');
        int dot = eq < 0 ? -1 : spec.lastIndexOf('.', eq);
        if (eq < 0 || dot <= 0 || dot == eq - 1) {
            throw new CliFailure(ExitCodes.USAGE, "--set expects node.parameter=value (e.g. --set n1.scale=300), got '"
                    + spec + "'");
        }
        return new ParameterOverride(spec.substring(0, dot), spec.substring(dot + 1, eq), spec.substring(eq + 1));
    }

    /** The key as written in the sidecar: {@code node.param}. */
    public String key() {
        return nodeId + "." + parameter;
    }

    /**
     * Returns {@code graph} with this override applied.
     *
     * @throws CliFailure (usage) when the node or parameter does not exist or the value does not parse
     */
    public Graph applyTo(Graph graph, NodeTypes types) throws CliFailure {
        Node node = graph.node(nodeId).orElseThrow(() -> new CliFailure(ExitCodes.USAGE,
                "--set " + key() + ": the graph has no node '" + nodeId + "'. Its nodes: " + graph.nodeIds()));
        NodeDefinition definition = types.definitionOf(node).orElseThrow(() -> new CliFailure(ExitCodes.USAGE,
                "--set " + key() + ": node '" + nodeId + "' has the unknown type " + node.typeId()));
        ParameterDefinition p = definition.parameter(parameter).orElseThrow(() -> new CliFailure(ExitCodes.USAGE,
                "--set " + key() + ": " + node.typeId() + " has no parameter '" + parameter + "'. Its parameters: "
                        + definition.parameters().stream().map(ParameterDefinition::name).toList()));
        if (node.typeId().equals(ModelNodeTypes.SUBGRAPH) && p.type() == ParameterType.PATH) {
            // The subgraphs were resolved from the file as it is: a new file here would be ignored.
            throw new CliFailure(ExitCodes.USAGE, "--set " + key() + ": which file a subgraph node uses cannot be set "
                    + "on the command line; change it in the graph (or a copy of it).");
        }
        ParameterValue value = value(p);
        // Checked here, against the node's definition (a subgraph use's exposed parameters included), and not only
        // by the validator, which sees a subgraph use's values as the file's.
        Optional<String> problem = ParameterCheck.check(p, value);
        if (problem.isPresent()) {
            throw new CliFailure(ExitCodes.USAGE, "--set " + key() + "=" + text + ": " + problem.get());
        }
        return graph.withNode(node.withParameter(parameter, value));
    }

    private ParameterValue value(ParameterDefinition p) throws CliFailure {
        String t = text.trim();
        try {
            return switch (p.type()) {
                case FLOAT -> new ParameterValue.NumberValue(Double.parseDouble(t));
                case INT, SEED -> new ParameterValue.IntegerValue(Long.parseLong(t));
                case BOOL -> switch (t.toLowerCase(Locale.ROOT)) {
                    case "true", "1", "yes", "on" -> new ParameterValue.BooleanValue(true);
                    case "false", "0", "no", "off" -> new ParameterValue.BooleanValue(false);
                    default -> throw new NumberFormatException();
                };
                case ENUM -> {
                    if (p.optionIndex(t) < 0) {
                        throw new CliFailure(ExitCodes.USAGE, "--set " + key() + ": '" + t + "' is not an option; "
                                + "choose one of " + p.options());
                    }
                    yield new ParameterValue.TextValue(t);
                }
                case PATH, STRING -> new ParameterValue.TextValue(text);
                case CURVE -> throw new CliFailure(ExitCodes.USAGE, "--set " + key()
                        + ": curves cannot be set on the command line; edit the graph file instead.");
                case STROKES -> throw new CliFailure(ExitCodes.USAGE, "--set " + key()
                        + ": paint strokes cannot be set on the command line; paint them in the editor or edit the "
                        + "graph file.");
                case RAMP -> org.orogen.graph.colour.RampPresets.named(t).map(r -> (ParameterValue) r)
                        .orElseThrow(() -> new CliFailure(ExitCodes.USAGE, "--set " + key() + ": '" + t + "' is not "
                                + "a ramp preset; use one of " + org.orogen.graph.colour.RampPresets.names()
                                + ", or edit the ramp in the graph file"));
            };
        } catch (NumberFormatException e) {
            throw new CliFailure(ExitCodes.USAGE, "--set " + key() + ": '" + text + "' is not a valid "
                    + p.type().jsonName() + " value");
        }
    }
}
