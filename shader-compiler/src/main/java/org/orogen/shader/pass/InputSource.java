package org.orogen.shader.pass;

import java.util.Objects;
import org.orogen.graph.catalog.PortConversion;

/** Where a node input's field comes from in the program. */
public sealed interface InputSource {
    /**
     * The output {@code port} of program node {@code nodeId}, converted as the port types require.
     */
    record Wire(String nodeId, String port, PortConversion conversion) implements InputSource {
        public Wire {
            Objects.requireNonNull(nodeId, "nodeId");
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(conversion, "conversion");
        }

        @Override
        public void describeTo(StringBuilder b) {
            describePort(b, "Wire", nodeId, port, conversion);
        }

        @Override
        public String toString() {
            return InputSource.toString(this);
        }
    }

    /**
     * The output {@code port} of node {@code nodeId} as baked by an earlier stage of a pass plan
     * (see {@link StagePass}): read from that stage's texture at the position where it is needed,
     * converted as the port types require.
     */
    record Stage(String nodeId, String port, PortConversion conversion) implements InputSource {
        public Stage {
            Objects.requireNonNull(nodeId, "nodeId");
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(conversion, "conversion");
        }

        @Override
        public void describeTo(StringBuilder b) {
            describePort(b, "Stage", nodeId, port, conversion);
        }

        @Override
        public String toString() {
            return InputSource.toString(this);
        }
    }

    /** A constant field {@code (value, 0, 0)}: an unconnected input's default, or 0 after an error. */
    record Constant(double value) implements InputSource {
        @Override
        public void describeTo(StringBuilder b) {
            b.append("Constant[value=").append(value).append(']');
        }

        @Override
        public String toString() {
            return InputSource.toString(this);
        }
    }

    /**
     * Appends the source's text, the record's own format ({@code Wire[nodeId=a, port=out, conversion=IDENTITY]}).
     * That text is part of structure descriptions (hence of structural hashes) and names regions, so it must
     * never change; written out because the generated record toString was a visible share of a compile, and
     * appended in place so the structure description does not build a string per input.
     */
    void describeTo(StringBuilder b);

    /** A port source's text: {@code kind[nodeId=…, port=…, conversion=…]}, as a record writes it. */
    private static void describePort(StringBuilder b, String kind, String nodeId, String port,
                                     PortConversion conversion) {
        b.append(kind).append("[nodeId=").append(nodeId).append(", port=").append(port).append(", conversion=")
                .append(conversion).append(']');
    }

    private static String toString(InputSource s) {
        StringBuilder b = new StringBuilder(64);
        s.describeTo(b);
        return b.toString();
    }

    static InputSource zero() {
        return new Constant(0.0);
    }
}
