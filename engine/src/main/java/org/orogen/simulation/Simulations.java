package org.orogen.simulation;

import java.util.Map;
import java.util.Optional;

/** The engine's simulations by node type (the node's definition lives in the node library). */
public final class Simulations {
    private static final Map<String, Simulation> BY_TYPE = Map.of(
            ThermalErosion.TYPE, new ThermalErosion(),
            HydraulicErosion.TYPE, new HydraulicErosion(),
            FlowAccumulation.TYPE, new FlowAccumulation(),
            WaterLevel.TYPE, new WaterLevel(),
            FluvialErosion.TYPE, new FluvialErosion());

    private Simulations() {
    }

    public static Optional<Simulation> forType(String nodeType) {
        return Optional.ofNullable(BY_TYPE.get(nodeType));
    }
}
