package org.orogen.gl;

import static org.lwjgl.opengl.GL11.glFinish;

import java.nio.FloatBuffer;

/**
 * The smoke render: a fragment shader ({@code org/orogen/gl/smoke.frag}) computing a known formula of
 * the pixel position into one RGBA32F attachment, and the same formula in Java in double precision
 * ({@link #expected}) to check every pixel. Used by the GL test, the launcher's headless render and
 * the GPU timing script.
 */
public final class SmokeRender implements AutoCloseable {

    /**
     * Largest allowed |GPU - Java| per channel. The shader works in float: pixel-centre coordinates
     * and fract() arguments are exact to ~1e-7 relative, which after 2 pi times the top frequency
     * (96) stays below 1e-5; 1e-4 leaves room for drivers' sin/cos (NVIDIA: ~1e-6 absolute on
     * [0, 2 pi]).
     */
    public static final double TOLERANCE = 1e-4;

    /** Where the formula's fragment shader lives on the classpath. */
    public static final String FRAGMENT_SHADER_RESOURCE = "org/orogen/gl/smoke.frag";

    private final ShaderProgram program;
    private final FloatFramebuffer framebuffer;
    private final FullscreenTriangle triangle;

    /** Builds the program and a width x height framebuffer on the calling (GL) thread. */
    public SmokeRender(GlContext context, int width, int height) {
        ShaderProgram built = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(),
                FullscreenTriangle.resourceText(FRAGMENT_SHADER_RESOURCE));
        try {
            this.framebuffer = FloatFramebuffer.create(context, width, height, 1);
        } catch (RuntimeException e) {
            built.close();
            throw e;
        }
        this.program = built;
        this.triangle = new FullscreenTriangle(context);
    }

    /** Draws the formula into the framebuffer (asynchronously, as GL does). */
    public void render() {
        framebuffer.bind();
        program.use();
        program.setVec2("u_resolution", framebuffer.width(), framebuffer.height());
        triangle.draw();
        framebuffer.unbind();
    }

    /** Draws and waits until the GPU has finished (for timing). */
    public void renderAndFinish() {
        render();
        glFinish();
    }

    /** Reads the result: width*height*4 floats, RGBA, rows bottom-up. */
    public void read(FloatBuffer dest) {
        framebuffer.read(0, dest);
    }

    /** {@link #read(FloatBuffer)} into a new array. */
    public float[] read() {
        return framebuffer.read(0);
    }

    public int width() {
        return framebuffer.width();
    }

    public int height() {
        return framebuffer.height();
    }

    /**
     * The formula at pixel (x, y) of a width x height image (y counted from the bottom row), in double
     * precision, written to {@code rgba[0..3]}.
     */
    public static void expected(int x, int y, int width, int height, double[] rgba) {
        double u = (x + 0.5) / width;
        double v = (y + 0.5) / height;
        double r = 0.0;
        double amplitude = 1.0;
        double frequency = 1.0;
        for (int k = 0; k < 6; k++) {
            r += amplitude * Math.sin(2 * Math.PI * fract(3.0 * frequency * u))
                    * Math.cos(2 * Math.PI * fract(2.0 * frequency * v));
            amplitude *= 0.5;
            frequency *= 2.0;
        }
        rgba[0] = r;
        rgba[1] = u * v;
        rgba[2] = u - v;
        rgba[3] = 1.0;
    }

    private static double fract(double value) {
        return value - Math.floor(value);
    }

    /** The largest difference found and where; {@code channel} is 0..3 for R, G, B, A. */
    public record Comparison(double maxError, int x, int y, int channel) {
        /** True when every channel of every pixel is within {@link #TOLERANCE}. */
        public boolean withinTolerance() {
            return maxError <= TOLERANCE;
        }
    }

    /**
     * Compares every pixel of a read-back image with {@link #expected}. NaN counts as an infinite error.
     *
     * @param pixels width*height*4 floats from its position, as {@link #read(FloatBuffer)} writes them
     */
    public static Comparison compare(FloatBuffer pixels, int width, int height) {
        double[] rgba = new double[4];
        double worst = -1;
        int worstX = 0;
        int worstY = 0;
        int worstChannel = 0;
        int base = pixels.position();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                expected(x, y, width, height, rgba);
                int offset = base + ((y * width + x) << 2);
                for (int c = 0; c < 4; c++) {
                    double actual = pixels.get(offset + c);
                    double error = Double.isNaN(actual) ? Double.POSITIVE_INFINITY : Math.abs(actual - rgba[c]);
                    if (error > worst) {
                        worst = error;
                        worstX = x;
                        worstY = y;
                        worstChannel = c;
                    }
                }
            }
        }
        return new Comparison(worst, worstX, worstY, worstChannel);
    }

    @Override
    public void close() {
        triangle.close();
        framebuffer.close();
        program.close();
    }
}
