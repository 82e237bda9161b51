package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.shader.PlanStage;
import org.orogen.simulation.SimulationGrid;
import org.orogen.simulation.SimulationMonitor;

class SimulationReportingTest {

    private static final PlanStage.Simulation RAIN = new PlanStage.Simulation("rain", "erosion.hydraulic", 0, 0, 8192,
            8192);

    private record Report(double fraction, String what) {
    }

    private static SimulationMonitor recording(List<Report> reports) {
        return new SimulationMonitor() {
            @Override
            public void progress(double fraction, String message) {
                reports.add(new Report(fraction, message));
            }

            @Override
            public boolean cancelled() {
                return false;
            }
        };
    }

    /** One level: the node's name and the simulation's own fraction, clamped. */
    @Test
    void aSingleLevelReportsUnderTheNodesName() {
        List<Report> reports = new ArrayList<>();
        SimulationMonitor monitor = SimulationReporting.labelled(recording(reports), RAIN);
        monitor.progress(0.5, "step 10 of 20");
        monitor.progress(1.5, "step 30 of 20");
        assertEquals(List.of(new Report(0.5, "simulating erosion.hydraulic 'rain'"),
                new Report(1.0, "simulating erosion.hydraulic 'rain'")), reports);
    }

    /** A cascade's levels share one progress from 0 to 100 %, each named with its grid. */
    @Test
    void aCascadeRisesOnceAcrossItsLevels() {
        List<Report> reports = new ArrayList<>();
        SimulationGrid fine = new SimulationGrid(0, 0, 2, 4097, 4097);
        SimulationMonitor third = SimulationReporting.labelled(recording(reports), RAIN, 2, 4, fine);
        third.progress(0.0, "step 0 of 182");
        third.progress(0.5, "step 91 of 182");
        third.progress(1.0, "step 182 of 182");
        String label = "simulating erosion.hydraulic 'rain', level 3 of 4 (4097 x 4097 cells)";
        assertEquals(List.of(new Report(0.5, label), new Report(0.625, label), new Report(0.75, label)), reports);
    }
}
