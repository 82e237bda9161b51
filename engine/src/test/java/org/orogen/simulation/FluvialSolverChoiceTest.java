package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.orogen.gl.GlInfo;

/** Where erosion.fluvial's iterations run, by renderer, slope exponent and -Dorogen.simulation.fluvialSolver. */
class FluvialSolverChoiceTest {
    private static final GlInfo LLVMPIPE = new GlInfo("Mesa", "llvmpipe (LLVM 15.0.6, 256 bits)", "4.5 (Core Profile)",
            "4.50", 4, 5, "test");
    private static final GlInfo GPU = new GlInfo("NVIDIA Corporation", "NVIDIA H200/PCIe/SSE2", "4.6.0 NVIDIA", "4.60",
            4, 6, "test");
    private static final GlInfo GL33 = new GlInfo("Apple", "Apple M2", "3.3 Metal", "3.30", 3, 3, "test");

    private static StreamPower.Settings slope(double n) {
        return StreamPower.Settings.read(Map.of("n", n), new ArrayList<>());
    }

    @AfterEach
    void clearProperty() {
        System.clearProperty(FluvialErosion.SOLVER_PROPERTY);
    }

    @Test
    void gpusRunItSoftwareRenderersOldContextsAndOtherSlopeExponentsDoNot() {
        assertEquals(true, FluvialErosion.wantsGpu(GPU, slope(1)));
        assertEquals(false, FluvialErosion.wantsGpu(LLVMPIPE, slope(1)));
        assertEquals(false, FluvialErosion.wantsGpu(GL33, slope(1)));
        assertEquals(false, FluvialErosion.wantsGpu(GPU, slope(2)));
    }

    @Test
    void thePropertyChoosesWhereTheGpuSolverCanRun() {
        System.setProperty(FluvialErosion.SOLVER_PROPERTY, "gpu");
        assertEquals(true, FluvialErosion.wantsGpu(LLVMPIPE, slope(1)));
        assertEquals(false, FluvialErosion.wantsGpu(GL33, slope(1)));
        System.setProperty(FluvialErosion.SOLVER_PROPERTY, "cpu");
        assertEquals(false, FluvialErosion.wantsGpu(GPU, slope(1)));
        System.setProperty(FluvialErosion.SOLVER_PROPERTY, "GPU");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FluvialErosion.wantsGpu(GPU, slope(1)));
        assertEquals("-Dorogen.simulation.fluvialSolver=GPU is not a choice: use auto (the default), gpu or cpu", e.getMessage());
    }
}
