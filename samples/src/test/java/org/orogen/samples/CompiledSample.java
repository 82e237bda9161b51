package org.orogen.samples;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import org.orogen.bake.PlanetSurface;
import org.orogen.bake.SampleGrid;
import org.orogen.graph.Domain;
import org.orogen.graph.Graph;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.SubgraphSource;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;

/**
 * A sample graph opened (with its subgraphs) and compiled to its pass plan, without errors, for the
 * GPU tests that bake every sample.
 *
 * @param graph  the sample's graph
 * @param plan   its pass plan
 * @param folder the folder its relative image paths start from
 */
record CompiledSample(Graph graph, CompiledPlan plan, Path folder) {

    private static final GraphCompiler COMPILER = GraphCompiler.standard();

    /** Opens and compiles {@code file}; fails the test when the plan has errors. */
    static CompiledSample of(Path file) {
        return of(file, CompileOptions.DEFAULT.stageBudget());
    }

    /** {@link #of(Path)} with stages of at most {@code stageBudget} nodes (what a big graph gets). */
    static CompiledSample of(Path file, int stageBudget) {
        GraphLoader.OpenedGraph opened = new GraphLoader(COMPILER.library().catalog()).open(file);
        Graph graph = opened.graph().orElseThrow();
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT
                .withSubgraphs(SubgraphSource.of(opened.resolution())).withStageBudget(stageBudget));
        assertFalse(plan.hasErrors(), () -> file + ": " + plan.diagnostics());
        return new CompiledSample(graph, plan, file.toAbsolutePath().getParent());
    }

    /**
     * A {@code width × height} grid over the sample's extent, or on a planet the six cube faces of
     * {@code height} pixels a side (gnomonic).
     */
    SampleGrid grid(int width, int height) {
        Domain domain = graph.metadata().domain();
        if (domain.isSphere()) {
            return SampleGrid.onPlanet(new PlanetSurface(PlanetMap.cube(height, CubeMapping.GNOMONIC),
                    domain.radius()));
        }
        WorldExtent extent = graph.metadata().extent();
        return new SampleGrid(extent.originX(), extent.originY(), extent.width(), extent.height(), width, height);
    }
}
