package org.orogen.shader;

import java.util.Objects;
import java.util.Optional;
import org.orogen.graph.PortRef;

/**
 * How to compile.
 *
 * @param previewTarget when present, compile "as if this output port were the height output"
 *                      (per-node previews and thumbnails): the program writes that field as the
 *                      height and no masks. A port of an {@code output.*} node means its input.
 * @param subgraphs     resolves {@code graph.subgraph} nodes
 */
public record CompileOptions(Optional<PortRef> previewTarget, SubgraphSource subgraphs) {
    public static final CompileOptions DEFAULT = new CompileOptions(Optional.empty(), SubgraphSource.NONE);

    public CompileOptions {
        Objects.requireNonNull(previewTarget, "previewTarget");
        Objects.requireNonNull(subgraphs, "subgraphs");
    }

    /** Compile for a preview of one output port. */
    public CompileOptions withPreview(PortRef target) {
        return new CompileOptions(Optional.of(target), subgraphs);
    }

    public CompileOptions withSubgraphs(SubgraphSource source) {
        return new CompileOptions(previewTarget, source);
    }
}
