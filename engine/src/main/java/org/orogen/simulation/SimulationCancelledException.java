package org.orogen.simulation;

/**
 * A simulation stopped because its {@link SimulationMonitor} said so. When it reaches the caller of
 * {@link Simulation#run}, every GL object the run made (programs, textures, fences) has been
 * released; the caller's output textures hold no result and the caller releases them.
 */
public final class SimulationCancelledException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public SimulationCancelledException() {
        super("The simulation was cancelled.");
    }
}
