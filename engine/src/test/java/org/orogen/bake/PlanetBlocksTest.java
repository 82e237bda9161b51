package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.orogen.gl.GlInfo;
import org.orogen.gl.GridBlock;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;

/** Where the GPU bake places the blocks of a planet grid, and which contexts may bake planets. */
class PlanetBlocksTest {

    @Test
    void planetBlocksLieOnTheMapsPixelsWithRowsGrowingNorth() {
        PlanetMap map = PlanetMap.cube(300, CubeMapping.UNIFORM);
        SampleGrid grid = SampleGrid.onPlanet(new PlanetSurface(map, 6_371_000));
        GridBlock top = BlockAt.placement(grid, 0, 1024, 1024);
        assertSame(map, top.planet());
        assertEquals(1024.0, top.worldX(), 0);
        // The block's pixel (0, 0) is its southernmost row: grid row 127 = map row 300 - 1 - 127.
        assertEquals(300 - GlFieldSampler.BLOCK_HEIGHT, top.worldY(), 0);
        assertEquals(1.0, top.texelX(), 0);
        assertEquals(1.0, top.texelY(), 0);
        GridBlock last = BlockAt.placement(grid, 256, 0, 1024);
        assertEquals(300 - 256 - GlFieldSampler.BLOCK_HEIGHT, last.worldY(), 0, "past the map's bottom: a halo");
    }

    @Test
    void planeBlocksAreUnchanged() {
        SampleGrid grid = new SampleGrid(-100, 50, 1000, 500, 101, 51);
        GridBlock block = BlockAt.placement(grid, 0, 0, 101);
        assertEquals(null, block.planet());
        assertEquals(grid.worldY(GlFieldSampler.BLOCK_HEIGHT - 1), block.worldY(), 0);
        assertEquals(10.0, block.texelX(), 0);
    }

    @Test
    void planetsNeedOpenGl43() {
        GlInfo old = new GlInfo("Apple", "Apple M2", "4.1 Metal", "4.10", 4, 1, "test");
        PlanetUnsupportedException e = assertThrows(PlanetUnsupportedException.class,
                () -> PlanetUnsupportedException.check(old));
        assertTrue(e.getMessage().contains("need OpenGL 4.3") && e.getMessage().contains("OpenGL 4.1"), e.getMessage());
        assertDoesNotThrow(() -> PlanetUnsupportedException.check(
                new GlInfo("Mesa", "llvmpipe", "4.5 Mesa", "4.50", 4, 5, "test")));
    }
}
