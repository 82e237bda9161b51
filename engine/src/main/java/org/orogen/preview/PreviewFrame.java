package org.orogen.preview;

import org.orogen.graph.WorldExtent;

import java.nio.ByteBuffer;

/**
 * A finished preview frame, handed from the GL thread to the UI.
 *
 * @param pixels    BGRA bytes of the 3D view, row 0 at the top, width*height*4 from position 0;
 *                  a native buffer the receiver must hand back with {@link #release()}
 * @param width     3D view width in pixels
 * @param height    3D view height in pixels
 * @param map       BGRA bytes of the 2D map (mapSize², north up), or null when it did not change
 * @param mapSize   map side in pixels
 * @param extent    world extent baked
 * @param domain    the plane or the sphere baked (a sphere's frame shows the globe and the unfolded faces)
 * @param heightMin lowest baked height (metres)
 * @param heightMax highest baked height (metres)
 * @param maskNames the graph's mask outputs, in map/bake order
 * @param stats     timings
 */
public record PreviewFrame(ByteBuffer pixels, int width, int height, ByteBuffer map, int mapSize, WorldExtent extent,
                           org.orogen.graph.Domain domain,
                           float heightMin, float heightMax, java.util.List<String> maskNames,
                           FrameStats stats) {

    /** Frees the native pixel memory; the frame must not be used afterwards. */
    public void release() {
        org.lwjgl.system.MemoryUtil.memFree(pixels);
        if (map != null) {
            org.lwjgl.system.MemoryUtil.memFree(map);
        }
    }
}
