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

        /** The record's own format, written out: it is part of structure descriptions and region keys (hot). */
        @Override
        public String toString() {
            return "Wire[nodeId=" + nodeId + ", port=" + port + ", conversion=" + conversion + "]";
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

        /** The record's own format, written out (see {@link Wire#toString()}). */
        @Override
        public String toString() {
            return "Stage[nodeId=" + nodeId + ", port=" + port + ", conversion=" + conversion + "]";
        }
    }

    /** A constant field {@code (value, 0, 0)}: an unconnected input's default, or 0 after an error. */
    record Constant(double value) implements InputSource {
    }

    static InputSource zero() {
        return new Constant(0.0);
    }
}
