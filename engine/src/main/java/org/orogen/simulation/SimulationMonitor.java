package org.orogen.simulation;

/**
 * What a running {@link Simulation} reports to, and asks whether to stop. Called on the GL thread
 * every few steps, so implementations must be quick and safe to call from there (set a flag, post
 * to another thread); {@link #cancelled()} is typically a volatile read.
 */
public interface SimulationMonitor {

    /** Reports nothing and never cancels. */
    SimulationMonitor NONE = new SimulationMonitor() {
        @Override
        public void progress(double fraction, String message) {
        }

        @Override
        public boolean cancelled() {
            return false;
        }
    };

    /**
     * @param fraction how much of the simulation is done, 0 to 1
     * @param message  what it is doing, e.g. "step 120 of 4000" (the caller of a simulation replaces it
     *                 with the node it simulates)
     */
    void progress(double fraction, String message);

    /** True when the simulation should stop as soon as it can. */
    boolean cancelled();

    /**
     * Stops the simulation when {@link #cancelled()}.
     *
     * @throws SimulationCancelledException when cancelled
     */
    default void checkCancelled() {
        if (cancelled()) {
            throw new SimulationCancelledException();
        }
    }
}
