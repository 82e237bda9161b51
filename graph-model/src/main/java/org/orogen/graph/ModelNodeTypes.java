package org.orogen.graph;

/**
 * Node types the model itself gives meaning to (they have no GLSL function of their own; the
 * compiler handles them). Their definitions are ordinary {@code .node.json} files in the node
 * library.
 */
public final class ModelNodeTypes {
    /** The graph's height output; exactly one per graph. Input port {@link #OUTPUT_INPUT}. */
    public static final String OUTPUT_HEIGHT = "output.height";
    /** A named mask output; parameter {@link #MASK_NAME}, input port {@link #OUTPUT_INPUT}. */
    public static final String OUTPUT_MASK = "output.mask";
    /**
     * The graph's colour (albedo) output, linear RGB; at most one per graph. Input port
     * {@link #OUTPUT_INPUT}. A graph without one is shaded with mask tints.
     */
    public static final String OUTPUT_COLOUR = "output.colour";
    /** A node that uses another {@code .graph} file; parameter {@link #SUBGRAPH_PATH}. */
    public static final String SUBGRAPH = "graph.subgraph";
    /**
     * Inside a graph used as a subgraph: a value coming from the using graph. Parameter
     * {@link #INPUT_NAME} becomes an input port of the {@link #SUBGRAPH} node; output port
     * {@link #INPUT_OUTPUT}.
     */
    public static final String SUBGRAPH_INPUT = "graph.input";

    /** The input port of the output node types. */
    public static final String OUTPUT_INPUT = "input";
    /** {@code output.mask}'s parameter: the mask's name (unique in the graph). */
    public static final String MASK_NAME = "name";
    /** {@code graph.subgraph}'s parameter: the referenced file, relative to the referring file. */
    public static final String SUBGRAPH_PATH = "path";
    /** {@code graph.input}'s parameter: the port name the using graph sees. */
    public static final String INPUT_NAME = "name";
    /** {@code graph.input}'s output port. */
    public static final String INPUT_OUTPUT = "value";
    /** The output port of a {@code graph.subgraph} node that carries the subgraph's height output. */
    public static final String SUBGRAPH_HEIGHT_PORT = "height";

    private ModelNodeTypes() {
    }
}
