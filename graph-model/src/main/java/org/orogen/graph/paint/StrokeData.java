package org.orogen.graph.paint;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;

/** Facts about a layer's strokes that the compiler and the runtime need: reach and identity. */
public final class StrokeData {
    /** The Gaussian of a SMOOTH stroke is truncated at this many standard deviations. */
    public static final double SMOOTH_SIGMAS = 3.0;

    private StrokeData() {
    }

    /**
     * How far around a point the layer reads its {@code height} input, in metres: 3σ of the widest
     * usable SMOOTH stroke (σ = outer / 4), 0 without one.
     */
    public static double smoothReach(List<Stroke> strokes) {
        double reach = 0;
        for (Stroke s : StrokeCheck.usable(strokes)) {
            if (s.kind() == BrushKind.SMOOTH) {
                reach = Math.max(reach, SMOOTH_SIGMAS * StrokeField.smoothSigma(s));
            }
        }
        return reach;
    }

    /** A 64-bit digest of every number of every stroke (for cache keys: any change gives another key). */
    public static long hash(List<Stroke> strokes) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            ByteBuffer b = ByteBuffer.allocate(64);
            for (Stroke s : strokes) {
                b.clear();
                b.putInt(s.kind().ordinal()).putDouble(s.innerRadius()).putDouble(s.outerRadius())
                        .putDouble(s.strength()).putDouble(s.spacing()).putDouble(s.levelHeight())
                        .putInt(s.points().size());
                sha.update(b.array(), 0, b.position());
                for (StrokePoint p : s.points()) {
                    b.clear();
                    b.putDouble(p.x()).putDouble(p.y()).putDouble(p.pressure());
                    sha.update(b.array(), 0, b.position());
                }
            }
            return ByteBuffer.wrap(sha.digest()).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java runtime", e);
        }
    }
}
