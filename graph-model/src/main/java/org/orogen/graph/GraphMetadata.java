package org.orogen.graph;

import java.util.List;
import java.util.Objects;

/**
 * Descriptive data of a graph.
 *
 * @param title       short name shown in the editor and in exports' sidecar files
 * @param description free text
 * @param author      free text
 * @param extent      world extent in metres
 * @param tags        free-form tags, in the order the artist gave them
 * @param domain      plane (the default) or sphere: where the graph's fields live
 */
public record GraphMetadata(String title, String description, String author, WorldExtent extent,
                            List<String> tags, Domain domain) {
    public static final GraphMetadata EMPTY = new GraphMetadata("", "", "", WorldExtent.DEFAULT, List.of());

    /** Metadata of a graph on the plane. */
    public GraphMetadata(String title, String description, String author, WorldExtent extent, List<String> tags) {
        this(title, description, author, extent, tags, Domain.PLANE);
    }

    public GraphMetadata {
        title = Objects.requireNonNullElse(title, "");
        description = Objects.requireNonNullElse(description, "");
        author = Objects.requireNonNullElse(author, "");
        extent = Objects.requireNonNullElse(extent, WorldExtent.DEFAULT);
        tags = List.copyOf(tags == null ? List.of() : tags);
        domain = Objects.requireNonNullElse(domain, Domain.PLANE);
    }

    public GraphMetadata withTitle(String newTitle) {
        return new GraphMetadata(newTitle, description, author, extent, tags, domain);
    }

    public GraphMetadata withExtent(WorldExtent newExtent) {
        return new GraphMetadata(title, description, author, newExtent, tags, domain);
    }

    public GraphMetadata withDomain(Domain newDomain) {
        return new GraphMetadata(title, description, author, extent, tags, newDomain);
    }
}
