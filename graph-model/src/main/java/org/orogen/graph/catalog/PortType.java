package org.orogen.graph.catalog;

import java.util.Optional;

/**
 * The kind of data flowing along a wire. Every port carries a scalar field with its
 * derivatives ({@code vec3(value, d/dx, d/dy)}); a {@link #MASK} is a field whose values the
 * consumer expects in [0, 1].
 *
 * <p>Which wires are allowed, and what conversion the compiler must emit, is decided here and
 * only here ({@link #conversionTo(PortType)}); connection rules, validation and the compiler
 * all ask this table.
 */
public enum PortType {
    /** A scalar field with derivatives, any range (heights in metres, noise values...). */
    FIELD,
    /** A field in [0, 1] used for blending, selection and exported mask maps. */
    MASK;

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
        //            to FIELD                   to MASK
        /* FIELD */ {PortConversion.IDENTITY, PortConversion.CLAMP_TO_UNIT},
        /* MASK  */ {PortConversion.IDENTITY, PortConversion.IDENTITY},
    };
}
