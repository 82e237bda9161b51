package org.orogen.simulation;

import java.util.ArrayList;
import java.util.List;
import org.orogen.gl.GlContext;

/**
 * The GPU flow's per-cell storage: six buffers of one 32-bit word per cell (24 bytes a cell), at
 * the shader storage bindings 0 to 5 of {@code flow_relax.comp}, plus a few status words (binding
 * 7). Later passes reuse buffers whose contents are no longer needed: {@link #terrain} holds the
 * river mask at the end, {@link #scale} the channel radii and {@link #flat} and
 * {@link #invTotal} the jump flooding's origins. {@code hydrology.water_level} ({@link WaterLevelOnGpu})
 * uses the same buffers for its own fields. GL thread only.
 */
final class FlowBuffers implements AutoCloseable {
    /** Buffers of one word per cell. */
    static final int PER_CELL = 6;
    /** Status words: [0] non-finite inputs, [1] the largest drainage area's float bits. */
    static final int STATUS_WORDS = 2;
    static final int STATUS_BINDING = 7;

    final GridBuffer terrain;
    final GridBuffer filled;
    final GridBuffer flat;
    final GridBuffer area;
    final GridBuffer scale;
    final GridBuffer invTotal;
    final GridBuffer status;
    private final List<GridBuffer> all = new ArrayList<>();

    FlowBuffers(GlContext context, SimulationGrid grid) {
        try {
            terrain = add(context, grid.cells());
            filled = add(context, grid.cells());
            flat = add(context, grid.cells());
            area = add(context, grid.cells());
            scale = add(context, grid.cells());
            invTotal = add(context, grid.cells());
            status = add(context, STATUS_WORDS);
            status.fill(0);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    private GridBuffer add(GlContext context, long words) {
        GridBuffer b = GridBuffer.create(context, words);
        all.add(b);
        return b;
    }

    /** Binds the per-cell buffers to 0 .. 5 (terrain, filled, flat, area, scale, invTotal) and the status to 7. */
    void bindFields() {
        terrain.bind(0);
        filled.bind(1);
        flat.bind(2);
        area.bind(3);
        scale.bind(4);
        invTotal.bind(5);
        status.bind(STATUS_BINDING);
    }

    @Override
    public void close() {
        all.forEach(GridBuffer::close);
    }
}
