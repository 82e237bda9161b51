package org.orogen.graph.catalog;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A node type: everything the model, the editor and the compiler know about it apart from its
 * GLSL function. Read from a {@code <category>/<name>.node.json} file (see
 * {@code docs/node-definitions.md}).
 *
 * @param id            namespaced id {@code <category>.<name>}, e.g. {@code noise.gradient}
 * @param displayName   name shown in the editor's palette
 * @param category      the id's first segment; groups the palette and the reference docs
 * @param documentation what the node does, shown in the editor and the generated reference
 * @param version       per-type version, raised when the node's meaning changes
 * @param inputs        input ports in declared (= GLSL argument) order
 * @param outputs       output ports in declared order
 * @param parameters    parameters in declared order
 * @param valueFromInputValues its output values depend only on its inputs' values, never on their
 *                      gradients (arithmetic on values, like {@code combine.add}); false when unknown. The
 *                      compiler then knows that a value-only output needs no gradient upstream
 */
public record NodeDefinition(
        String id,
        String displayName,
        String category,
        String documentation,
        int version,
        List<PortDefinition> inputs,
        List<PortDefinition> outputs,
        List<ParameterDefinition> parameters,
        boolean valueFromInputValues) {

    /** Lower-case segments separated by dots, at least two: {@code noise.gradient}. */
    public static final Pattern ID_PATTERN = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+");
    /** Port and parameter names: usable as GLSL identifiers. */
    public static final Pattern NAME_PATTERN = Pattern.compile("[a-z][A-Za-z0-9_]{0,47}");

    public NodeDefinition {
        Objects.requireNonNull(id, "id");
        displayName = Objects.requireNonNullElse(displayName, id);
        category = Objects.requireNonNullElse(category, "");
        documentation = Objects.requireNonNullElse(documentation, "");
        inputs = List.copyOf(inputs);
        outputs = List.copyOf(outputs);
        parameters = List.copyOf(parameters);
        requireUnique(id, "input", inputs.stream().map(PortDefinition::name).toList());
        requireUnique(id, "output", outputs.stream().map(PortDefinition::name).toList());
        requireUnique(id, "parameter", parameters.stream().map(ParameterDefinition::name).toList());
    }

    /** A definition that does not say whether its values read its inputs' gradients (so may). */
    public NodeDefinition(String id, String displayName, String category, String documentation, int version,
                          List<PortDefinition> inputs, List<PortDefinition> outputs, List<ParameterDefinition> parameters) {
        this(id, displayName, category, documentation, version, inputs, outputs, parameters, false);
    }

    public Optional<PortDefinition> input(String name) {
        return inputs.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    public Optional<PortDefinition> output(String name) {
        return outputs.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    public Optional<ParameterDefinition> parameter(String name) {
        return parameters.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    private static void requireUnique(String id, String what, List<String> names) {
        Set<String> seen = new HashSet<>();
        for (String n : names) {
            if (!seen.add(n)) {
                throw new IllegalArgumentException("node type '" + id + "' declares " + what + " '" + n
                        + "' twice; rename one of them");
            }
        }
    }
}
