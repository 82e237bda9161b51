package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * Every engine simulation reports its progress to a {@link SimulationMonitor} and stops when told,
 * releasing every texture it made (a real context: llvmpipe here).
 */
@ExtendWith(GlExtension.class)
class SimulationMonitorGpuTest {
    private static final int CELLS = 65;
    private static final SimulationGrid GRID = new SimulationGrid(0, 0, 8, CELLS, CELLS);
    private static GlThread gl;

    private static int outputs(String type) {
        return switch (type) {
            case ThermalErosion.TYPE -> 2;
            case HydraulicErosion.TYPE -> 4;
            default -> 3;
        };
    }

    /** A recording monitor that cancels once {@code cancelAfter} progress reports have arrived. */
    private static final class Recorder implements SimulationMonitor {
        final List<Double> fractions = new ArrayList<>();
        private final int cancelAfter;

        Recorder(int cancelAfter) {
            this.cancelAfter = cancelAfter;
        }

        @Override
        public void progress(double fraction, String message) {
            fractions.add(fraction);
        }

        @Override
        public boolean cancelled() {
            return fractions.size() >= cancelAfter;
        }
    }

    /** Runs the simulation on a cone; returns the textures still alive afterwards, less those before. */
    private static int run(String type, Recorder recorder) {
        return gl.submit(context -> {
            int before = context.liveTextures();
            List<Texture> textures = new ArrayList<>();
            try {
                Texture input = cone(context);
                textures.add(input);
                for (int i = 0; i < outputs(type); i++) {
                    textures.add(Texture.create(context, CELLS, CELLS, TextureFormat.RGBA32F));
                }
                Simulation simulation = Simulations.forType(type).orElseThrow();
                simulation.run(context, input, GRID, Map.of("duration", 1.0), null, textures.subList(1, textures.size()),
                        recorder);
            } finally {
                textures.forEach(Texture::close);
            }
            return context.liveTextures() - before;
        }).join();
    }

    private static Texture cone(GlContext context) {
        float[] texels = new float[4 * CELLS * CELLS];
        for (int y = 0; y < CELLS; y++) {
            for (int x = 0; x < CELLS; x++) {
                texels[4 * (y * CELLS + x)] = (float) (300 - 8 * Math.hypot(x - 32, y - 32));
            }
        }
        Texture t = Texture.create(context, CELLS, CELLS, TextureFormat.RGBA32F);
        t.upload(texels);
        return t;
    }

    @ParameterizedTest
    @ValueSource(strings = {ThermalErosion.TYPE, HydraulicErosion.TYPE, FlowAccumulation.TYPE})
    void aFullRunReportsRisingProgressUpToOne(String type) {
        Recorder recorder = new Recorder(Integer.MAX_VALUE);
        assertEquals(0, run(type, recorder), "every texture made is released");
        List<Double> f = recorder.fractions;
        assertTrue(f.size() >= 3, type + " reports progress several times: " + f);
        for (int i = 1; i < f.size(); i++) {
            assertTrue(f.get(i) >= f.get(i - 1), type + " progress never goes back: " + f);
        }
        assertEquals(1.0, f.getLast(), 1e-12, type + " ends at 1");
    }

    @ParameterizedTest
    @ValueSource(strings = {ThermalErosion.TYPE, HydraulicErosion.TYPE, FlowAccumulation.TYPE})
    void aCancelledRunStopsPromptlyAndReleasesItsTextures(String type) {
        Recorder recorder = new Recorder(2);
        SimulationCancelledException e = assertThrows(SimulationCancelledException.class,
                () -> {
                    try {
                        run(type, recorder);
                    } catch (java.util.concurrent.CompletionException c) {
                        throw c.getCause();
                    }
                });
        assertTrue(e.getMessage().contains("cancelled"), e.getMessage());
        assertEquals(2, recorder.fractions.size(), type + " stopped at the first check after the cancel");
        assertTrue(recorder.fractions.getLast() < (type.equals(FlowAccumulation.TYPE) ? 1.0 : 0.1),
                type + " stopped early: " + recorder.fractions);
        assertEquals(0, gl.submit(GlContext::liveTextures).join(),
                "no texture of the cancelled run is left on the context");
    }
}
