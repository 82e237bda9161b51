package org.orogen.bake;

import org.orogen.gl.GlInfo;

/**
 * The OpenGL context cannot bake a planet: sphere graphs evaluate surface points in double
 * precision with compute shaders, which need OpenGL 4.3. Thrown before anything is baked or written.
 */
public final class PlanetUnsupportedException extends BakeException {

    private static final long serialVersionUID = 1L;

    /** The OpenGL version a planet bake needs. */
    public static final int MAJOR = 4;
    /** The OpenGL minor version a planet bake needs. */
    public static final int MINOR = 3;

    public PlanetUnsupportedException(String message) {
        super(message);
    }

    /**
     * Refuses a context older than OpenGL 4.3.
     *
     * @throws PlanetUnsupportedException naming the context's version and what to do
     */
    public static void check(GlInfo info) throws PlanetUnsupportedException {
        if (!info.atLeast(MAJOR, MINOR)) {
            throw new PlanetUnsupportedException("Planet exports need OpenGL " + MAJOR + "." + MINOR
                    + " (compute shaders and double precision), but this context is OpenGL " + info.major() + "."
                    + info.minor() + " (" + info.renderer() + "). Run on a driver with OpenGL 4.3 or later "
                    + "(Mesa llvmpipe 20+ or any current GPU driver; macOS stops at 4.1).");
        }
    }
}
