package org.orogen.graph.catalog;

import java.util.Objects;
import java.util.Optional;

/**
 * One input or output port of a node type.
 *
 * @param name                identifier, unique among the node's inputs (or outputs); also the
 *                            GLSL argument name
 * @param type                the data kind
 * @param required            inputs only: true when the graph is invalid while it is unconnected
 * @param defaultValue        inputs only: the constant field value (derivatives zero) used
 *                            while unconnected and not required
 * @param sampled             inputs only: the node evaluates its source at other positions (warps,
 *                            filters); the compiler emits the source as a function of position
 * @param approximateGradient outputs only: the derivative this port produces is an approximation
 * @param documentation       text shown in the editor and the generated node reference
 * @param neighbourhood       sampled inputs only: how far the node's taps reach; such an input is
 *                            a stage boundary of a pass plan (see {@link Neighbourhood})
 */
public record PortDefinition(
        String name,
        PortType type,
        boolean required,
        double defaultValue,
        boolean sampled,
        boolean approximateGradient,
        String documentation,
        Optional<Neighbourhood> neighbourhood) {

    public PortDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        documentation = documentation == null ? "" : documentation;
        neighbourhood = neighbourhood == null ? Optional.empty() : neighbourhood;
        if (neighbourhood.isPresent() && !sampled) {
            throw new IllegalArgumentException("port '" + name + "': only a sampled input can declare a neighbourhood");
        }
        if (!Double.isFinite(defaultValue)) {
            throw new IllegalArgumentException("port '" + name + "': default value must be finite, got " + defaultValue);
        }
    }

    /** A port without a neighbourhood. */
    public PortDefinition(String name, PortType type, boolean required, double defaultValue, boolean sampled,
                          boolean approximateGradient, String documentation) {
        this(name, type, required, defaultValue, sampled, approximateGradient, documentation, Optional.empty());
    }

    /** True for an input whose source a pass plan bakes in an earlier stage. */
    public boolean staged() {
        return neighbourhood.isPresent();
    }

    /** An optional input that reads {@code defaultValue} while unconnected. */
    public static PortDefinition input(String name, PortType type, double defaultValue, String documentation) {
        return new PortDefinition(name, type, false, defaultValue, false, false, documentation);
    }

    /** A required input (an error while unconnected). */
    public static PortDefinition requiredInput(String name, PortType type, String documentation) {
        return new PortDefinition(name, type, true, 0.0, false, false, documentation);
    }

    /** An output with an exact gradient. */
    public static PortDefinition output(String name, PortType type, String documentation) {
        return new PortDefinition(name, type, false, 0.0, false, false, documentation);
    }
}
