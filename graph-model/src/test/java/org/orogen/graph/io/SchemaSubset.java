package org.orogen.graph.io;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A checker for the subset of JSON Schema (2020-12) keywords that {@code graph-v1.schema.json}
 * uses. It refuses schemas with any other keyword, so the schema cannot silently grow beyond
 * what the test checks. Kept in the tests instead of adding a schema library to the build:
 * the schema is small and structural, and this avoids a dependency only the tests would use.
 */
final class SchemaSubset {
    static final Set<String> KEYWORDS = Set.of("$schema", "$id", "$defs", "$ref", "title", "description", "oneOf",
            "type", "const", "required", "additionalProperties", "properties", "items", "minItems", "maxItems",
            "minLength", "pattern", "minimum", "maximum", "exclusiveMinimum");

    private final JsonNode root;

    SchemaSubset(JsonNode root) {
        this.root = root;
    }

    /** Keywords in the schema that this checker does not implement (should be empty). */
    List<String> unsupportedKeywords() {
        List<String> out = new ArrayList<>();
        collectUnsupported(root, "", out);
        return out;
    }

    private void collectUnsupported(JsonNode schema, String path, List<String> out) {
        if (!schema.isObject()) {
            return;
        }
        for (Map.Entry<String, JsonNode> e : schema.properties()) {
            String k = e.getKey();
            if (!KEYWORDS.contains(k)) {
                out.add(path + "/" + k);
            }
            switch (k) {
                case "$defs", "properties" -> e.getValue().properties().forEach(
                        d -> collectUnsupported(d.getValue(), path + "/" + k + "/" + d.getKey(), out));
                case "items", "additionalProperties" -> collectUnsupported(e.getValue(), path + "/" + k, out);
                case "oneOf" -> {
                    for (int i = 0; i < e.getValue().size(); i++) {
                        collectUnsupported(e.getValue().get(i), path + "/oneOf/" + i, out);
                    }
                }
                default -> {
                }
            }
        }
    }

    /** Violations of the document against the schema, as "pointer: problem" lines. */
    List<String> validate(JsonNode document) {
        List<String> out = new ArrayList<>();
        check(root, document, "", out);
        return out;
    }

    private void check(JsonNode schema, JsonNode v, String at, List<String> out) {
        if (schema.has("$ref")) {
            String ref = schema.get("$ref").textValue();
            check(root.at(ref.substring(1)), v, at, out);
        }
        if (schema.has("oneOf")) {
            int matches = 0;
            for (JsonNode option : schema.get("oneOf")) {
                List<String> sub = new ArrayList<>();
                check(option, v, at, sub);
                matches += sub.isEmpty() ? 1 : 0;
            }
            if (matches != 1) {
                out.add(at + ": matches " + matches + " of the oneOf options, expected exactly 1");
            }
        }
        if (schema.has("const") && !schema.get("const").equals(v)) {
            out.add(at + ": must be " + schema.get("const"));
        }
        if (schema.has("type") && !hasType(v, schema.get("type").textValue())) {
            out.add(at + ": must be of type " + schema.get("type").textValue());
            return;
        }
        if (v.isObject()) {
            checkObject(schema, v, at, out);
        }
        if (v.isArray()) {
            if (schema.has("minItems") && v.size() < schema.get("minItems").intValue()) {
                out.add(at + ": too few items");
            }
            if (schema.has("maxItems") && v.size() > schema.get("maxItems").intValue()) {
                out.add(at + ": too many items");
            }
            if (schema.has("items")) {
                for (int i = 0; i < v.size(); i++) {
                    check(schema.get("items"), v.get(i), at + "/" + i, out);
                }
            }
        }
        if (v.isTextual()) {
            if (schema.has("minLength") && v.textValue().length() < schema.get("minLength").intValue()) {
                out.add(at + ": too short");
            }
            if (schema.has("pattern") && !Pattern.compile(schema.get("pattern").textValue()).matcher(v.textValue()).find()) {
                out.add(at + ": does not match " + schema.get("pattern").textValue());
            }
        }
        if (v.isNumber()) {
            double d = v.doubleValue();
            if (schema.has("minimum") && d < schema.get("minimum").doubleValue()) {
                out.add(at + ": below minimum");
            }
            if (schema.has("maximum") && d > schema.get("maximum").doubleValue()) {
                out.add(at + ": above maximum");
            }
            if (schema.has("exclusiveMinimum") && d <= schema.get("exclusiveMinimum").doubleValue()) {
                out.add(at + ": not above exclusive minimum");
            }
        }
    }

    private void checkObject(JsonNode schema, JsonNode v, String at, List<String> out) {
        if (schema.has("required")) {
            for (JsonNode r : schema.get("required")) {
                if (!v.has(r.textValue())) {
                    out.add(at + ": missing required " + r.textValue());
                }
            }
        }
        JsonNode props = schema.get("properties");
        JsonNode additional = schema.get("additionalProperties");
        for (Map.Entry<String, JsonNode> e : v.properties()) {
            String where = at + "/" + e.getKey();
            if (props != null && props.has(e.getKey())) {
                check(props.get(e.getKey()), e.getValue(), where, out);
            } else if (additional != null && additional.isBoolean() && !additional.booleanValue()) {
                out.add(where + ": not allowed");
            } else if (additional != null && additional.isObject()) {
                check(additional, e.getValue(), where, out);
            }
        }
    }

    private static boolean hasType(JsonNode v, String type) {
        return switch (type) {
            case "object" -> v.isObject();
            case "array" -> v.isArray();
            case "string" -> v.isTextual();
            case "number" -> v.isNumber();
            case "integer" -> v.isIntegralNumber() || v.isNumber() && v.doubleValue() == Math.rint(v.doubleValue())
                    && v.isIntegralNumber();
            case "boolean" -> v.isBoolean();
            case "null" -> v.isNull();
            default -> throw new IllegalArgumentException("unsupported type " + type);
        };
    }
}
