package org.orogen.shader.pass;

import java.util.List;
import java.util.Objects;

/**
 * A position context: a set of nodes evaluated together at one position. The main region is
 * evaluated at the fragment's position and feeds the outputs; every other region is the upstream
 * graph of a sampled input, emitted as a function {@code vec3 f(vec2 p)} that nodes with sampled
 * inputs call at the positions they choose. Within a region each node is evaluated once, however
 * many consumers it has.
 *
 * @param source the field the region's function returns; null for the main region
 * @param nodes  the region's node ids in evaluation order
 */
public record Region(InputSource source, List<String> nodes) {
    public Region {
        nodes = List.copyOf(nodes);
    }

    public boolean isMain() {
        return source == null;
    }

    /** A stable key for naming and sorting: the source's description, or "main". */
    public String key() {
        return source == null ? "main" : Objects.toString(source);
    }
}
