package org.orogen.graph.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Typed, total access to the fields of a JSON object: every accessor returns a value or a
 * fallback and reports a problem (with its JSON pointer) when the field has the wrong type or is
 * missing when required. Nothing throws, so a reader can collect every problem of a file.
 */
public final class StrictObject {
    private final JsonNode node;
    private final String pointer;
    private final JsonProblems problems;

    public StrictObject(JsonNode node, String pointer, JsonProblems problems) {
        this.node = node;
        this.pointer = pointer;
        this.problems = problems;
    }

    /**
     * Wraps {@code value} when it is an object; otherwise reports "expected an object" and returns empty.
     */
    public static Optional<StrictObject> of(JsonNode value, String pointer, String what, JsonProblems problems) {
        if (value == null || !value.isObject()) {
            problems.report(pointer, what + " must be a JSON object, found " + describe(value));
            return Optional.empty();
        }
        return Optional.of(new StrictObject(value, pointer, problems));
    }

    public String pointer() {
        return pointer;
    }

    public String pointerOf(String field) {
        return pointer + "/" + escape(field);
    }

    public JsonNode raw(String field) {
        return node.get(field);
    }

    public boolean has(String field) {
        return node.has(field);
    }

    public JsonProblems problems() {
        return problems;
    }

    /** Reports every field not in {@code known} (typos would otherwise be silently ignored). */
    public void rejectUnknownFields(Set<String> known) {
        for (Map.Entry<String, JsonNode> field : node.properties()) {
            String name = field.getKey();
            if (!known.contains(name)) {
                problems.report(pointerOf(name), "unknown field '" + shorten(name) + "' is ignored; expected one of "
                        + known.stream().sorted().toList() + " (check the spelling)");
            }
        }
    }

    /** A required text field; reports and returns empty when missing or not text. */
    public Optional<String> requiredString(String field) {
        JsonNode v = node.get(field);
        if (v == null) {
            problems.report(pointerOf(field), "required field '" + field + "' is missing; add it (text)");
            return Optional.empty();
        }
        if (!v.isTextual()) {
            problems.report(pointerOf(field), "'" + field + "' must be text, found " + describe(v));
            return Optional.empty();
        }
        return Optional.of(v.textValue());
    }

    /** An optional text field. */
    public String string(String field, String fallback) {
        JsonNode v = node.get(field);
        if (v == null) {
            return fallback;
        }
        if (!v.isTextual()) {
            problems.report(pointerOf(field), "'" + field + "' must be text, found " + describe(v) + "; using \""
                    + fallback + "\"");
            return fallback;
        }
        return v.textValue();
    }

    public boolean bool(String field, boolean fallback) {
        JsonNode v = node.get(field);
        if (v == null) {
            return fallback;
        }
        if (!v.isBoolean()) {
            problems.report(pointerOf(field), "'" + field + "' must be true or false, found " + describe(v)
                    + "; using " + fallback);
            return fallback;
        }
        return v.booleanValue();
    }

    /** An optional finite number (integer or decimal). */
    public OptionalDouble number(String field) {
        JsonNode v = node.get(field);
        if (v == null) {
            return OptionalDouble.empty();
        }
        if (!v.isNumber()) {
            problems.report(pointerOf(field), "'" + field + "' must be a number, found " + describe(v));
            return OptionalDouble.empty();
        }
        double d = v.doubleValue();
        if (!Double.isFinite(d)) {
            problems.report(pointerOf(field), "'" + field + "' is too large to represent (" + shorten(v.asText())
                    + "); use a finite number");
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(d);
    }

    public double number(String field, double fallback) {
        return number(field).orElse(fallback);
    }

    /** An optional integer field within [min, max]. */
    public long integer(String field, long fallback, long min, long max) {
        JsonNode v = node.get(field);
        if (v == null) {
            return fallback;
        }
        if (!v.isIntegralNumber() || !v.canConvertToLong() || v.longValue() < min || v.longValue() > max) {
            problems.report(pointerOf(field), "'" + field + "' must be a whole number in [" + min + ", " + max
                    + "], found " + describe(v) + "; using " + fallback);
            return fallback;
        }
        return v.longValue();
    }

    /** The elements of an optional array field (empty when missing; reported when not an array). */
    public List<JsonNode> array(String field) {
        JsonNode v = node.get(field);
        if (v == null) {
            return List.of();
        }
        if (!v.isArray()) {
            problems.report(pointerOf(field), "'" + field + "' must be a JSON array, found " + describe(v));
            return List.of();
        }
        List<JsonNode> out = new ArrayList<>();
        ((ArrayNode) v).elements().forEachRemaining(out::add);
        return out;
    }

    /** A list of text values; non-text elements are reported and skipped. */
    public List<String> strings(String field) {
        List<String> out = new ArrayList<>();
        List<JsonNode> items = array(field);
        for (int i = 0; i < items.size(); i++) {
            JsonNode item = items.get(i);
            if (item.isTextual()) {
                out.add(item.textValue());
            } else {
                problems.report(pointerOf(field) + "/" + i, "'" + field + "' entries must be text, found "
                        + describe(item) + "; entry skipped");
            }
        }
        return out;
    }

    /** Short description of a JSON value's kind for messages. */
    public static String describe(JsonNode v) {
        if (v == null || v.isMissingNode()) {
            return "nothing";
        }
        if (v.isNull()) {
            return "null";
        }
        if (v.isTextual()) {
            return "text \"" + shorten(v.textValue()) + "\"";
        }
        if (v.isNumber()) {
            return "number " + shorten(v.asText());
        }
        if (v.isBoolean()) {
            return v.asText();
        }
        if (v.isArray()) {
            return "an array";
        }
        return "an object";
    }

    /** Truncates text for messages so a hostile 1 MB string does not end up in a dialog. */
    public static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }

    /** JSON pointer escaping (RFC 6901). */
    public static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }
}
