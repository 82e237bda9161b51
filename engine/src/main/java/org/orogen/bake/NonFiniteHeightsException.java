package org.orogen.bake;

/**
 * The graph's height output has no finite value anywhere in the export (NaN or infinity everywhere), so no
 * height range can be measured: a problem of the graph (a division by zero, a log of a negative value), not of
 * the GPU.
 */
public final class NonFiniteHeightsException extends BakeException {

    private static final long serialVersionUID = 1L;

    public NonFiniteHeightsException(String message) {
        super(message);
    }
}
