package org.orogen.shader.pass;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.orogen.graph.catalog.Neighbourhood;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.catalog.PortType;

/**
 * Finds the nodes whose outputs' gradients something reads, and lets the others read a sampled input
 * whose neighbourhood serves only gradients ({@link Neighbourhood#valueAtPoint}) at the point itself
 * ({@link ProgramNode#pointReads}). Such an input is then not a cut of the pass plan: a slope mask whose
 * value is all that is written (a graph's {@code output.mask}) is computed from its source's analytic
 * gradient at the pixel, in the source's own stage, without baking the source or tapping it.
 *
 * <p>A gradient is read by the height output (normals), a mask output written whole, any sampled input read
 * elsewhere than at the point, any node whose definition does not declare {@code valueFromInputValues} (its
 * values may read its inputs' gradients: a slope mask does, and so does a colour by height and slope), and
 * the inputs of every node whose own gradient is read (the chain rule). A colour has no gradient: a colour
 * node passes on no demand of its own. Anything not declared is taken to read gradients, so an undeclared
 * node never loses a gradient it uses. Compiled for editing, a point read still ends a stage, read at the
 * pixel ({@code StagePass}).
 */
public final class GradientDemandPass {

    /** Marks the point reads of {@code program}'s nodes; returns the ids of nodes whose gradients are read. */
    public Set<String> apply(ProgramGraph program) {
        Set<String> demanded = new HashSet<>();
        OutputPlan outputs = program.outputs();
        demand(outputs.height(), demanded);
        outputs.masks().stream().filter(m -> !m.valueOnly()).forEach(m -> demand(m.source(), demanded));
        outputs.colour().ifPresent(c -> demand(c.source(), demanded));
        List<String> order = program.order();
        for (int i = order.size() - 1; i >= 0; i--) {
            ProgramNode n = program.node(order.get(i));
            // A colour is three channels of value, no gradient: only the node's own use of its inputs counts.
            boolean gradientRead = demanded.contains(n.id()) && !colourOnly(n);
            Set<String> pointReads = Set.of(); // every compile runs this: no set per node unless one is read at the point
            for (Map.Entry<String, InputSource> e : n.inputs().entrySet()) {
                PortDefinition port = Definitions.port(n.definition().inputs(), e.getKey());
                boolean atPoint = !gradientRead && n.isLibraryNode() && port != null
                        && port.neighbourhood().map(Neighbourhood::valueAtPoint).orElse(false);
                if (atPoint) {
                    pointReads = pointReads.isEmpty() ? new HashSet<>() : pointReads;
                    pointReads.add(e.getKey());
                }
                boolean sampled = port == null || port.sampled();
                if (gradientRead || !n.definition().valueFromInputValues() || sampled && !atPoint) {
                    demand(e.getValue(), demanded);
                }
            }
            if (!pointReads.equals(n.pointReads())) {
                program.nodes().put(n.id(), n.withPointReads(pointReads));
            }
        }
        return demanded;
    }

    /** A node whose outputs are all colours (their vec3 is red, green, blue, not a value and its gradient). */
    private static boolean colourOnly(ProgramNode n) {
        List<PortDefinition> outputs = n.definition().outputs();
        for (int i = 0; i < outputs.size(); i++) {
            if (outputs.get(i).type() != PortType.COLOUR) {
                return false;
            }
        }
        return !outputs.isEmpty();
    }

    private static void demand(InputSource source, Set<String> demanded) {
        if (source instanceof InputSource.Wire w) {
            demanded.add(w.nodeId());
        }
    }
}
