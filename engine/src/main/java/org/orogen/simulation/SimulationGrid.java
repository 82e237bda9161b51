package org.orogen.simulation;

import org.orogen.shader.PlanStage;

/**
 * The grid a whole-domain simulation runs on: the graph's extent at a spacing derived from the
 * node's {@code cellSize} parameter (metres), never from an export's pixel size, capped at
 * {@link #MAX_CELLS} cells per side (a larger extent gets larger cells). The preview and every
 * export of a graph therefore share one simulation. Cell (i, j) is at
 * {@code (minX + i·spacing, minY + j·spacing)}, j growing north.
 *
 * @param minX    world x of cell (0, 0), metres
 * @param minY    world y of cell (0, 0)
 * @param spacing metres between cells (both axes)
 * @param width   cells along x
 * @param height  cells along y
 */
public record SimulationGrid(double minX, double minY, double spacing, int width, int height) {
    /** Largest grid side: 1025 cells (16 MiB per RGBA32F texture). */
    public static final int MAX_CELLS = 1025;

    public SimulationGrid {
        if (!(spacing > 0) || !Double.isFinite(spacing) || width < 2 || height < 2) {
            throw new IllegalArgumentException("bad simulation grid: spacing " + spacing + ", " + width + " x " + height);
        }
    }

    /** The grid of {@code simulation}'s domain for the requested cell size (metres). */
    public static SimulationGrid of(PlanStage.Simulation simulation, double cellSize) {
        double w = Math.max(simulation.width(), 1e-6);
        double h = Math.max(simulation.height(), 1e-6);
        double spacing = Math.max(Double.isFinite(cellSize) && cellSize > 0 ? cellSize : 1.0,
                Math.max(w, h) / (MAX_CELLS - 1));
        int nx = (int) Math.min(MAX_CELLS, Math.ceil(w / spacing - 1e-9) + 1);
        int ny = (int) Math.min(MAX_CELLS, Math.ceil(h / spacing - 1e-9) + 1);
        return new SimulationGrid(simulation.minX(), simulation.minY(), spacing, Math.max(nx, 2), Math.max(ny, 2));
    }

    public long cells() {
        return (long) width * height;
    }
}
