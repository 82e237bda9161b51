package org.orogen.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.PortDefinition;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code orogen nodes}: the node catalog with ports, parameters, defaults, ranges and units. */
@Command(name = "nodes", mixinStandardHelpOptions = true,
        description = "List node types with their ports and parameters (defaults, ranges, units).",
        exitCodeListHeading = "%nExit codes:%n", exitCodeList = {"0:done", "2:unknown node type or category"})
public final class NodesCommand implements Callable<Integer> {

    /** Output styles. */
    enum Style { TEXT, JSON }

    @Parameters(arity = "0..*", paramLabel = "ID|CATEGORY",
            description = "Only these node types or categories (e.g. noise.gradient, erosion).")
    List<String> filters = new ArrayList<>();

    @Option(names = "--format", paramLabel = "text|json", description = "Text (default) or JSON.")
    Style style = Style.TEXT;

    private final PrintStream stdout;
    private final PrintStream stderr;

    public NodesCommand() {
        this(System.out, System.err);
    }

    NodesCommand(PrintStream stdout, PrintStream stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    @Override
    public Integer call() {
        List<NodeDefinition> all = LoadedGraph.COMPILER.library().catalog().definitions();
        List<NodeDefinition> chosen = new ArrayList<>();
        for (String filter : filters) {
            List<NodeDefinition> matching = all.stream()
                    .filter(d -> d.id().equals(filter) || d.category().equals(filter)).toList();
            if (matching.isEmpty()) {
                stderr.println("orogen nodes: no node type or category '" + filter + "'. Categories: "
                        + LoadedGraph.COMPILER.library().catalog().categories());
                return ExitCodes.USAGE;
            }
            chosen.addAll(matching);
        }
        if (filters.isEmpty()) {
            chosen.addAll(all);
        }
        if (style == Style.JSON) {
            printJson(chosen);
        } else {
            chosen.forEach(this::printText);
        }
        return ExitCodes.OK;
    }

    private void printText(NodeDefinition d) {
        stdout.println(d.id() + " — " + d.displayName() + " (v" + d.version() + ")");
        if (!d.inputs().isEmpty()) {
            stdout.println("  inputs:  " + ports(d.inputs()));
        }
        if (!d.outputs().isEmpty()) {
            stdout.println("  outputs: " + ports(d.outputs()));
        }
        for (ParameterDefinition p : d.parameters()) {
            StringBuilder line = new StringBuilder("  ").append(p.name()).append(" : ").append(p.type().jsonName())
                    .append(" = ").append(p.defaultValue());
            if (!p.unit().isEmpty()) {
                line.append(' ').append(p.unit());
            }
            String range = range(p.hardMin(), p.hardMax());
            if (!range.isEmpty()) {
                line.append("  valid ").append(range);
            }
            String soft = range(p.softMin(), p.softMax());
            if (!soft.isEmpty()) {
                line.append("  slider ").append(soft);
            }
            if (!p.options().isEmpty()) {
                line.append("  options ").append(p.options());
            }
            stdout.println(line);
        }
    }

    private static String ports(List<PortDefinition> ports) {
        return String.join(", ", ports.stream().map(p -> p.name() + ":" + p.type().name().toLowerCase(
                java.util.Locale.ROOT)).toList());
    }

    private static String range(OptionalDouble min, OptionalDouble max) {
        if (min.isEmpty() && max.isEmpty()) {
            return "";
        }
        return "[" + (min.isPresent() ? fmt(min.getAsDouble()) : "-inf") + ", "
                + (max.isPresent() ? fmt(max.getAsDouble()) : "inf") + "]";
    }

    private static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    private void printJson(List<NodeDefinition> definitions) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (NodeDefinition d : definitions) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", d.id());
            m.put("displayName", d.displayName());
            m.put("category", d.category());
            m.put("version", d.version());
            m.put("documentation", d.documentation());
            m.put("inputs", d.inputs().stream().map(p -> Map.of("name", p.name(), "type",
                    p.type().name().toLowerCase(java.util.Locale.ROOT))).toList());
            m.put("outputs", d.outputs().stream().map(p -> Map.of("name", p.name(), "type",
                    p.type().name().toLowerCase(java.util.Locale.ROOT))).toList());
            List<Map<String, Object>> params = new ArrayList<>();
            for (ParameterDefinition p : d.parameters()) {
                Map<String, Object> pm = new LinkedHashMap<>();
                pm.put("name", p.name());
                pm.put("type", p.type().jsonName());
                pm.put("default", p.defaultValue().toString());
                pm.put("unit", p.unit());
                p.hardMin().ifPresent(v -> pm.put("min", v));
                p.hardMax().ifPresent(v -> pm.put("max", v));
                p.softMin().ifPresent(v -> pm.put("softMin", v));
                p.softMax().ifPresent(v -> pm.put("softMax", v));
                if (!p.options().isEmpty()) {
                    pm.put("options", p.options());
                }
                params.add(pm);
            }
            m.put("parameters", params);
            list.add(m);
        }
        try {
            stdout.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(list));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Plain maps always serialize", e);
        }
    }
}
