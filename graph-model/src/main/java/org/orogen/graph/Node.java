package org.orogen.graph;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One node instance in a graph: immutable.
 *
 * @param id         stable id (see {@link NodeIds}); never changes once created
 * @param typeId     the node type, e.g. {@code noise.gradient}; may name a type the catalog does
 *                   not know (kept and reported, so files from newer libraries still open)
 * @param label      artist-facing name; empty when the node shows its type's display name
 * @param position   editor canvas position
 * @param parameters parameter values by parameter name, sorted; a parameter that is absent
 *                   takes its definition's default
 */
public record Node(String id, String typeId, String label, Position position,
                   SortedMap<String, ParameterValue> parameters) {

    public Node {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(typeId, "typeId");
        label = label == null ? "" : label;
        position = position == null ? Position.ORIGIN : position;
        parameters = Collections.unmodifiableSortedMap(new TreeMap<>(parameters));
    }

    /** Same as the canonical constructor, for any map (copied and sorted). */
    public Node(String id, String typeId, String label, Position position, Map<String, ParameterValue> parameters) {
        this(id, typeId, label, position, new TreeMap<>(parameters));
    }

    public static Node of(String id, String typeId) {
        return new Node(id, typeId, "", Position.ORIGIN, new TreeMap<>());
    }

    public static Node of(String id, String typeId, Position position) {
        return new Node(id, typeId, "", position, new TreeMap<>());
    }

    public Optional<ParameterValue> parameter(String name) {
        return Optional.ofNullable(parameters.get(name));
    }

    public Node withId(String newId) {
        return new Node(newId, typeId, label, position, parameters);
    }

    public Node withLabel(String newLabel) {
        return new Node(id, typeId, newLabel, position, parameters);
    }

    public Node withPosition(Position newPosition) {
        return new Node(id, typeId, label, newPosition, parameters);
    }

    /** A copy with one parameter set ({@code value} non-null) or removed ({@code null}: back to default). */
    public Node withParameter(String name, ParameterValue value) {
        TreeMap<String, ParameterValue> copy = new TreeMap<>(parameters);
        if (value == null) {
            copy.remove(name);
        } else {
            copy.put(name, value);
        }
        return new Node(id, typeId, label, position, copy);
    }

    public Node withParameters(Map<String, ParameterValue> newParameters) {
        return new Node(id, typeId, label, position, new TreeMap<>(newParameters));
    }
}
