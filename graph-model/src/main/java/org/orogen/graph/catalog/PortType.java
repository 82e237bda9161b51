package org.orogen.graph.catalog;

import java.util.Optional;

/**
 * The kind of data flowing along a wire. A {@link #FIELD} or {@link #MASK} port carries a scalar
 * field with its derivatives ({@code vec3(value, d/dx, d/dy)}); a {@link #MASK} is a field whose
 * values the consumer expects in [0, 1]. A {@link #COLOUR} port carries linear RGB
 * ({@code vec3(r, g, b)}, no derivatives).
 *
 * <p>Which wires are allowed, and what conversion the compiler must emit, is decided here and
 * only here ({@link #conversionTo(PortType)}); connection rules, validation and the compiler
 * all ask this table.
 */
public enum PortType {
    /** A scalar field with derivatives, any range (heights in metres, noise values...). */
    FIELD,
    /** A field in [0, 1] used for blending, selection and exported mask maps. */
    MASK,
    /** Linear RGB albedo, components nominally in [0, 1]; no derivatives. */
    COLOUR;

    /**
     * Looks up the conversion applied when an output of this type feeds an input of {@code target}.
     *
     * @return the conversion, or empty when the two types cannot be wired together
     */
    public Optional<PortConversion> conversionTo(PortType target) {
        return Optional.ofNullable(TABLE[ordinal()][target.ordinal()]);
    }

    /** True when an output of this type may feed an input of {@code target} (with or without conversion). */
    public boolean canFeed(PortType target) {
        return conversionTo(target).isPresent();
    }

    /**
     * Why an output of this type cannot feed an input of {@code target}, with the node that
     * converts between them; empty when it can.
     */
    public Optional<String> refusalTo(PortType target) {
        if (canFeed(target)) {
            return Optional.empty();
        }
        String advice = this == COLOUR
                ? "use Luminance (colour.luminance) to turn a colour into a field"
                : "use Gradient Map (colour.gradient_map) to turn a " + jsonName() + " into a colour";
        return Optional.of("a " + jsonName() + " output cannot feed a " + target.jsonName() + " input; " + advice);
    }

    /** Lower-case name used in definition files ({@code "field"}, {@code "mask"}). */
    public String jsonName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Parses {@link #jsonName()}; empty for anything else. */
    public static Optional<PortType> fromJsonName(String name) {
        for (PortType t : values()) {
            if (t.jsonName().equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /**
     * The one conversion table: rows are the source (output) type, columns the target (input)
     * type; {@code null} means "not connectable".
     */
    private static final PortConversion[][] TABLE = {
        //             to FIELD                  to MASK                        to COLOUR
        /* FIELD  */ {PortConversion.IDENTITY, PortConversion.CLAMP_TO_UNIT, null},
        /* MASK   */ {PortConversion.IDENTITY, PortConversion.IDENTITY, null},
        /* COLOUR */ {null, null, PortConversion.IDENTITY},
    };
}
