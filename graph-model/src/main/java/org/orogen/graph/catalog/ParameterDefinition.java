package org.orogen.graph.catalog;

import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;
import org.orogen.graph.ParameterValue;

/**
 * One parameter of a node type.
 *
 * @param name          identifier, unique within the node type; also the GLSL argument name
 * @param displayName   label shown in the editor
 * @param type          the kind of value
 * @param defaultValue  the value used when a node does not set the parameter
 * @param softMin       lower end of the editor's slider range (values below are still valid)
 * @param softMax       upper end of the editor's slider range
 * @param hardMin       smallest valid value; anything below is a validation error
 * @param hardMax       largest valid value; anything above is a validation error
 * @param unit          unit shown next to the value, e.g. {@code "m"}; empty when unit-less
 * @param options       ENUM only: the option names, in GLSL index order
 * @param documentation text shown in the editor and the generated node reference
 */
public record ParameterDefinition(
        String name,
        String displayName,
        ParameterType type,
        ParameterValue defaultValue,
        OptionalDouble softMin,
        OptionalDouble softMax,
        OptionalDouble hardMin,
        OptionalDouble hardMax,
        String unit,
        List<String> options,
        String documentation) {

    public ParameterDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(defaultValue, "defaultValue");
        displayName = displayName == null || displayName.isEmpty() ? name : displayName;
        softMin = Objects.requireNonNullElse(softMin, OptionalDouble.empty());
        softMax = Objects.requireNonNullElse(softMax, OptionalDouble.empty());
        hardMin = Objects.requireNonNullElse(hardMin, OptionalDouble.empty());
        hardMax = Objects.requireNonNullElse(hardMax, OptionalDouble.empty());
        unit = Objects.requireNonNullElse(unit, "");
        options = List.copyOf(options == null ? List.of() : options);
        documentation = Objects.requireNonNullElse(documentation, "");
    }

    /** A FLOAT parameter with hard and soft ranges (use {@code Double.NaN} for "no limit"). */
    public static ParameterDefinition ofFloat(String name, double defaultValue, double hardMin, double hardMax,
                                              String unit) {
        return new ParameterDefinition(name, name, ParameterType.FLOAT, ParameterValue.of(defaultValue),
                opt(hardMin), opt(hardMax), opt(hardMin), opt(hardMax), unit, List.of(), "");
    }

    /** A parameter with no ranges. */
    public static ParameterDefinition of(String name, ParameterType type, ParameterValue defaultValue) {
        return new ParameterDefinition(name, name, type, defaultValue, OptionalDouble.empty(),
                OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), "", List.of(), "");
    }

    /** An ENUM parameter; the default is the first option. */
    public static ParameterDefinition ofEnum(String name, List<String> options) {
        return new ParameterDefinition(name, name, ParameterType.ENUM, ParameterValue.of(options.getFirst()),
                OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(),
                "", options, "");
    }

    /** Index of an ENUM option, or -1. */
    public int optionIndex(String option) {
        return options.indexOf(option);
    }

    private static OptionalDouble opt(double v) {
        return Double.isNaN(v) ? OptionalDouble.empty() : OptionalDouble.of(v);
    }
}
