package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * What the program writes: the height (fragment output 0), the named masks (outputs 1..n in the
 * list's order, sorted by name) and, when the graph has one, the colour (the output after the
 * masks: linear RGB, alpha 1).
 *
 * @param height       the field written as the height
 * @param heightOwner  the node it shows on (the output node, or the previewed node)
 * @param masks        mask outputs sorted by name
 * @param colour       the colour output, if any
 */
public record OutputPlan(InputSource height, String heightOwner, List<MaskOutput> masks,
                         Optional<ColourOutput> colour) {
    /**
     * One named mask output.
     *
     * @param valueOnly write the value alone, its gradient channels 0: a graph's {@code output.mask}
     *                  (exports and the preview read a mask's value only, and the compiler can then drop
     *                  what computes the gradient); false for an intermediate stage's fields, which later
     *                  stages read whole
     */
    public record MaskOutput(String name, InputSource source, String ownerId, boolean valueOnly) {
        public MaskOutput {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(ownerId, "ownerId");
        }

        /** An output written whole: value and gradient. */
        public MaskOutput(String name, InputSource source, String ownerId) {
            this(name, source, ownerId, false);
        }
    }

    /** The colour output: a colour value (linear RGB) and the {@code output.colour} node it shows on. */
    public record ColourOutput(InputSource source, String ownerId) {
        public ColourOutput {
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(ownerId, "ownerId");
        }
    }

    public OutputPlan {
        Objects.requireNonNull(height, "height");
        Objects.requireNonNull(heightOwner, "heightOwner");
        masks = List.copyOf(masks);
        Objects.requireNonNull(colour, "colour");
    }

    /** A plan without a colour output (stages that write intermediate fields). */
    public OutputPlan(InputSource height, String heightOwner, List<MaskOutput> masks) {
        this(height, heightOwner, masks, Optional.empty());
    }

    /** Every value the program writes: height, masks in order, then the colour. */
    public List<InputSource> sources() {
        List<InputSource> all = new ArrayList<>();
        all.add(height);
        masks.forEach(m -> all.add(m.source()));
        colour.ifPresent(c -> all.add(c.source()));
        return all;
    }

    /** The same outputs with every source, owner and mask name passed through the given functions. */
    public OutputPlan map(UnaryOperator<InputSource> source, UnaryOperator<String> owner, UnaryOperator<String> maskName) {
        return new OutputPlan(source.apply(height), owner.apply(heightOwner), masks.stream()
                .map(m -> new MaskOutput(maskName.apply(m.name()), source.apply(m.source()), owner.apply(m.ownerId()),
                        m.valueOnly()))
                .toList(), colour.map(c -> new ColourOutput(source.apply(c.source()), owner.apply(c.ownerId()))));
    }
}
