package org.orogen.samples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.PlanetSurface;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Domain;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.catalog.NodeCatalog;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.io.GraphReader;
import org.orogen.graph.io.GraphWriter;
import org.orogen.graph.io.ReadResult;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.Severity;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.SubgraphSource;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;

/**
 * Every sample in {@code samples/*.graph}: stored in canonical form, opens without errors,
 * describes itself, compiles, bakes on a real GL context (llvmpipe in CI) with masks, and bakes to
 * the height statistics stored in {@code src/test/resources/height-statistics.txt} (so an
 * accidental change in a noise function or a node shows up as a changed terrain). After an
 * intended change, record new statistics with {@code -Dorogen.samples.update=true} and review
 * the diff of that file.
 */
@ExtendWith(GlExtension.class)
class SamplesTest {

    /** Pixels per side of the statistics bake (a whole sample extent at 32-128 m per pixel). */
    static final int BAKE_SIZE = 128;
    static final Path EXPECTATIONS = Path.of("src/test/resources/height-statistics.txt");
    private static final boolean UPDATE = Boolean.getBoolean("orogen.samples.update");
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static final Map<String, HeightStatistics> MEASURED = new TreeMap<>();

    private static GlThread gl;

    @AfterAll
    static void writeStatistics() throws IOException {
        if (UPDATE && MEASURED.size() == SampleFiles.all().size()) {
            StringBuilder text = new StringBuilder("# Height statistics of a ").append(BAKE_SIZE).append('x')
                    .append(BAKE_SIZE).append(" bake of each sample over its extent: name min max mean std (metres).\n")
                    .append("# Written by SamplesTest with -Dorogen.samples.update=true; tolerance: 0.2 % of the relief + 5 cm.\n");
            MEASURED.forEach((name, stats) -> text.append(name).append(' ').append(stats.toText()).append('\n'));
            Files.writeString(EXPECTATIONS, text, StandardCharsets.UTF_8);
        }
    }

    static List<Path> samples() {
        return SampleFiles.all();
    }

    @Test
    void thereAreAtLeastTenSamples() {
        assertTrue(samples().size() >= 10, () -> "only " + samples().size() + " samples in " + SampleFiles.FOLDER);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void isStoredInCanonicalForm(Path file) throws IOException {
        byte[] stored = Files.readAllBytes(file);
        ReadResult<Graph> read = GraphReader.read(stored, file.toString());
        assertTrue(read.value().isPresent() && read.diagnostics().isEmpty(), () -> file + ": " + read.diagnostics());
        assertArrayEquals(stored, GraphWriter.write(read.value().get()),
                () -> file + " is not in canonical form: loading and saving changes it. Rewrite it with "
                        + "org.orogen.samples.CanonicalForm (see its Javadoc).");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void opensWithoutProblemsAndDescribesItself(Path file) {
        GraphLoader.OpenedGraph opened = new GraphLoader(COMPILER.library().catalog()).open(file);
        assertTrue(opened.graph().isPresent(), () -> file + ": " + opened.diagnostics());
        List<Diagnostic> problems = opened.diagnostics().stream().filter(d -> d.isError()
                || d.severity() == Severity.WARNING).toList();
        assertEquals(List.of(), problems, () -> file + " has problems");
        GraphMetadata metadata = opened.graph().get().metadata();
        assertFalse(metadata.title().isBlank(), file + " has no title");
        assertTrue(metadata.description().length() >= 80, () -> file + ": describe the terrain in a sentence or two");
        if (metadata.domain().isSphere()) {
            double radius = metadata.domain().radius();
            assertTrue(radius >= 100_000, () -> file + ": a sample planet should be at least 100 km in radius, is "
                    + radius + " m");
        } else {
            WorldExtent extent = metadata.extent();
            assertTrue(extent.width() >= 4000 && extent.width() <= 16384 && extent.height() >= 4000
                    && extent.height() <= 16384, () -> file + ": extent should be 4-16 km, is " + extent);
        }
        assertTrue(opened.graph().get().nodesOfType(ModelNodeTypes.OUTPUT_MASK).size() >= 2,
                () -> file + ": give the sample at least two masks (rock, grass, snow, sand...) so it is coloured");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void compilesBakesAndKeepsItsHeightStatistics(Path file) throws BakeException, IOException {
        GraphLoader.OpenedGraph opened = new GraphLoader(COMPILER.library().catalog()).open(file);
        Graph graph = opened.graph().orElseThrow();
        // The pass plan, as export, render and the preview run it (masks from baked stages).
        CompiledPlan program = COMPILER.compilePlan(graph,
                CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(opened.resolution())));
        assertFalse(program.hasErrors(), () -> file + ": " + program.diagnostics());

        SampleGrid grid = bakeGrid(graph);
        SampleBand band = new SampleBand(grid.width(), grid.height(), program.maskNames());
        band.reset(0, grid.height());
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, program, null)) {
            sampler.sample(grid, band);
        }
        HeightStatistics stats = HeightStatistics.of(band.height());
        assertTrue(stats.max() - stats.min() > 20, () -> file + " is nearly flat: " + stats.toText());
        for (String mask : program.maskNames()) {
            float[] values = band.mask(mask);
            float max = 0;
            for (float v : values) {
                assertTrue(v >= -1e-4f && v <= 1.0001f, () -> file + ": mask " + mask + " leaves [0, 1]: " + v);
                max = Math.max(max, v);
            }
            assertTrue(max > 0.5f, () -> file + ": mask " + mask + " is (nearly) empty everywhere");
        }

        String name = SampleFiles.name(file);
        MEASURED.put(name, stats);
        if (UPDATE) {
            return;
        }
        HeightStatistics expected = expectations().get(name);
        if (expected == null) {
            fail("No stored height statistics for " + name + " in " + EXPECTATIONS + "; record them with "
                    + "-Dorogen.samples.update=true and review the file. Measured: " + stats.toText());
        }
        String difference = stats.differenceFrom(expected);
        assertNull(difference, () -> name + " bakes differently than recorded: " + difference + ". Measured "
                + stats.toText() + ", recorded " + expected.toText() + ". If the change is intended, record it "
                + "with -Dorogen.samples.update=true and review the diff.");
    }

    /**
     * Together the samples show every node family (category) of the catalog, so an artist finds a
     * worked example of each.
     */
    @Test
    void togetherUseEveryNodeFamily() {
        NodeCatalog catalog = COMPILER.library().catalog();
        Set<String> used = new TreeSet<>();
        for (Path file : samples()) {
            Graph graph = GraphReader.read(file).orElseThrow();
            for (Node node : graph.nodes().values()) {
                catalog.find(node.typeId()).map(NodeDefinition::category).ifPresent(used::add);
            }
        }
        Set<String> missing = new TreeSet<>(catalog.categories());
        missing.removeAll(used);
        assertEquals(Set.of(), missing, "node families no sample uses");
    }

    /**
     * A plane sample's extent at {@value #BAKE_SIZE}², or a planet's six cube faces of
     * {@value #BAKE_SIZE}² side by side.
     */
    private static SampleGrid bakeGrid(Graph graph) {
        Domain domain = graph.metadata().domain();
        if (domain.isSphere()) {
            return SampleGrid.onPlanet(new PlanetSurface(PlanetMap.cube(BAKE_SIZE, CubeMapping.GNOMONIC),
                    domain.radius()));
        }
        WorldExtent extent = graph.metadata().extent();
        return new SampleGrid(extent.originX(), extent.originY(), extent.width(), extent.height(), BAKE_SIZE,
                BAKE_SIZE);
    }

    private static Map<String, HeightStatistics> expectations() throws IOException {
        if (!Files.exists(EXPECTATIONS)) {
            return Map.of();
        }
        return Files.readAllLines(EXPECTATIONS, StandardCharsets.UTF_8).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .collect(Collectors.toMap(line -> line.substring(0, line.indexOf(' ')),
                        line -> HeightStatistics.parse(line.substring(line.indexOf(' ') + 1))));
    }
}
