package org.orogen.shader.pass;

import java.util.List;
import java.util.Objects;

/**
 * What the program writes: the height (fragment output 0) and the named masks (outputs 1..n in
 * the list's order, sorted by name).
 *
 * @param height       the field written as the height
 * @param heightOwner  the node it shows on (the output node, or the previewed node)
 * @param masks        mask outputs sorted by name
 */
public record OutputPlan(InputSource height, String heightOwner, List<MaskOutput> masks) {
    /** One named mask output. */
    public record MaskOutput(String name, InputSource source, String ownerId) {
        public MaskOutput {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(ownerId, "ownerId");
        }
    }

    public OutputPlan {
        Objects.requireNonNull(height, "height");
        Objects.requireNonNull(heightOwner, "heightOwner");
        masks = List.copyOf(masks);
    }
}
