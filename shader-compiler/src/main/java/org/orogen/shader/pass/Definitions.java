package org.orogen.shader.pass;

import java.util.List;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.ParameterType;
import org.orogen.graph.catalog.PortDefinition;

/**
 * Facts about a node definition that the passes ask per node, per input or per wire. Definitions
 * hold a handful of ports and parameters, so plain loops answer these without the streams and
 * {@code Optional}s of {@link NodeDefinition}'s own lookups, which dominated short compiles (indexed
 * loops: the definitions' lists are random-access, and no iterator is allocated).
 */
public final class Definitions {
    private Definitions() {
    }

    /** The port called {@code name} among {@code ports}, or null when there is none. */
    static PortDefinition port(List<PortDefinition> ports, String name) {
        for (int i = 0; i < ports.size(); i++) {
            if (ports.get(i).name().equals(name)) {
                return ports.get(i);
            }
        }
        return null;
    }

    /** True when some input of the definition is sampled (its node gets a per-instance function). */
    static boolean hasSampledInput(NodeDefinition definition) {
        List<PortDefinition> inputs = definition.inputs();
        for (int i = 0; i < inputs.size(); i++) {
            if (inputs.get(i).sampled()) {
                return true;
            }
        }
        return false;
    }

    /** True when the definition has a PATH parameter (its rect parameters fold into the path's rect). */
    public static boolean hasPathParameter(NodeDefinition definition) {
        List<ParameterDefinition> parameters = definition.parameters();
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).type() == ParameterType.PATH) {
                return true;
            }
        }
        return false;
    }
}
