package org.orogen.shader.pass;

import java.util.List;
import java.util.Objects;
import org.orogen.shader.UniformBinding;

/**
 * How a program node that is not a library node is evaluated: a call of a subgraph compiled once
 * into a GLSL function ({@link SubgraphBody}), or, inside such a function, one of its arguments
 * (a {@code graph.input} of the subgraph file).
 */
public sealed interface Invocation {
    /**
     * One use of a compiled subgraph.
     *
     * @param body  the function it calls
     * @param block the use's parameter values, offsets relative to the start of its block in the
     *              parameter buffer (empty for a call inside another subgraph's function, whose
     *              values belong to each use of the enclosing function)
     */
    record Call(SubgraphBody body, List<UniformBinding> block) implements Invocation {
        public Call {
            Objects.requireNonNull(body, "body");
            block = List.copyOf(block);
        }
    }

    /** Inside a subgraph's function: the value of its input {@code name}. */
    record Argument(String name) implements Invocation {
        public Argument {
            Objects.requireNonNull(name, "name");
        }
    }
}
