package org.orogen.graph.catalog;

/**
 * What the compiler emits between an output and an input of (possibly) different
 * {@link PortType}s. Chosen by {@link PortType#conversionTo(PortType)}.
 */
public enum PortConversion {
    /** The value is passed through unchanged. */
    IDENTITY,
    /**
     * A field feeds a mask: the value is clamped to [0, 1] and the derivative is zero where
     * clamping is active (so an artist can drive a blend with any noise without a helper node).
     */
    CLAMP_TO_UNIT
}
