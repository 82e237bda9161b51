package org.orogen.shader;

import java.util.Objects;
import java.util.Optional;
import org.orogen.graph.PortRef;
import org.orogen.shader.pass.StageSplit;

/**
 * How to compile.
 *
 * @param previewTarget when present, compile "as if this output port were the height output"
 *                      (per-node previews and thumbnails): the program writes that field as the
 *                      height and no masks. A port of an {@code output.*} node means its input.
 * @param subgraphs     resolves {@code graph.subgraph} nodes
 * @param stageBudget   most nodes in one stage program of a pass plan ({@link GraphCompiler#compilePlan}
 *                      splits bigger levels; {@link StageSplit#budget()} by default)
 * @param budget        node and source limits checked before any GPU work ({@link CompileBudget#standard()})
 * @param inlineSubgraphs inline every subgraph instead of compiling files into functions (the
 *                      reference the function form is tested against; never faster)
 * @param editing       compile for an editor (its preview and thumbnails): a sampled input read at the point
 *                      (a slope mask written as a mask) still ends a stage, read at the pixel without a halo,
 *                      so that editing the reading node re-bakes its own stage only, not its source's. Off
 *                      (exports, renders): the node is computed in its source's program, one pass fewer
 */
public record CompileOptions(Optional<PortRef> previewTarget, SubgraphSource subgraphs, int stageBudget,
                             CompileBudget budget, boolean inlineSubgraphs, boolean editing) {
    public static final CompileOptions DEFAULT = new CompileOptions(Optional.empty(), SubgraphSource.NONE,
            StageSplit.budget());

    /** Options with the standard {@link CompileBudget}. */
    public CompileOptions(Optional<PortRef> previewTarget, SubgraphSource subgraphs, int stageBudget) {
        this(previewTarget, subgraphs, stageBudget, CompileBudget.standard(), false, false);
    }

    public CompileOptions {
        Objects.requireNonNull(previewTarget, "previewTarget");
        Objects.requireNonNull(subgraphs, "subgraphs");
        Objects.requireNonNull(budget, "budget");
        if (stageBudget < 1) {
            throw new IllegalArgumentException("stage budget must be at least 1 node, got " + stageBudget);
        }
    }

    /** Compile for a preview of one output port. */
    public CompileOptions withPreview(PortRef target) {
        return new CompileOptions(Optional.of(target), subgraphs, stageBudget, budget, inlineSubgraphs, editing);
    }

    public CompileOptions withSubgraphs(SubgraphSource source) {
        return new CompileOptions(previewTarget, source, stageBudget, budget, inlineSubgraphs, editing);
    }

    /** Split pass-plan levels of more than {@code nodes} nodes into stages (tests use small budgets). */
    public CompileOptions withStageBudget(int nodes) {
        return new CompileOptions(previewTarget, subgraphs, nodes, budget, inlineSubgraphs, editing);
    }

    /** Compile with other node and source limits (a trusted file, or a test). */
    public CompileOptions withBudget(CompileBudget limits) {
        return new CompileOptions(previewTarget, subgraphs, stageBudget, limits, inlineSubgraphs, editing);
    }

    /** Inline every subgraph (the pre-function form; for reference renders in tests). */
    public CompileOptions withInlinedSubgraphs() {
        return new CompileOptions(previewTarget, subgraphs, stageBudget, budget, true, editing);
    }

    /** Compile for an editor ({@link #editing}): a node read at the point keeps a stage of its own. */
    public CompileOptions forEditing() {
        return new CompileOptions(previewTarget, subgraphs, stageBudget, budget, inlineSubgraphs, true);
    }
}
