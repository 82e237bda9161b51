package org.orogen.bake;

/**
 * A bake refused before it starts: a simulation's finest cascade level does not fit the memory
 * budget or the driver's largest texture. The message names the node, the size needed and
 * available, and the alternative ({@code --simulation-detail coarse}).
 */
public final class SimulationTooLargeException extends BakeException {
    private static final long serialVersionUID = 1L;

    public SimulationTooLargeException(String message) {
        super(message);
    }
}
