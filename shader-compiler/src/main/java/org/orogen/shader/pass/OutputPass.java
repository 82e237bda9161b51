package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.PortRef;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.PortConversion;
import org.orogen.shader.CompileDiagnostic;

/**
 * Decides what the program writes: the graph's {@code output.height}, {@code output.mask} and
 * {@code output.colour} nodes, or, for a per-node preview, the chosen port as the height and no
 * masks (a colour port: as the colour of a flat plane).
 */
public final class OutputPass {
    private final FlattenPass flatten;

    public OutputPass(FlattenPass flatten) {
        this.flatten = flatten;
    }

    public void apply(Graph graph, Optional<PortRef> previewTarget, ProgramGraph program) {
        if (previewTarget.isPresent()) {
            PortRef target = previewTarget.get();
            if (!graph.hasNode(target.nodeId())) {
                program.report(CompileDiagnostic.error(target.nodeId(), target.port(), "unknown-preview-target",
                        "cannot preview node '" + target.nodeId() + "': it is not in the graph"));
                program.setOutputs(new OutputPlan(InputSource.zero(), target.nodeId(), List.of()));
                return;
            }
            InputSource source = flatten.resolve(target);
            if (isColour(source, program)) {
                // A colour port previews as the colour of a flat plane, not as a height.
                program.setOutputs(new OutputPlan(InputSource.zero(), target.nodeId(), List.of(),
                        Optional.of(new OutputPlan.ColourOutput(source, target.nodeId()))));
                return;
            }
            program.setOutputs(new OutputPlan(source, target.nodeId(), List.of()));
            return;
        }
        OutputNodes outputs = OutputNodes.of(graph);
        program.setOutputs(new OutputPlan(height(outputs.heights(), program), heightOwner(outputs.heights()),
                masks(outputs.masks(), program), colour(outputs.colours(), program)));
    }

    /**
     * The graph's output nodes by kind, each list in graph order (as {@link Graph#nodesOfType} gives them),
     * found in one walk over the nodes instead of one stream per kind.
     */
    private record OutputNodes(List<Node> heights, List<Node> masks, List<Node> colours) {
        static OutputNodes of(Graph graph) {
            OutputNodes o = new OutputNodes(new ArrayList<>(1), new ArrayList<>(), new ArrayList<>(1));
            for (Node n : graph.nodes().values()) {
                switch (n.typeId()) {
                    case ModelNodeTypes.OUTPUT_HEIGHT -> o.heights.add(n);
                    case ModelNodeTypes.OUTPUT_MASK -> o.masks.add(n);
                    case ModelNodeTypes.OUTPUT_COLOUR -> o.colours.add(n);
                    default -> {
                    }
                }
            }
            return o;
        }
    }

    private static boolean isColour(InputSource source, ProgramGraph program) {
        return source instanceof InputSource.Wire w && program.nodes().containsKey(w.nodeId())
                && program.node(w.nodeId()).definition().output(w.port())
                .map(p -> p.type() == org.orogen.graph.catalog.PortType.COLOUR).orElse(false);
    }

    private Optional<OutputPlan.ColourOutput> colour(List<Node> outputs, ProgramGraph program) {
        if (outputs.isEmpty()) {
            return Optional.empty();
        }
        for (Node extra : outputs.subList(1, outputs.size())) {
            program.report(CompileDiagnostic.error(extra.id(), "", "extra-colour-output", "the graph has more than "
                    + "one colour output; only '" + outputs.getFirst().id() + "' is used. Delete this one"));
        }
        String id = outputs.getFirst().id();
        InputSource source = flatten.resolve(new PortRef(id, ModelNodeTypes.OUTPUT_INPUT));
        if (source instanceof InputSource.Wire w && program.nodes().containsKey(w.nodeId())) {
            org.orogen.graph.catalog.PortType type = program.node(w.nodeId()).definition().output(w.port())
                    .map(p -> p.type()).orElse(org.orogen.graph.catalog.PortType.COLOUR);
            java.util.Optional<String> refusal = type.refusalTo(org.orogen.graph.catalog.PortType.COLOUR);
            if (refusal.isPresent()) {
                program.report(CompileDiagnostic.error(id, ModelNodeTypes.OUTPUT_INPUT, "type-mismatch",
                        "colour output: " + refusal.get() + ". It reads black"));
                source = InputSource.zero();
            }
        }
        return Optional.of(new OutputPlan.ColourOutput(source, id));
    }

    private InputSource height(List<Node> outputs, ProgramGraph program) {
        if (outputs.isEmpty()) {
            program.report(CompileDiagnostic.error("", "", "no-height-output", "the graph has no height output; "
                    + "add an 'output.height' node and connect the terrain to it (the height reads 0)"));
            return InputSource.zero();
        }
        for (Node extra : outputs.subList(1, outputs.size())) {
            program.report(CompileDiagnostic.error(extra.id(), "", "extra-height-output", "the graph has more than "
                    + "one height output; only '" + outputs.getFirst().id() + "' is used. Delete this one"));
        }
        return flatten.resolve(new PortRef(outputs.getFirst().id(), ModelNodeTypes.OUTPUT_INPUT));
    }

    private static String heightOwner(List<Node> outputs) {
        return outputs.isEmpty() ? "" : outputs.getFirst().id();
    }

    private List<OutputPlan.MaskOutput> masks(List<Node> outputs, ProgramGraph program) {
        List<OutputPlan.MaskOutput> masks = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (Node n : outputs) {
            String name = maskName(n);
            if (!names.add(name)) {
                program.report(CompileDiagnostic.error(n.id(), ModelNodeTypes.MASK_NAME, "duplicate-mask-name",
                        "another mask output is already named '" + name + "'; this one is not exported. Rename it"));
                continue;
            }
            InputSource source = flatten.resolve(new PortRef(n.id(), ModelNodeTypes.OUTPUT_INPUT));
            // A field feeding a mask output is clamped like any field feeding a mask input.
            if (source instanceof InputSource.Wire w && program.nodes().containsKey(w.nodeId())) {
                NodeDefinition from = program.node(w.nodeId()).definition();
                PortConversion c = from.output(w.port()).map(p -> p.type().conversionTo(
                        org.orogen.graph.catalog.PortType.MASK).orElse(PortConversion.IDENTITY))
                        .orElse(PortConversion.IDENTITY);
                source = new InputSource.Wire(w.nodeId(), w.port(), c);
            }
            masks.add(new OutputPlan.MaskOutput(name, source, n.id(), true));
        }
        masks.sort((a, b) -> a.name().compareTo(b.name())); // not Comparator.comparing: see UniformPass.BY_NAME
        return masks;
    }

    private String maskName(Node n) {
        Optional<ParameterValue> v = n.parameter(ModelNodeTypes.MASK_NAME);
        if (v.isPresent() && v.get() instanceof ParameterValue.TextValue t) {
            return t.value();
        }
        return flatten.definitionOf(n).flatMap(d -> d.parameter(ModelNodeTypes.MASK_NAME))
                .map(p -> p.defaultValue() instanceof ParameterValue.TextValue t ? t.value() : "mask").orElse("mask");
    }
}
