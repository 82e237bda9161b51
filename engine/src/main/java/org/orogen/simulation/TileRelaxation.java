package org.orogen.simulation;

import static org.lwjgl.opengl.GL43.GL_SHADER_STORAGE_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.glDispatchCompute;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;
import static org.lwjgl.opengl.GL43.glUniform2i;

import java.util.List;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;

/**
 * Runs a tile-local relaxation ({@code flow_relax.comp}) to its fixed point: dispatches of one
 * work group per {@value #TILE}² tile, each tile iterating in shared memory until it is stable and
 * skipping itself when neither it nor a neighbour tile changed in the previous dispatch. Every
 * dispatch reports whether it changed anything into a slot of a status buffer; the CPU reads a
 * batch's slots while the next batch runs (two status buffers), and stops at the first dispatch
 * that changed nothing. Dispatches after that one find every tile inactive and cost next to
 * nothing. Bounded: after {@link #maxDispatches} the result is reported as unsettled. GL thread only.
 */
final class TileRelaxation implements AutoCloseable {
    /** Tile side in cells; flow_relax.comp's TILE. */
    static final int TILE = 32;
    /** Dispatches between two reads of the status. */
    static final int BATCH = 8;
    /** Shader storage bindings of the tile flags and the dispatch status in flow_relax.comp. */
    private static final int TILES_BINDING = 6;
    private static final int STATUS_BINDING = 7;

    private final String node;
    private final int tilesX;
    private final int tilesY;
    private final GridBuffer tiles;
    private final GridBuffer[] status = new GridBuffer[2];

    /** @param node the simulation's type ({@code hydrology.flow}), for problem reports */
    TileRelaxation(GlContext context, SimulationGrid grid, String node) {
        this.node = node;
        tilesX = (grid.width() + TILE - 1) / TILE;
        tilesY = (grid.height() + TILE - 1) / TILE;
        GridBuffer t = GridBuffer.create(context, 2L * tilesX * tilesY);
        try {
            status[0] = GridBuffer.create(context, BATCH);
            status[1] = GridBuffer.create(context, BATCH);
        } catch (RuntimeException e) {
            t.close();
            if (status[0] != null) {
                status[0].close();
            }
            throw e;
        }
        tiles = t;
    }

    /**
     * Most dispatches of one relaxation: enough for information to cross the grid's tiles 16 times
     * over (a winding lake or river crosses many tiles), plus a margin; far more than measured.
     */
    int maxDispatches() {
        return BATCH * ((16 * (tilesX + tilesY) + 64) / BATCH);
    }

    /**
     * Relaxes with {@code program} (already used, its other uniforms and buffers set) until a
     * dispatch changes nothing.
     *
     * @param what     the field, for a problem report ("depression fill")
     * @param problems gets a line when the bound was reached before the fixed point
     * @return dispatches issued
     */
    int run(ShaderProgram program, String what, SimulationMonitor monitor, List<String> problems) {
        glUniform2i(program.uniformLocation("u_tiles"), tilesX, tilesY);
        tiles.fill(1); // every tile runs in the first dispatch
        tiles.bind(TILES_BINDING);
        int limit = maxDispatches();
        int issued = 0;
        for (int batch = 0; issued < limit; batch++) {
            GridBuffer slots = status[batch % 2];
            slots.fill(0);
            slots.bind(STATUS_BINDING);
            for (int s = 0; s < BATCH; s++) {
                program.setInt("u_parity", issued % 2);
                program.setInt("u_slot", s);
                glDispatchCompute(tilesX, tilesY, 1);
                glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
                issued++;
            }
            if (batch > 0 && settled(status[(batch - 1) % 2])) {
                return issued;
            }
            monitor.checkCancelled();
        }
        if (settled(status[(issued / BATCH - 1) % 2])) {
            return issued;
        }
        problems.add(node + ": the " + what + " did not settle within " + limit + " passes over "
                + tilesX + " x " + tilesY + " tiles; the result is approximate (please report the terrain)");
        return issued;
    }

    /** Whether a dispatch of the batch whose status is {@code slots} changed nothing (waits for it). */
    private static boolean settled(GridBuffer slots) {
        for (int flag : slots.read(BATCH)) {
            if (flag == 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() {
        tiles.close();
        status[0].close();
        status[1].close();
    }
}
