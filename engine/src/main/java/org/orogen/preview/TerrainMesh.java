package org.orogen.preview;

import org.lwjgl.system.MemoryUtil;
import org.orogen.gl.GlContext;

import java.nio.IntBuffer;

import static org.lwjgl.opengl.GL33.*;

/**
 * A square patch of {@code quads}² quads ({@code (quads+1)²} vertices) as an index buffer only:
 * the vertex shader derives each vertex's position from gl_VertexID and the patch's place
 * ({@code u_tileOrigin}, {@code u_tileSpan}) and displaces it by the baked height, so re-baking
 * never touches the mesh. Rows are joined into one strip with primitive restart. After the grid
 * come optional skirts: a strip hanging down from each edge, which hides the cracks between
 * neighbouring patches of different detail. GL thread only.
 */
final class TerrainMesh implements AutoCloseable {

    /** The restart index: larger than any vertex id a patch can have. */
    private static final int RESTART = 0xFFFFFFFF;

    private final GlContext context;
    private final int quads;
    private final int vertexArray;
    private final int indexBuffer;
    private final int gridIndexCount;
    private final int indexCount;

    TerrainMesh(GlContext context, int quads) {
        context.checkThread();
        if (quads < 1 || quads > 4095) {
            throw new IllegalArgumentException("A mesh patch has 1..4095 quads per side, not " + quads);
        }
        this.context = context;
        this.quads = quads;
        int side = quads + 1;
        long grid = (long) quads * (2L * side + 1);
        long skirts = 4L * (2L * side + 1);
        gridIndexCount = (int) grid;
        indexCount = (int) (grid + skirts);
        IntBuffer indices = MemoryUtil.memAllocInt(indexCount);
        try {
            for (int row = 0; row < quads; row++) {
                for (int col = 0; col < side; col++) {
                    indices.put((row + 1) * side + col);
                    indices.put(row * side + col);
                }
                indices.put(RESTART);
            }
            // Skirt vertex ids follow the grid: side s, position t -> side² + s * side + t.
            int first = side * side;
            for (int s = 0; s < 4; s++) {
                for (int t = 0; t < side; t++) {
                    indices.put(borderVertex(s, t, side));
                    indices.put(first + s * side + t);
                }
                indices.put(RESTART);
            }
            indices.flip();
            vertexArray = glGenVertexArrays();
            glBindVertexArray(vertexArray);
            indexBuffer = glGenBuffers();
            glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indexBuffer);
            glBufferData(GL_ELEMENT_ARRAY_BUFFER, indices, GL_STATIC_DRAW);
            glBindVertexArray(0);
        } finally {
            MemoryUtil.memFree(indices);
        }
    }

    /** The grid vertex on edge {@code s} (0 south, 1 north, 2 west, 3 east) at position {@code t}; see terrain.vert. */
    private static int borderVertex(int s, int t, int side) {
        return switch (s) {
            case 0 -> t;
            case 1 -> (side - 1) * side + t;
            case 2 -> t * side;
            default -> t * side + side - 1;
        };
    }

    /** Draws the patch with the current program, with or without its skirts. */
    void draw(boolean withSkirts) {
        context.checkThread();
        glBindVertexArray(vertexArray);
        glEnable(GL_PRIMITIVE_RESTART);
        glPrimitiveRestartIndex(RESTART);
        glDrawElements(GL_TRIANGLE_STRIP, withSkirts ? indexCount : gridIndexCount, GL_UNSIGNED_INT, 0L);
        glDisable(GL_PRIMITIVE_RESTART);
        glBindVertexArray(0);
    }

    /** Quads per side. */
    int quads() {
        return quads;
    }

    @Override
    public void close() {
        glDeleteBuffers(indexBuffer);
        glDeleteVertexArrays(vertexArray);
    }
}
