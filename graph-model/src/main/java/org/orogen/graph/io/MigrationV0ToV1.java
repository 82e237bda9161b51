package org.orogen.graph.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Version 0 (the prototype format, before the first release) to version 1.
 * <pre>
 * v0: { "format": "orogen.graph", "version": 0, "title": "...", "seed": 7,
 *       "nodes": { "id": { "type": "...", "x": 0, "y": 0, "label": "...", "params": { ... } } },
 *       "links": [ { "fromNode": "a", "fromPort": "value", "toNode": "b", "toPort": "a" } ] }
 * </pre>
 * Changes: nodes become an array sorted by id with {@code position: [x, y]} and
 * {@code parameters}; links become {@code edges} with {@code "node.port"} strings; the title
 * moves into {@code metadata}. Anything else is carried over for the v1 reader to judge.
 */
final class MigrationV0ToV1 implements GraphMigration {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    @Override
    public int fromVersion() {
        return 0;
    }

    @Override
    public ObjectNode migrate(ObjectNode root, JsonProblems notes, JsonProblems errors) {
        ObjectNode out = F.objectNode();
        out.put("format", GraphFormat.FORMAT);
        out.put("version", 1);
        ObjectNode metadata = out.putObject("metadata");
        JsonNode title = root.get("title");
        if (title != null) {
            metadata.set("title", title);
        }
        if (root.has("seed")) {
            out.set("seed", root.get("seed"));
        }
        out.set("nodes", nodes(root.get("nodes"), errors));
        out.set("edges", links(root.get("links"), errors));
        for (Map.Entry<String, JsonNode> e : root.properties()) {
            if (!List.of("format", "version", "title", "seed", "nodes", "links").contains(e.getKey())) {
                out.set(e.getKey(), e.getValue()); // the v1 reader reports it as unknown
            }
        }
        return out;
    }

    private static ArrayNode nodes(JsonNode v0, JsonProblems errors) {
        ArrayNode nodes = F.arrayNode();
        if (v0 == null) {
            return nodes;
        }
        if (!v0.isObject()) {
            errors.report("/nodes", "version 0 \"nodes\" must be an object of id: node; no nodes were migrated");
            return nodes;
        }
        List<String> ids = new ArrayList<>();
        v0.fieldNames().forEachRemaining(ids::add);
        ids.sort(null);
        for (String id : ids) {
            JsonNode n = v0.get(id);
            if (!n.isObject()) {
                errors.report("/nodes/" + StrictObject.escape(id), "version 0 node '" + StrictObject.shorten(id)
                        + "' must be an object; it was skipped");
                continue;
            }
            ObjectNode node = nodes.addObject();
            node.put("id", id);
            if (n.has("type")) {
                node.set("type", n.get("type"));
            }
            if (n.has("label")) {
                node.set("label", n.get("label"));
            }
            ArrayNode position = node.putArray("position");
            position.add(n.has("x") ? n.get("x") : F.numberNode(0.0));
            position.add(n.has("y") ? n.get("y") : F.numberNode(0.0));
            if (n.has("params")) {
                node.set("parameters", n.get("params"));
            }
        }
        return nodes;
    }

    private static ArrayNode links(JsonNode v0, JsonProblems errors) {
        ArrayNode edges = F.arrayNode();
        if (v0 == null) {
            return edges;
        }
        if (!v0.isArray()) {
            errors.report("/links", "version 0 \"links\" must be an array; no wires were migrated");
            return edges;
        }
        for (int i = 0; i < v0.size(); i++) {
            JsonNode l = v0.get(i);
            if (!l.isObject() || !text(l, "fromNode") || !text(l, "fromPort") || !text(l, "toNode")
                    || !text(l, "toPort")) {
                errors.report("/links/" + i, "version 0 link needs text fields fromNode, fromPort, toNode and "
                        + "toPort; it was skipped");
                continue;
            }
            ObjectNode e = edges.addObject();
            e.put("from", l.get("fromNode").textValue() + "." + l.get("fromPort").textValue());
            e.put("to", l.get("toNode").textValue() + "." + l.get("toPort").textValue());
        }
        return edges;
    }

    private static boolean text(JsonNode o, String field) {
        return o.has(field) && o.get(field).isTextual();
    }
}
