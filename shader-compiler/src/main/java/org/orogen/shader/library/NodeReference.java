package org.orogen.shader.library;

import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeCatalog;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.PortDefinition;

/**
 * The node reference ({@code docs/nodes.md}) written from the node definitions, so the
 * documentation is never written twice and cannot drift from the library: name, id, category,
 * ports, parameters with defaults, ranges and units, description and the approximate-gradient
 * flag of every node type in a catalog. The output depends only on the catalog (sorted by
 * category, then id), so a test can compare it with the committed file.
 */
public final class NodeReference {

    /** How to regenerate the committed file; printed in it and by the test that checks it. */
    public static final String REGENERATE = "./mvnw -B -ntp -pl samples -am test -Dtest=NodeReferenceTest "
            + "-Dsurefire.failIfNoSpecifiedTests=false -Dorogen.docs.update=true";

    private NodeReference() {
    }

    /** The whole reference as Markdown (LF line ends, one trailing newline). */
    public static String markdown(NodeCatalog catalog) {
        StringBuilder md = new StringBuilder();
        md.append("# Node reference\n\n")
                .append("Generated from the node definitions (`shader-compiler/src/main/resources/org/orogen/nodes/")
                .append("<category>/<name>.node.json`); do not edit by hand. Regenerate with\n`")
                .append(REGENERATE).append("`.\n\n")
                .append("Every wire carries a field with its gradient (value, d/dx, d/dy). Positions and lengths are ")
                .append("world metres. *Valid* is the range the validator accepts; *slider* is the editor's ")
                .append("suggested range. An output marked **approximate gradient** carries a derivative that is ")
                .append("only an approximation; consumers that need exact normals use finite differences of the ")
                .append("baked height. A **sampled** input is evaluated by the node at other positions (warps, ")
                .append("filters). A sampled input with a **neighbourhood** (how far the node's taps reach) is a ")
                .append("stage boundary of the pass plan: its source is baked once into a texture and the node ")
                .append("reads it there.\n\n");
        List<String> categories = List.copyOf(catalog.categories());
        md.append("| category | node types |\n|---|---|\n");
        for (String category : categories) {
            md.append("| ").append(category).append(" | ");
            List<NodeDefinition> nodes = sorted(catalog.inCategory(category));
            for (int i = 0; i < nodes.size(); i++) {
                NodeDefinition d = nodes.get(i);
                md.append(i == 0 ? "" : ", ").append('[').append(d.displayName()).append("](#")
                        .append(anchor(d)).append(')');
            }
            md.append(" |\n");
        }
        for (String category : categories) {
            md.append("\n## ").append(category).append('\n');
            for (NodeDefinition d : sorted(catalog.inCategory(category))) {
                node(md, d);
            }
        }
        // Sections end with a blank line and the next starts with one: keep single blank lines.
        return md.toString().replaceAll("\n{3,}", "\n\n").strip() + "\n";
    }

    private static List<NodeDefinition> sorted(List<NodeDefinition> nodes) {
        return nodes.stream().sorted(java.util.Comparator.comparing(NodeDefinition::id)).toList();
    }

    /** ", neighbourhood ..." for a staged input: how far its taps reach. */
    private static String neighbourhood(PortDefinition p) {
        return p.neighbourhood().map(n -> {
            String metres = n.radiusParameter().map(r -> (n.scale() == 1.0 ? "" : number(n.scale()) + " × ") + "`" + r
                    + "` m").orElse("");
            String texels = n.texels() == 0 ? "" : n.texels() + " texel" + (n.texels() == 1 ? "" : "s");
            String reach = metres.isEmpty() && texels.isEmpty() ? "the point itself"
                    : metres + (!metres.isEmpty() && !texels.isEmpty() ? " + " : "") + texels;
            return ", neighbourhood " + reach + (n.valueAtPoint() ? " (values read at the point; the taps serve the "
                    + "gradient)" : "");
        }).orElse("");
    }

    /** The heading anchor GitHub derives from {@code ### <id>}. */
    static String anchor(NodeDefinition d) {
        return d.id().toLowerCase(Locale.ROOT).replace(".", "");
    }

    private static void node(StringBuilder md, NodeDefinition d) {
        md.append("\n### ").append(d.id()).append("\n\n")
                .append("**").append(d.displayName()).append("** · category `").append(d.category())
                .append("` · version ").append(d.version());
        if (d.outputs().stream().anyMatch(PortDefinition::approximateGradient)) {
            md.append(" · **approximate gradient**");
        }
        if (d.valueFromInputValues()) {
            md.append(" · values from input values");
        }
        md.append("\n\n").append(d.documentation().strip().replace("*", "\\*").replace("|", "\\|")).append("\n\n");
        if (!d.inputs().isEmpty()) {
            md.append("Inputs:\n\n| port | type | when unconnected | description |\n|---|---|---|---|\n");
            for (PortDefinition p : d.inputs()) {
                String unconnected = p.required() ? "required" : "default " + number(p.defaultValue());
                md.append("| `").append(p.name()).append("` | ").append(p.type().jsonName())
                        .append(p.sampled() ? ", sampled" : "").append(neighbourhood(p)).append(" | ").append(unconnected).append(" | ")
                        .append(cell(p.documentation())).append(" |\n");
            }
            md.append('\n');
        }
        if (!d.outputs().isEmpty()) {
            md.append("Outputs:\n\n| port | type | gradient | description |\n|---|---|---|---|\n");
            for (PortDefinition p : d.outputs()) {
                md.append("| `").append(p.name()).append("` | ").append(p.type().jsonName()).append(" | ")
                        .append(p.approximateGradient() ? "approximate" : "exact").append(" | ")
                        .append(cell(p.documentation())).append(" |\n");
            }
            md.append('\n');
        }
        if (!d.parameters().isEmpty()) {
            md.append("Parameters:\n\n| parameter | type | default | unit | valid | slider | description |\n")
                    .append("|---|---|---|---|---|---|---|\n");
            for (ParameterDefinition p : d.parameters()) {
                String type = p.type().jsonName();
                if (!p.options().isEmpty()) {
                    type += ": " + String.join(", ", p.options().stream().map(o -> "`" + o + "`").toList());
                }
                md.append("| `").append(p.name()).append("` (").append(cell(p.displayName())).append(") | ")
                        .append(type).append(" | ").append(cell(value(p.defaultValue()))).append(" | ")
                        .append(p.unit()).append(" | ").append(range(p.hardMin(), p.hardMax())).append(" | ")
                        .append(range(p.softMin(), p.softMax())).append(" | ").append(cell(p.documentation()))
                        .append(" |\n");
            }
            md.append('\n');
        }
    }

    private static String value(ParameterValue v) {
        return switch (v) {
            case ParameterValue.NumberValue n -> number(n.value());
            case ParameterValue.IntegerValue i -> Long.toString(i.value());
            case ParameterValue.BooleanValue b -> Boolean.toString(b.value());
            case ParameterValue.TextValue t -> t.value().isEmpty() ? "(empty)" : "`" + t.value() + "`";
            case ParameterValue.PointsValue p -> String.join(" ", p.points().stream()
                    .map(q -> "(" + number(q.x()) + ", " + number(q.y()) + ")").toList());
            case ParameterValue.RampValue r -> r.interpolation().jsonName() + ": " + String.join(", ", r.stops().stream()
                    .map(s -> number(s.at()) + " `" + s.hex() + "`").toList());
            case ParameterValue.StrokesValue s -> s.strokes().isEmpty() ? "no strokes" : s.strokes().size() + " strokes";
        };
    }

    private static String range(OptionalDouble min, OptionalDouble max) {
        if (min.isEmpty() && max.isEmpty()) {
            return "";
        }
        return (min.isPresent() ? number(min.getAsDouble()) : "−∞") + " … "
                + (max.isPresent() ? number(max.getAsDouble()) : "∞");
    }

    /** Whole numbers without a fraction, others as Java's shortest round-trip decimal. */
    private static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }

    /** Text safe inside a Markdown table cell: no pipes, no line breaks. */
    private static String cell(String text) {
        return text.strip().replace("*", "\\*").replace("|", "\\|").replace("\r", "").replace("\n\n", "<br><br>").replace("\n", " ");
    }
}
