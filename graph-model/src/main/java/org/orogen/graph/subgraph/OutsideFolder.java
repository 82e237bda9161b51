package org.orogen.graph.subgraph;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.ParameterType;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.DiagnosticCodes;

/**
 * Finds file paths of a graph (subgraph files, images: every {@code path} parameter) that leave
 * the folder tree of the graph's file ({@code ../../..}, or an absolute path elsewhere). They are
 * allowed, but reported as a warning with the resolved path, so that nobody loads or bakes files
 * from elsewhere on their disk without knowing it.
 */
public final class OutsideFolder {
    private OutsideFolder() {
    }

    /**
     * @param file the graph's file, absolute and normalized (null for an unsaved graph: nothing to check)
     */
    public static List<Diagnostic> check(Graph graph, Path file, NodeTypes types) {
        List<Diagnostic> out = new ArrayList<>();
        if (file == null || file.getParent() == null) {
            return out;
        }
        Path folder = file.getParent();
        for (Node node : graph.nodes().values()) {
            for (String parameter : pathParameters(node, types)) {
                if (node.parameter(parameter).orElse(null) instanceof ParameterValue.TextValue text
                        && !text.value().isBlank()) {
                    resolved(folder, text.value()).filter(p -> !p.startsWith(folder)).ifPresent(p -> out.add(
                            Diagnostic.warning(DiagnosticCodes.PATH_OUTSIDE_FOLDER, node.id(), parameter, "'"
                                    + shorten(text.value()) + "' is the file " + p + ", outside this graph's folder "
                                    + folder + "; it is loaded from there. If you share this graph, move the file "
                                    + "into its folder and use a path inside it")));
                }
            }
        }
        return out;
    }

    private static List<String> pathParameters(Node node, NodeTypes types) {
        List<String> names = new ArrayList<>();
        if (node.typeId().equals(ModelNodeTypes.SUBGRAPH)) {
            names.add(ModelNodeTypes.SUBGRAPH_PATH);
            return names;
        }
        types.definitionOf(node).ifPresent(d -> d.parameters().stream()
                .filter(p -> p.type() == ParameterType.PATH).map(ParameterDefinition::name).forEach(names::add));
        return names;
    }

    private static java.util.Optional<Path> resolved(Path folder, String value) {
        try {
            return java.util.Optional.of(folder.resolve(value).toAbsolutePath().normalize());
        } catch (InvalidPathException e) {
            return java.util.Optional.empty(); // reported where the file is read
        }
    }

    private static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
