package org.orogen.shader.pass;

import java.util.Optional;
import java.util.Set;
import org.orogen.graph.Domain;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.shader.planet.SphereNodes;

/**
 * Which node types a domain can evaluate. On a sphere every pixel is evaluated on its own at a 3D
 * surface point, in one program: nodes that bake a neighbourhood of pixels on a plane grid
 * (erosion, hydrology, and any other input declaring a {@code neighbourhood}: blur, painting) and nodes placed
 * by plane coordinates (shapes, the position input, heightmap files) have no meaning there.
 * {@code graph.cache} is only a stage boundary and passes its source through. {@code input.planet}
 * (latitude and longitude) has no meaning on a plane. A node that is unavailable reports an error
 * and its outputs read 0.
 */
final class DomainRules {
    /** Diagnostic code of a node that its graph's domain cannot evaluate. */
    static final String CODE = "domain-unsupported";

    /**
     * Node types with a neighbourhood input that still work on a sphere: the masks re-evaluate
     * their source at taps displaced along the tangent frame, and the cache passes its source through.
     */
    private static final Set<String> TAPPED = Set.of("mask.slope", "mask.curvature", "mask.ridge_crease", "graph.cache");
    /** Node types placed by plane coordinates. */
    private static final Set<String> PLANE_PLACED = Set.of("input.position", "shape.heightmap");

    private DomainRules() {
    }

    /** Why {@code definition}'s node cannot be evaluated in {@code domain} (empty when it can). */
    static Optional<String> unavailable(Domain domain, NodeDefinition definition) {
        String id = definition.id();
        if (!domain.isSphere()) {
            return SphereNodes.sphereOnly(id)
                    ? Optional.of("'" + id + "' gives latitude and longitude, which exist only on a sphere; its"
                    + " outputs read 0. Set the graph's domain to a sphere, or use input.position on a plane")
                    : Optional.empty();
        }
        String remedy = "; its outputs read 0 in this sphere graph. Remove it, or set the graph's domain to the plane";
        if (TAPPED.contains(id)) {
            return Optional.empty();
        }
        if (id.startsWith("erosion.") || id.startsWith("hydrology.")
                || definition.inputs().stream().anyMatch(PortDefinition::staged)) {
            return Optional.of("'" + id + "' works on a neighbourhood of pixels of a plane grid, which a sphere"
                    + " program does not have (every point is evaluated on its own)" + remedy);
        }
        if (id.startsWith("shape.") || PLANE_PLACED.contains(id)) {
            return Optional.of("'" + id + "' is placed by plane x, y coordinates, which a sphere does not have"
                    + " (use input.planet for latitude and longitude)" + remedy);
        }
        return Optional.empty();
    }
}
