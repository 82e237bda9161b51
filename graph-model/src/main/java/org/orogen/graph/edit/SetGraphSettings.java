package org.orogen.graph.edit;

import java.util.List;
import java.util.Objects;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.catalog.NodeTypes;

/**
 * Changes graph-level data in one step: metadata (title, extent...), the global seed and the
 * exposed parameters. Values are stored as given; the validator reports bad extents or seeds.
 */
public record SetGraphSettings(GraphMetadata metadata, long seed, List<ExposedParameter> exposed)
        implements EditCommand {
    public SetGraphSettings {
        Objects.requireNonNull(metadata, "metadata");
        exposed = List.copyOf(exposed);
    }

    /** The graph's current settings with a different seed. */
    public static SetGraphSettings seed(Graph graph, long seed) {
        return new SetGraphSettings(graph.metadata(), seed, graph.exposedParameters());
    }

    /** The graph's current settings with different metadata. */
    public static SetGraphSettings metadata(Graph graph, GraphMetadata metadata) {
        return new SetGraphSettings(metadata, graph.seed(), graph.exposedParameters());
    }

    /** The graph's current settings with different exposed parameters. */
    public static SetGraphSettings exposed(Graph graph, List<ExposedParameter> exposed) {
        return new SetGraphSettings(graph.metadata(), graph.seed(), exposed);
    }

    @Override
    public String description() {
        return "Graph Settings";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        org.orogen.graph.WorldExtent e = metadata.extent();
        if (!(Double.isFinite(e.originX()) && Double.isFinite(e.originY()) && Double.isFinite(e.width())
                && Double.isFinite(e.height()))) {
            throw new EditRejectedException("the world extent must be finite numbers of metres");
        }
        return graph.withMetadata(metadata).withSeed(seed).withExposedParameters(exposed);
    }
}
