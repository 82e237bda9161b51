package org.orogen.graph.edit;

import java.util.ArrayList;
import java.util.List;
import org.orogen.graph.ExportProfile;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;

/**
 * Adds an export profile to the graph, or replaces the one with the same name in place (so the
 * file's order, and its diff, stay stable).
 */
public record SaveExportProfile(ExportProfile profile) implements EditCommand {

    @Override
    public String description() {
        return "Save Export Profile " + profile.name();
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        if (profile.name().isBlank()) {
            throw new EditRejectedException("an export profile needs a name");
        }
        List<ExportProfile> all = new ArrayList<>(graph.exports());
        int at = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).name().equals(profile.name())) {
                at = i;
            }
        }
        if (at >= 0) {
            all.set(at, profile);
        } else {
            all.add(profile);
        }
        return graph.withExports(all);
    }
}
