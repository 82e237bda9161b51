package org.orogen.graph.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.orogen.graph.Comment;
import org.orogen.graph.Edge;
import org.orogen.graph.ExportProfile;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphFragment;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;

/**
 * Writes graphs and fragments in the {@code .graph} v1 format: stable key order (the order in
 * this class, then nodes by id, edges by target, parameters by name), numbers in
 * {@link NumberFormat}, two-space indentation, LF line ends and a trailing newline. Every field
 * is always written, except {@code "comments"} (only when the graph has comment frames),
 * {@code "exports"} (only when it has export profiles) and a
 * comment's {@code "colour"} (only when set), so reading and writing again gives the same bytes.
 */
public final class GraphWriter {
    private static final JsonFactory FACTORY = HardenedJson.mapper().getFactory();

    private GraphWriter() {
    }

    /**
     * The file content for a graph.
     *
     * @throws IllegalArgumentException when the graph holds a value JSON cannot represent
     *                                  (NaN or infinite number), naming where
     */
    public static byte[] write(Graph graph) {
        return render(g -> {
            g.writeStringField("format", GraphFormat.FORMAT);
            g.writeNumberField("version", GraphFormat.CURRENT_VERSION);
            writeMetadata(g, graph.metadata());
            g.writeNumberField("seed", graph.seed());
            g.writeArrayFieldStart("exposed");
            for (ExposedParameter p : graph.exposedParameters()) {
                g.writeStartObject();
                g.writeStringField("name", p.name());
                g.writeStringField("node", p.nodeId());
                g.writeStringField("parameter", p.parameter());
                g.writeEndObject();
            }
            g.writeEndArray();
            writeNodesAndEdges(g, graph.nodes().values(), graph.edges());
            // Only when there are comments, so files without them stay byte-identical.
            if (!graph.comments().isEmpty()) {
                writeComments(g, graph.comments().values());
            }
            if (!graph.exports().isEmpty()) {
                writeExports(g, graph.exports());
            }
        });
    }

    /** The clipboard text for a fragment (same layout, format {@link GraphFormat#FRAGMENT_FORMAT}). */
    public static byte[] write(GraphFragment fragment) {
        return render(g -> {
            g.writeStringField("format", GraphFormat.FRAGMENT_FORMAT);
            g.writeNumberField("version", GraphFormat.CURRENT_VERSION);
            writeNodesAndEdges(g, fragment.nodes(), fragment.edges().stream().sorted().toList());
            if (!fragment.comments().isEmpty()) {
                writeComments(g, fragment.comments().stream()
                        .sorted(java.util.Comparator.comparing(Comment::id)).toList());
            }
        });
    }

    /** {@link #write(Graph)} as a string. */
    public static String toText(Graph graph) {
        return new String(write(graph), StandardCharsets.UTF_8);
    }

    private interface Body {
        void write(JsonGenerator g) throws IOException;
    }

    private static byte[] render(Body body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.setPrettyPrinter(prettyPrinter());
            g.writeStartObject();
            body.write(g);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // writing to memory does not fail
        }
        out.write('\n');
        return out.toByteArray();
    }

    private static DefaultPrettyPrinter prettyPrinter() {
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator("");
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter(separators);
        printer.indentObjectsWith(indenter);
        printer.indentArraysWith(indenter);
        return printer;
    }

    private static void writeMetadata(JsonGenerator g, GraphMetadata m) throws IOException {
        g.writeObjectFieldStart("metadata");
        g.writeStringField("title", m.title());
        g.writeStringField("description", m.description());
        g.writeStringField("author", m.author());
        WorldExtent e = m.extent();
        g.writeObjectFieldStart("extent");
        number(g, "originX", e.originX(), "the world origin");
        number(g, "originY", e.originY(), "the world origin");
        number(g, "width", e.width(), "the world width");
        number(g, "height", e.height(), "the world height");
        g.writeEndObject();
        g.writeArrayFieldStart("tags");
        for (String tag : m.tags()) {
            g.writeString(tag);
        }
        g.writeEndArray();
        if (m.domain().isSphere()) { // omitted for the plane, so plane files stay as they were
            g.writeObjectFieldStart("domain");
            g.writeStringField("kind", m.domain().kind().fileName());
            number(g, "radius", m.domain().radius(), "the sphere's radius");
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private static void writeNodesAndEdges(JsonGenerator g, java.util.Collection<Node> nodes, List<Edge> edges)
            throws IOException {
        g.writeArrayFieldStart("nodes");
        for (Node n : nodes) {
            g.writeStartObject();
            g.writeStringField("id", n.id());
            g.writeStringField("type", n.typeId());
            g.writeStringField("label", n.label());
            g.writeFieldName("position");
            g.writeRawValue("[" + format(n.position().x(), n, "position") + ", "
                    + format(n.position().y(), n, "position") + "]");
            g.writeObjectFieldStart("parameters");
            for (Map.Entry<String, ParameterValue> p : n.parameters().entrySet()) {
                g.writeFieldName(p.getKey());
                writeValue(g, p.getValue(), n, p.getKey());
            }
            g.writeEndObject();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("edges");
        for (Edge e : edges) {
            g.writeStartObject();
            g.writeStringField("from", e.from().toString());
            g.writeStringField("to", e.to().toString());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void writeComments(JsonGenerator g, java.util.Collection<Comment> comments) throws IOException {
        g.writeArrayFieldStart("comments");
        for (Comment c : comments) {
            g.writeStartObject();
            g.writeStringField("id", c.id());
            g.writeStringField("text", c.text());
            g.writeFieldName("position");
            g.writeRawValue("[" + NumberFormat.format(c.x()) + ", " + NumberFormat.format(c.y()) + "]");
            g.writeFieldName("size");
            g.writeRawValue("[" + NumberFormat.format(c.width()) + ", " + NumberFormat.format(c.height()) + "]");
            if (c.colour() != null) {
                g.writeStringField("colour", c.colour());
            }
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void writeExports(JsonGenerator g, List<ExportProfile> profiles) throws IOException {
        g.writeArrayFieldStart("exports");
        for (ExportProfile p : profiles) {
            g.writeStartObject();
            g.writeStringField("name", p.name());
            g.writeObjectFieldStart("options");
            for (Map.Entry<String, String> o : p.options().entrySet()) {
                g.writeStringField(o.getKey(), o.getValue());
            }
            g.writeEndObject();
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void writeValue(JsonGenerator g, ParameterValue value, Node n, String name) throws IOException {
        switch (value) {
            case ParameterValue.NumberValue v -> g.writeNumber(format(v.value(), n, name));
            case ParameterValue.IntegerValue v -> g.writeNumber(v.value());
            case ParameterValue.BooleanValue v -> g.writeBoolean(v.value());
            case ParameterValue.TextValue v -> g.writeString(v.value());
            case ParameterValue.PointsValue v -> {
                StringBuilder sb = new StringBuilder("[");
                for (int i = 0; i < v.points().size(); i++) {
                    ParameterValue.Point p = v.points().get(i);
                    sb.append(i == 0 ? "" : ", ").append('[').append(format(p.x(), n, name)).append(", ")
                            .append(format(p.y(), n, name)).append(']');
                }
                g.writeRawValue(sb.append(']').toString());
            }
            case ParameterValue.RampValue v -> {
                // One stop per line, so a changed stop is a one-line diff.
                g.writeStartObject();
                g.writeStringField("interpolation", v.interpolation().jsonName());
                g.writeArrayFieldStart("stops");
                for (org.orogen.graph.colour.RampStop stop : v.stops()) {
                    g.writeRawValue("{\"at\": " + format(stop.at(), n, name) + ", \"colour\": \"" + stop.hex() + "\"}");
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            case ParameterValue.StrokesValue v -> {
                // One stroke per line, so adding or erasing a stroke is a one-line diff.
                g.writeStartArray();
                for (org.orogen.graph.paint.Stroke s : v.strokes()) {
                    g.writeRawValue(stroke(s, n, name));
                }
                g.writeEndArray();
            }
        }
    }

    private static String stroke(org.orogen.graph.paint.Stroke s, Node n, String name) {
        StringBuilder sb = new StringBuilder(64 + 32 * s.points().size());
        sb.append("{\"brush\": \"").append(s.kind().jsonName()).append("\", \"inner\": ")
                .append(format(s.innerRadius(), n, name)).append(", \"outer\": ").append(format(s.outerRadius(), n, name))
                .append(", \"strength\": ").append(format(s.strength(), n, name))
                .append(", \"spacing\": ").append(format(s.spacing(), n, name))
                .append(", \"level\": ").append(Double.isNaN(s.levelHeight()) ? "null" : format(s.levelHeight(), n, name))
                .append(", \"points\": [");
        for (int i = 0; i < s.points().size(); i++) {
            org.orogen.graph.paint.StrokePoint p = s.points().get(i);
            sb.append(i == 0 ? "[" : ", [").append(format(p.x(), n, name)).append(", ").append(format(p.y(), n, name))
                    .append(", ").append(format(p.pressure(), n, name)).append(']');
        }
        return sb.append("]}").toString();
    }

    private static String format(double v, Node n, String what) {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException("cannot save: node '" + n.id() + "' has " + v + " in '" + what
                    + "'; only finite numbers can be saved, set a number first");
        }
        return NumberFormat.format(v);
    }

    private static void number(JsonGenerator g, String field, double v, String what) throws IOException {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException("cannot save: " + what + " is " + v + "; set a finite number of metres");
        }
        g.writeFieldName(field);
        g.writeNumber(NumberFormat.format(v));
    }
}
