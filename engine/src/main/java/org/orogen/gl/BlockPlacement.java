package org.orogen.gl;

import static org.lwjgl.opengl.GL20.glUniform1i;
import static org.lwjgl.opengl.GL20.glUniform2f;
import static org.lwjgl.opengl.GL20.glUniform2i;
import static org.lwjgl.opengl.GL20.glUniform4f;

import org.orogen.shader.WorldAnchor;
import org.orogen.shader.pass.EmitPass;
import org.orogen.shader.planet.PlanetMap;

/**
 * The uniforms that place a {@link GridBlock} in a field program ({@link WorldAnchor}'s anchor and
 * origin, texel size, resolution, the planet map), their locations resolved once for a batch of
 * blocks (GL thread only, program in use). A location the driver optimised away (−1) is ignored by GL.
 * The planet map is set again only when it differs from the previous block's. A compute program
 * that declares {@link EmitPass#FIRST_ROW_UNIFORM} starts its dispatch at the block's first row;
 * others ({@link #firstRow}) are dispatched over the whole block.
 */
final class BlockPlacement {

    private final int anchor;
    private final int origin;
    private final int texelSize;
    private final int resolution;
    private final int planet;
    private final int firstRow;
    private PlanetMap planetSet;
    private int firstRowSet;

    private BlockPlacement(ShaderProgram shader) {
        this.anchor = shader.uniformLocation(WorldAnchor.ANCHOR_UNIFORM);
        this.origin = shader.uniformLocation(WorldAnchor.ORIGIN_UNIFORM);
        this.texelSize = shader.uniformLocation("u_texelSize");
        this.resolution = shader.uniformLocation("u_resolution");
        this.planet = shader.uniformLocation(PlanetMap.UNIFORM);
        this.firstRow = shader.uniformLocation(EmitPass.FIRST_ROW_UNIFORM);
        if (firstRow >= 0) {
            glUniform1i(firstRow, 0); // what the program last ran with is unknown
        }
    }

    /** The placement uniforms of {@code shader}, which must be in use while {@link #place} is called. */
    static BlockPlacement of(ShaderProgram shader) {
        return new BlockPlacement(shader);
    }

    /**
     * The first row of {@code block} that a compute dispatch starts at: the block's own where the program
     * offsets its pixels by it, else 0 (the whole block; the rows below are extra work, not wrong).
     */
    int firstRow(GridBlock block) {
        return firstRow >= 0 ? block.firstRow() : 0;
    }

    /** Sets the uniforms of {@code block} (the program is in use). */
    void place(GridBlock block) {
        WorldAnchor a = block.anchor();
        glUniform2i(anchor, a.anchorX(), a.anchorY());
        glUniform2f(origin, a.originX(), a.originY());
        glUniform2f(texelSize, (float) block.texelX(), (float) block.texelY());
        glUniform2f(resolution, block.width(), block.height());
        PlanetMap map = block.planet();
        if (map != null && planet >= 0 && !map.equals(planetSet)) {
            float[] value = map.uniformValue();
            glUniform4f(planet, value[0], value[1], value[2], value[3]);
            planetSet = map;
        }
        int row = firstRow(block);
        if (row != firstRowSet) {
            glUniform1i(firstRow, row);
            firstRowSet = row;
        }
    }
}
