package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.FieldSampler;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.HeightRange;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * Exports through the quantized readback (16-bit heights and 8-bit masks computed on the GPU) are byte
 * for byte the exports of the float readback ({@code -Dorogen.bake.quantizedReadback=false}), for
 * declared and measured ranges, single and tiled, on grids narrower and wider than a bake block.
 */
@ExtendWith(GlExtension.class)
class QuantizedExportGpuTest {

    private static GlThread gl;

    @TempDir
    Path dir;

    /** Hills with two masks: the slope and a band of heights. */
    private static CompiledProgram hills() {
        Graph graph = Graph.of(List.of(
                        Node.of("n1", "noise.gradient").withParameter("scale", ParameterValue.of(300.0))
                                .withParameter("amplitude", ParameterValue.of(100.0)),
                        Node.of("out", "output.height"),
                        Node.of("s1", "mask.slope"),
                        Node.of("m1", "output.mask").withParameter("name", ParameterValue.of("steep")),
                        Node.of("b1", "mask.height_band").withParameter("low", ParameterValue.of(-20.0))
                                .withParameter("high", ParameterValue.of(40.0)),
                        Node.of("m2", "output.mask").withParameter("name", ParameterValue.of("middle"))),
                List.of(Edge.of("n1", "value", "out", "input"), Edge.of("n1", "value", "s1", "height"),
                        Edge.of("s1", "mask", "m1", "input"), Edge.of("n1", "value", "b1", "height"),
                        Edge.of("b1", "mask", "m2", "input")),
                GraphMetadata.EMPTY, 5, List.of());
        CompiledProgram program = GraphCompiler.standard().compile(graph);
        assertFalse(program.hasErrors(), () -> program.diagnostics().toString());
        return program;
    }

    private record Run(Path folder, long bytesRead) {
    }

    /**
     * Exports with the quantized readback or floats only; a measured range is measured in a pass of its own
     * unless {@code keep} (then the bands baked for it, floats, are written: {@link FieldSampler#keepsMeasuredBands},
     * which llvmpipe would choose by itself).
     */
    private Run export(String name, SampleGrid grid, TilePlan plan, Set<MapFormat> formats, HeightRange declared,
                       boolean quantized, boolean keep) throws Exception {
        Path folder = Files.createDirectories(dir.resolve(name + (quantized ? "-quantized" : "-floats")
                + (keep ? "-kept" : "")));
        ExportRequest request = new ExportRequest(grid, plan, null, folder, "land", formats, NormalConvention.OPENGL,
                ExrCompression.ZIP, List.of(), declared,
                new ExportRequest.Provenance("hills.graph", "ab", 5, "test", Map.of()));
        if (!quantized) {
            System.setProperty("orogen.bake.quantizedReadback", "false");
        }
        System.setProperty(KEEP, Boolean.toString(keep));
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, hills())) {
            long before = sampler.bytesRead();
            new MapExport(request, sampler, null, null).run();
            return new Run(folder, sampler.bytesRead() - before);
        } finally {
            System.clearProperty("orogen.bake.quantizedReadback");
            System.clearProperty(KEEP);
        }
    }

    private static final String KEEP = "orogen.export.keepMeasuredBands";

    @Test
    void quantizedExportsAreByteIdenticalToFloatExports() throws Exception {
        record Case(String name, SampleGrid grid, TilePlan plan, Set<MapFormat> formats, HeightRange declared) {
        }
        SampleGrid wide = new SampleGrid(-3000, 500, 2400, 600, 1201, 301);
        SampleGrid small = new SampleGrid(100, -40, 650, 650, 65, 65);
        Set<MapFormat> heightsAndMasks = Set.of(MapFormat.PNG16, MapFormat.R16, MapFormat.RAW, MapFormat.MASK_PNG8);
        HeightRange declared = new HeightRange(-60, 75, HeightRange.Source.DECLARED); // clips the hills
        List<Case> cases = List.of(
                new Case("wide-measured", wide, TilePlan.single(1201, 301), heightsAndMasks, null),
                new Case("wide-declared-tiled", wide, TilePlan.of(1201, 301, 2, 2, 1), heightsAndMasks, declared),
                new Case("small-measured-tiled", small, TilePlan.of(65, 65, 2, 2, 1), heightsAndMasks, null),
                new Case("small-declared-normals", small, TilePlan.single(65, 65),
                        Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16, MapFormat.MASK_PNG8), declared),
                new Case("wide-raw-only", wide, TilePlan.single(1201, 301), Set.of(MapFormat.RAW), null),
                new Case("wide-masks-only", wide, TilePlan.of(1201, 301, 2, 1, 1), Set.of(MapFormat.MASK_PNG8),
                        declared),
                new Case("wide-16-bit-masks-tiled", wide, TilePlan.of(1201, 301, 2, 2, 1),
                        Set.of(MapFormat.PNG16, MapFormat.MASK_PNG16), null),
                new Case("small-16-bit-masks-only", small, TilePlan.single(65, 65), Set.of(MapFormat.MASK_PNG16),
                        declared));
        for (Case c : cases) {
            Run floats = export(c.name(), c.grid(), c.plan(), c.formats(), c.declared(), false, false);
            Run quantized = export(c.name(), c.grid(), c.plan(), c.formats(), c.declared(), true, false);
            // One pass, its float bands kept and quantized on the CPU: the same files again.
            Run kept = export(c.name(), c.grid(), c.plan(), c.formats(), c.declared(), true, true);
            List<Path> files = Files.list(floats.folder()).sorted().toList();
            assertTrue(files.size() >= c.plan().columns() * c.plan().rows(), c.name() + ": " + files);
            for (Path file : files) {
                byte[] expected = Files.readAllBytes(file);
                assertArrayEquals(expected, Files.readAllBytes(quantized.folder().resolve(file.getFileName())),
                        c.name() + ": " + file);
                assertArrayEquals(expected, Files.readAllBytes(kept.folder().resolve(file.getFileName())),
                        c.name() + ", bands kept: " + file);
            }
            assertEquals(files.size(), Files.list(quantized.folder()).count(), c.name());
            assertEquals(files.size(), Files.list(kept.folder()).count(), c.name());
            assertTrue(quantized.bytesRead() < floats.bytesRead(),
                    c.name() + ": the quantized readback moves fewer bytes, " + quantized.bytesRead() + " vs "
                            + floats.bytesRead());
        }
    }
}
