package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.orogen.simulation.SimulationDetail;
import org.orogen.simulation.SimulationSettings;

/** The budget of an export's simulations together, where it comes from the GPU's free memory. */
class SimulationBudgetTest {

    private static final SimulationSettings FROM_GPU = new SimulationSettings(SimulationDetail.CASCADE,
            OptionalLong.empty());
    private static final List<String> TWO = List.of("'rain' (erosion.hydraulic) 15364 MiB",
            "'flow' (hydrology.flow) 6658 MiB");
    private static final long TOTAL = (15364L + 6658L) << 20;

    @Test
    void simulationsOverTheFreeMemoryTogetherAreRefusedNamingEach() {
        Optional<String> refusal = PlanRunner.together(TWO, TOTAL, FROM_GPU, OptionalLong.of(24L << 30));
        assertTrue(refusal.isPresent(), "22022 MiB together against 75 % of 24 GiB");
        for (String part : List.of("'rain' (erosion.hydraulic) 15364 MiB", "'flow' (hydrology.flow) 6658 MiB",
                "22022 MiB of GPU memory together", "available: 18432 MiB (75 % of the GPU memory free",
                "Nothing was written", "--simulation-detail coarse", "--simulation-memory")) {
            assertTrue(refusal.get().contains(part), "'" + part + "' in: " + refusal.get());
        }
    }

    @Test
    void theCheckAppliesOnlyToABudgetFromTheGpusFreeMemory() {
        assertEquals(Optional.empty(), PlanRunner.together(TWO, TOTAL, FROM_GPU, OptionalLong.of(139L << 30)),
                "a GPU with the memory");
        assertEquals(Optional.empty(), PlanRunner.together(TWO, TOTAL, FROM_GPU, OptionalLong.empty()),
                "a driver that does not say: the fall-back budget is one simulation's, as before");
        assertEquals(Optional.empty(), PlanRunner.together(TWO, TOTAL, FROM_GPU.withMemoryMib(16000),
                OptionalLong.of(24L << 30)), "--simulation-memory: each simulation on its own");
        assertEquals(Optional.empty(), PlanRunner.together(TWO.subList(0, 1), 15364L << 20, FROM_GPU,
                OptionalLong.of(16L << 30)), "one simulation: checked on its own, elsewhere");
    }
}
