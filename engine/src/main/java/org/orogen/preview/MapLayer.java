package org.orogen.preview;

/** What the 2D map beside the 3D view shows. */
public enum MapLayer {
    /** Height in hypsometric false colour with a hillshade. */
    HEIGHT,
    /** One mask output in grey (0 black, 1 white). */
    MASK,
    /** The normal map (OpenGL convention: +y is green). */
    NORMALS
}
