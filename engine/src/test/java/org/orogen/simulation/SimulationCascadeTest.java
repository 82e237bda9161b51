package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** Planning the cascade's levels: grids, time fractions from the schemes' step counts, memory. */
class SimulationCascadeTest {
    private static final SimulationGrid LEVEL0 = new SimulationGrid(0, 0, 8, 129, 129);

    @Test
    void levelsHalveTheSpacingUntilThePixelSpacingIsReached() {
        SimulationCascade c = SimulationCascade.plan(new ThermalErosion(), LEVEL0, Map.of(), 2.0,
                SimulationDetail.CASCADE);
        assertEquals(List.of(LEVEL0, new SimulationGrid(0, 0, 4, 257, 257), new SimulationGrid(0, 0, 2, 513, 513)),
                c.grids());
        assertEquals(1, SimulationCascade.plan(new ThermalErosion(), LEVEL0, Map.of(), 8.0,
                SimulationDetail.CASCADE).levels(), "pixels as coarse as level 0: no finer level");
        assertEquals(1, SimulationCascade.plan(new ThermalErosion(), LEVEL0, Map.of(), 50.0,
                SimulationDetail.CASCADE).levels());
        assertEquals(3, SimulationCascade.plan(new ThermalErosion(), LEVEL0, Map.of(), 3.0,
                SimulationDetail.CASCADE).levels(), "3 m pixels: down to 2 m cells, at least as fine");
        assertEquals(List.of(LEVEL0), SimulationCascade.plan(new ThermalErosion(), LEVEL0, Map.of(), 2.0,
                SimulationDetail.COARSE).grids(), "coarse detail: level 0 only");
    }

    /** Each finer level costs (cells × steps) what level 0 costs, within the rounding up to whole steps. */
    @Test
    void finerLevelsCostNoMoreThanLevel0() {
        for (Simulation s : List.of(new ThermalErosion(), new HydraulicErosion())) {
            SimulationCascade c = SimulationCascade.plan(s, LEVEL0, Map.of(), 1.0, SimulationDetail.CASCADE);
            assertEquals(4, c.levels());
            double cost0 = (double) LEVEL0.cells() * s.steps(LEVEL0, Map.of());
            for (int k = 1; k < c.levels(); k++) {
                double steps = Math.ceil(s.steps(c.grid(k), Map.of()) * c.timeFraction(k));
                double cost = c.grid(k).cells() * steps;
                assertTrue(cost <= cost0 * 1.05 && cost >= cost0 * 0.9, s + " level " + k + ": " + cost / cost0);
            }
        }
        // thermal: steps grow with the side, cells with its square: 1/8 of the time per level
        SimulationCascade t = SimulationCascade.plan(new ThermalErosion(), LEVEL0, Map.of(), 1.0,
                SimulationDetail.CASCADE);
        assertEquals(1 / 8.0, t.timeFraction(1), 0.01);
        assertEquals(1 + 1 / 8.0, t.timeBefore(2), 0.01);
    }

    @Test
    void flowRunsOnceOnTheFinestGrid() {
        SimulationCascade c = SimulationCascade.plan(new FlowAccumulation(), LEVEL0, Map.of(), 2.0,
                SimulationDetail.CASCADE);
        assertEquals(List.of(new SimulationGrid(0, 0, 2, 513, 513)), c.grids());
        assertEquals(false, c.refines());
    }

    /**
     * Flow and water level (GPU) refine to the export's pixels; fluvial erosion stays on its own grid.
     */
    @Test
    void simulationsWithoutStepsRefineToThePixelsOrStayOnTheirOwnGrid() {
        SimulationCascade flow = SimulationCascade.plan(new FlowAccumulation(), LEVEL0, Map.of(), 0.125,
                SimulationDetail.CASCADE);
        assertEquals(List.of(new SimulationGrid(0, 0, 0.125, 8193, 8193)), flow.grids(), "8193² asked for");
        SimulationCascade water = SimulationCascade.plan(new WaterLevel(), LEVEL0, Map.of(), 0.125,
                SimulationDetail.CASCADE);
        assertEquals(List.of(new SimulationGrid(0, 0, 0.125, 8193, 8193)), water.grids(), "8193² asked for");
        SimulationCascade fluvial = SimulationCascade.plan(new FluvialErosion(), LEVEL0, Map.of(), 0.125,
                SimulationDetail.CASCADE);
        assertEquals(List.of(LEVEL0), fluvial.grids());
    }

    @Test
    void memoryOfALevelCountsTheSimulationTheCascadeAndTheInput() {
        SimulationCascade c = SimulationCascade.plan(new HydraulicErosion(), LEVEL0, Map.of(), 2.0,
                SimulationDetail.CASCADE);
        assertEquals(129L * 129 * (176 + 16), c.bytes(0, new HydraulicErosion(), 16));
        assertEquals(513L * 513 * (176 + 48 + 16), c.bytes(2, new HydraulicErosion(), 16));
    }

    @Test
    void badSettingsAreRefusedWithTheirName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SimulationDetail.of("fine"));
        assertTrue(e.getMessage().contains("cascade, coarse"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new SimulationSettings(SimulationDetail.CASCADE, 0));
    }

    /** A given budget wins; else three quarters of the GPU memory free; else 4 GiB where the driver says nothing. */
    @Test
    void theBudgetIsGivenOrTakenFromTheFreeGpuMemory() {
        SimulationSettings automatic = new SimulationSettings(SimulationDetail.CASCADE, OptionalLong.empty());
        assertEquals(96L << 30, automatic.budgetBytes(OptionalLong.of(128L << 30)));
        assertEquals(4096L << 20, automatic.budgetBytes(OptionalLong.empty()));
        assertTrue(automatic.budgetSource(OptionalLong.of(1L << 30)).contains("75 % of the GPU memory free"));
        assertTrue(automatic.budgetSource(OptionalLong.empty()).contains("does not say"));
        SimulationSettings given = automatic.withMemoryMib(16);
        assertEquals(16L << 20, given.budgetBytes(OptionalLong.of(128L << 30)));
        assertEquals("--simulation-memory", given.budgetSource(OptionalLong.of(128L << 30)));
        assertEquals(given, given.withDetail(SimulationDetail.COARSE).withDetail(SimulationDetail.CASCADE));
    }

    /** The system property gives the default budget; a bad value is refused with its name. */
    @Test
    void thePropertyGivesTheDefaultBudget() {
        String before = System.getProperty(SimulationSettings.MEMORY_PROPERTY);
        try {
            System.clearProperty(SimulationSettings.MEMORY_PROPERTY);
            assertTrue(SimulationSettings.defaults().memoryBytes().isEmpty(), "from the GPU when not set");
            System.setProperty(SimulationSettings.MEMORY_PROPERTY, "512");
            assertEquals(OptionalLong.of(512L << 20), SimulationSettings.defaults().memoryBytes());
            System.setProperty(SimulationSettings.MEMORY_PROPERTY, "lots");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, SimulationSettings::defaults);
            assertTrue(e.getMessage().contains("-D" + SimulationSettings.MEMORY_PROPERTY), e.getMessage());
        } finally {
            if (before == null) {
                System.clearProperty(SimulationSettings.MEMORY_PROPERTY);
            } else {
                System.setProperty(SimulationSettings.MEMORY_PROPERTY, before);
            }
        }
    }
}
