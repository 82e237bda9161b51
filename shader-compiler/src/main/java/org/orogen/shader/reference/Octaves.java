package org.orogen.shader.reference;

import org.orogen.shader.planet.TangentFrame;

/**
 * One noise octave at a world position: frame, seed offset, lattice split, noise, and the chain
 * rule back to metres. Twin of the {@code ogn_*Octave} helpers in {@code fractal.glsl}.
 */
public final class Octaves {

    private Octaves() {
    }

    /** Gradient noise of one octave; gradient per metre. */
    public static NoiseSample gradient(double x, double y, Lattice.Frame g, int octaveSeed) {
        Lattice.Point p = locate(x, y, g, octaveSeed);
        return Lattice.toWorld(GradientNoise.sample(p.cellX(), p.cellY(), p.fx(), p.fy(), octaveSeed), g);
    }

    /** Value noise of one octave; gradient per metre. */
    public static NoiseSample value(double x, double y, Lattice.Frame g, int octaveSeed) {
        Lattice.Point p = locate(x, y, g, octaveSeed);
        return Lattice.toWorld(ValueNoise.sample(p.cellX(), p.cellY(), p.fx(), p.fy(), octaveSeed), g);
    }

    /** Cellular noise of one octave; gradients per metre. */
    public static CellularNoise.Sample cellular(double x, double y, Lattice.Frame g, int octaveSeed, double jitter) {
        Lattice.Point p = locate(x, y, g, octaveSeed);
        CellularNoise.Sample s = CellularNoise.sample(p.cellX(), p.cellY(), p.fx(), p.fy(), octaveSeed, jitter);
        return new CellularNoise.Sample(Lattice.toWorld(s.f1(), g), Lattice.toWorld(s.f2(), g));
    }

    /**
     * Cellular noise of one octave on a sphere at surface point {@code w} (metres), frame {@code g}
     * ({@link Lattice3#frame}); gradients per metre along the tangent {@code frame}.
     */
    public static CellularNoise.Sample cellular(double[] w, float[] g, int octaveSeed, double jitter,
                                                TangentFrame frame) {
        Lattice3.Point p = Lattice3.locate(w, g, Lattice3.octaveOffset(octaveSeed));
        double[][] s = CellularNoise.sample3(p.cell(), p.f(), octaveSeed, jitter);
        return new CellularNoise.Sample(tangent(s[0], g, frame), tangent(s[1], g, frame));
    }

    private static NoiseSample tangent(double[] n, float[] g, TangentFrame frame) {
        double[] world = Lattice3.toWorld(g, new double[] {n[1], n[2], n[3]});
        return new NoiseSample(n[0], frame.alongX(world), frame.alongY(world));
    }

    private static Lattice.Point locate(double x, double y, Lattice.Frame g, int octaveSeed) {
        double[] o = Lattice.octaveOffset(octaveSeed);
        return Lattice.locate(x, y, g, o[0], o[1]);
    }
}
