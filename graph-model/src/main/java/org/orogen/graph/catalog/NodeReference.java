package org.orogen.graph.catalog;

import java.util.List;
import java.util.Locale;
import org.orogen.graph.ParameterValue;

/**
 * Generates the node reference (Markdown) from a catalog, so the documentation of every node
 * is written once, in its definition file. Deterministic: same catalog, same text.
 */
public final class NodeReference {
    private NodeReference() {
    }

    /** The whole reference: one section per category, one subsection per node, sorted by id. */
    public static String markdown(NodeCatalog catalog) {
        StringBuilder sb = new StringBuilder("# Node reference\n\n");
        sb.append("Generated from the node definitions (").append(catalog.size())
                .append(" node types). Do not edit by hand.\n");
        for (String category : catalog.categories()) {
            sb.append("\n## ").append(category).append("\n");
            for (NodeDefinition d : catalog.inCategory(category)) {
                node(sb, d);
            }
        }
        return sb.toString();
    }

    private static void node(StringBuilder sb, NodeDefinition d) {
        sb.append("\n### ").append(d.displayName()).append(" (`").append(d.id()).append("`, version ")
                .append(d.version()).append(")\n\n");
        if (!d.documentation().isEmpty()) {
            sb.append(d.documentation()).append("\n\n");
        }
        ports(sb, "Inputs", d.inputs(), true);
        ports(sb, "Outputs", d.outputs(), false);
        if (!d.parameters().isEmpty()) {
            sb.append("| parameter | type | default | range | description |\n|---|---|---|---|---|\n");
            for (ParameterDefinition p : d.parameters()) {
                sb.append("| ").append(p.displayName()).append(" (`").append(p.name()).append("`) | ")
                        .append(p.type().jsonName())
                        .append(p.options().isEmpty() ? "" : ": " + String.join(", ", p.options()))
                        .append(" | ").append(value(p.defaultValue())).append(p.unit().isEmpty() ? "" : " " + p.unit())
                        .append(" | ").append(range(p)).append(" | ").append(cell(p.documentation())).append(" |\n");
            }
            sb.append('\n');
        }
    }

    private static void ports(StringBuilder sb, String title, List<PortDefinition> ports, boolean inputs) {
        if (ports.isEmpty()) {
            return;
        }
        sb.append("| ").append(title.toLowerCase(Locale.ROOT)).append(" | type | notes | description |\n")
                .append("|---|---|---|---|\n");
        for (PortDefinition p : ports) {
            String notes;
            if (inputs) {
                notes = p.required() ? "required" : "default " + fmt(p.defaultValue());
                notes += p.sampled() ? ", sampled at other positions" : "";
            } else {
                notes = p.approximateGradient() ? "approximate gradient" : "";
            }
            sb.append("| `").append(p.name()).append("` | ").append(p.type().jsonName()).append(" | ").append(notes)
                    .append(" | ").append(cell(p.documentation())).append(" |\n");
        }
        sb.append('\n');
    }

    private static String range(ParameterDefinition p) {
        if (!p.type().isNumeric()) {
            return "";
        }
        String hard = (p.hardMin().isPresent() ? fmt(p.hardMin().getAsDouble()) : "-inf") + " .. "
                + (p.hardMax().isPresent() ? fmt(p.hardMax().getAsDouble()) : "inf");
        return p.hardMin().isEmpty() && p.hardMax().isEmpty() ? "" : hard;
    }

    private static String value(ParameterValue v) {
        return switch (v) {
            case ParameterValue.TextValue t -> t.value().isEmpty() ? "\"\"" : "`" + t.value() + "`";
            case ParameterValue.NumberValue n -> fmt(n.value());
            case ParameterValue.PointsValue p -> p.points().size() + " points";
            case ParameterValue.RampValue r -> r.interpolation().jsonName() + " ramp of " + r.stops().size() + " stops";
            case ParameterValue.StrokesValue st -> st.strokes().isEmpty() ? "no strokes" : st.strokes().size() + " strokes";
            default -> v.toString();
        };
    }

    private static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    /** Markdown table cells cannot hold line breaks or unescaped pipes. */
    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
