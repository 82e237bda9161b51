package org.orogen.samples;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.StackedComparison;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Graph;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.SubgraphSource;

/**
 * Every planar sample that compiles to a single program bakes the same bits with its blocks stacked in
 * one dispatch per batch as with a dispatch per block ({@code -Dorogen.bake.stacked=false}): height,
 * gradient, masks, the GPU-measured range and the quantized 16-bit heights and 8-bit masks, over its
 * extent at {@value #WIDTH} × {@value #HEIGHT} (two block columns, three block rows, the last partial).
 */
@ExtendWith(GlExtension.class)
class StackedBakeTest {

    static final int WIDTH = 1100;
    static final int HEIGHT = 300;
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static GlThread gl;

    /** The samples baked by a single program on the plane (plans and planets keep their own batches). */
    static List<Path> singlePrograms() {
        return SampleFiles.all().stream().filter(file -> {
            GraphLoader.OpenedGraph opened = open(file);
            Graph graph = opened.graph().orElseThrow();
            return !graph.metadata().domain().isSphere() && plan(opened).isSingleProgram();
        }).toList();
    }

    private static GraphLoader.OpenedGraph open(Path file) {
        return new GraphLoader(COMPILER.library().catalog()).open(file);
    }

    private static CompiledPlan plan(GraphLoader.OpenedGraph opened) {
        return COMPILER.compilePlan(opened.graph().orElseThrow(),
                CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(opened.resolution())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("singlePrograms")
    void stackedAndPerBlockBakesAgreeBitForBit(Path file) throws BakeException {
        GraphLoader.OpenedGraph opened = open(file);
        CompiledPlan plan = plan(opened);
        assertFalse(plan.hasErrors(), () -> file + ": " + plan.diagnostics());
        WorldExtent e = opened.graph().orElseThrow().metadata().extent();
        SampleGrid grid = new SampleGrid(e.originX(), e.originY(), e.width(), e.height(), WIDTH, HEIGHT);
        Path folder = file.toAbsolutePath().getParent();
        StackedComparison.assertStackedEqualsPerBlock(() -> GlFieldSampler.create(gl, plan, folder), grid,
                SampleFiles.name(file));
    }

    @Test
    void theSinglePlanarProgramsAreFound() {
        List<String> names = singlePrograms().stream().map(SampleFiles::name).toList();
        assertFalse(names.isEmpty(), "some samples are single planar programs, or this test checks nothing");
        assertTrue(names.size() < SampleFiles.all().size(), "plans and planets are left to their own batches: " + names);
    }
}
