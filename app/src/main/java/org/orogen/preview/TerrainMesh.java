package org.orogen.preview;

import org.lwjgl.system.MemoryUtil;
import org.orogen.gl.GlContext;

import java.nio.IntBuffer;

import static org.lwjgl.opengl.GL33.*;

/**
 * A square grid of {@code size}² vertices as an index buffer only: the vertex shader derives each
 * vertex's position from gl_VertexID and displaces it by the baked height, so re-baking never
 * touches the mesh. Rows are joined into one strip with primitive restart. GL thread only.
 */
final class TerrainMesh implements AutoCloseable {

    /** The restart index: larger than any vertex id a 4096² grid can have. */
    private static final int RESTART = 0xFFFFFFFF;

    private final GlContext context;
    private final int size;
    private final int vertexArray;
    private final int indexBuffer;
    private final int indexCount;

    TerrainMesh(GlContext context, int size) {
        context.checkThread();
        this.context = context;
        this.size = size;
        // Per row pair: 2 indices per column, then a restart.
        long count = (long) (size - 1) * (2L * size + 1);
        if (count > Integer.MAX_VALUE / 4) {
            throw new IllegalArgumentException("A " + size + "² mesh is too large; use at most 4096 vertices per side");
        }
        indexCount = (int) count;
        IntBuffer indices = MemoryUtil.memAllocInt(indexCount);
        try {
            for (int row = 0; row < size - 1; row++) {
                for (int col = 0; col < size; col++) {
                    indices.put((row + 1) * size + col);
                    indices.put(row * size + col);
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

    /** Draws the grid with the current program (which reads {@code u_gridSize} = {@link #size()}). */
    void draw() {
        context.checkThread();
        glBindVertexArray(vertexArray);
        glEnable(GL_PRIMITIVE_RESTART);
        glPrimitiveRestartIndex(RESTART);
        glDrawElements(GL_TRIANGLE_STRIP, indexCount, GL_UNSIGNED_INT, 0L);
        glDisable(GL_PRIMITIVE_RESTART);
        glBindVertexArray(0);
    }

    int size() {
        return size;
    }

    @Override
    public void close() {
        glDeleteBuffers(indexBuffer);
        glDeleteVertexArrays(vertexArray);
    }
}
