package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.orogen.shader.planet.CubeFace;

/**
 * The pixels that neighbouring cube-map faces share, found from the faces' documented orientation
 * alone (axis, right, up; row 0 at the top): every border pixel's cube point in integer numerators
 * ({@code (n − 1) · axis + (2i − (n − 1)) · right + ((n − 1) − 2r) · up}), grouped by point. Edge
 * pixels belong to two faces, corners to three.
 */
public final class CubeFaceEdges {

    /** One pixel of one face: column and row of the face image (row 0 at the top). */
    public record Pixel(CubeFace face, int column, int row) {
        int index(int n) {
            return row * n + column;
        }
    }

    private CubeFaceEdges() {
    }

    /** Groups of two or three face pixels that lie on the same cube point, for faces of {@code n × n}. */
    public static List<List<Pixel>> shared(int n) {
        Map<List<Integer>, List<Pixel>> byPoint = new HashMap<>();
        for (CubeFace f : CubeFace.values()) {
            for (int r = 0; r < n; r++) {
                for (int i = 0; i < n; i++) {
                    if (r != 0 && r != n - 1 && i != 0 && i != n - 1) {
                        continue;
                    }
                    List<Integer> point = new ArrayList<>(3);
                    for (int c = 0; c < 3; c++) {
                        point.add((n - 1) * f.axis()[c] + (2 * i - (n - 1)) * f.right()[c]
                                + ((n - 1) - 2 * r) * f.up()[c]);
                    }
                    byPoint.computeIfAbsent(point, k -> new ArrayList<>()).add(new Pixel(f, i, r));
                }
            }
        }
        return byPoint.values().stream().filter(g -> g.size() > 1).toList();
    }

    /** The unordered face pairs that share pixels (12 for a cube: its edges). */
    public static Set<Set<CubeFace>> edges(List<List<Pixel>> groups) {
        Set<Set<CubeFace>> pairs = new HashSet<>();
        for (List<Pixel> g : groups) {
            for (Pixel a : g) {
                for (Pixel b : g) {
                    if (a.face() != b.face()) {
                        pairs.add(Set.of(a.face(), b.face()));
                    }
                }
            }
        }
        return pairs;
    }

    /**
     * Asserts that every shared pixel has the same bits in every face holding it.
     *
     * @param faces one image per face, row-major from the top row, {@code n × n} floats
     * @return how many pixel pairs were compared
     */
    public static int assertFloatEdgesEqual(Map<CubeFace, float[]> faces, int n, String what) {
        int compared = 0;
        for (List<Pixel> g : shared(n)) {
            Pixel first = g.getFirst();
            int bits = Float.floatToRawIntBits(faces.get(first.face())[first.index(n)]);
            for (Pixel p : g.subList(1, g.size())) {
                assertEquals(bits, Float.floatToRawIntBits(faces.get(p.face())[p.index(n)]),
                        what + ": " + first + " and " + p + " lie on the same cube point");
                compared++;
            }
        }
        return compared;
    }

    /** As {@link #assertFloatEdgesEqual} for integer samples (16-bit PNG, R16). */
    public static int assertIntEdgesEqual(Map<CubeFace, int[]> faces, int n, String what) {
        int compared = 0;
        for (List<Pixel> g : shared(n)) {
            Pixel first = g.getFirst();
            int value = faces.get(first.face())[first.index(n)];
            for (Pixel p : g.subList(1, g.size())) {
                assertEquals(value, faces.get(p.face())[p.index(n)],
                        what + ": " + first + " and " + p + " lie on the same cube point");
                compared++;
            }
        }
        return compared;
    }
}
