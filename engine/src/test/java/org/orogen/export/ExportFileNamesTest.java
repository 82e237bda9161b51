package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.FieldSampler;
import org.orogen.bake.FunctionSampler;
import org.orogen.bake.HeightRange;
import org.orogen.bake.FileNameTemplate;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;

/** Two files of one export never get one name: such a template is refused before anything is baked. */
class ExportFileNamesTest {

    /** 12 x 12 tiles: column and row numbers of one and two digits. */
    private static final TilePlan TWELVE = TilePlan.of(25, 25, 12, 12, 1);
    private static final FileNameTemplate RUN_TOGETHER = new FileNameTemplate("{name}{X}{Y}");

    @Test
    void twoTilesWithOneNameAreRefusedNamingBothAndASeparatedTemplate() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ExportFileNames
                .checkDistinct(TWELVE, RUN_TOGETHER, "ridged", List.of(MapFormat.PNG16), List.of(), false));
        for (String part : List.of("tile 11,0 of ridged (png16)", "tile 1,10 of ridged (png16)",
                "same file name ridged110.png", "'{name}_x{X}_y{Y}'")) {
            assertTrue(e.getMessage().contains(part), "'" + part + "' in: " + e.getMessage());
        }
    }

    @Test
    void twoMasksOfDifferentTilesWithOneNameAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ExportFileNames
                .checkDistinct(TWELVE, RUN_TOGETHER, "t", List.of(MapFormat.MASK_PNG8), List.of("a", "a1"), false));
        assertTrue(e.getMessage().contains("tile 0,0 of t_mask_a1 (mask-png8) and tile 10,0 of t_mask_a (mask-png8)")
                && e.getMessage().contains("t_mask_a100.png"), e.getMessage());
    }

    @Test
    void theDefaultTemplatesAndSeparatedOnesPass() {
        List<MapFormat> formats = List.of(MapFormat.PNG16, MapFormat.R16, MapFormat.EXR, MapFormat.NORMAL_PNG8,
                MapFormat.MASK_PNG8, MapFormat.SPLAT_PNG8);
        List<String> masks = List.of("a", "a1", "snow");
        ExportFileNames.checkDistinct(TWELVE, FileNameTemplate.TILED, "t", formats, masks, false);
        ExportFileNames.checkDistinct(TWELVE, new FileNameTemplate("{name}-{X}-{Y}"), "t", formats, masks, false);
        ExportFileNames.checkDistinct(TilePlan.cubeFaces(9), new FileNameTemplate("cube{X}_{name}"), "t", formats,
                masks, true);
        ExportFileNames.checkDistinct(TilePlan.single(25, 25), FileNameTemplate.SINGLE, "t", formats, masks, false);
    }

    @Test
    void theExportRefusesMaskNamesThatMeetBeforeWritingAnything(@TempDir Path dir) throws Exception {
        ExportRequest request = new ExportRequest(new SampleGrid(0, 0, 1000, 1000, 25, 25), TWELVE, RUN_TOGETHER,
                dir, "t", Set.of(MapFormat.MASK_PNG8), null, null, List.of(), new HeightRange(0, 1,
                HeightRange.Source.DECLARED), new ExportRequest.Provenance("", "", 1, "test", Map.of()));
        try (FieldSampler sampler = new FunctionSampler(MapExportTest::terrain, List.of("a", "a1"),
                List.of(MapExportTest::rock, MapExportTest::snow), 8)) {
            ExportMismatchException e = assertThrows(ExportMismatchException.class,
                    () -> new MapExport(request, sampler, null, null).run());
            assertTrue(e.getMessage().contains("t_mask_a100.png"), e.getMessage());
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.toList());
        }
    }

    @Test
    void theRequestRefusesSuchATemplate() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ExportRequest(
                new SampleGrid(0, 0, 1000, 1000, 25, 25), TWELVE, RUN_TOGETHER, Path.of("out"),
                "ridged", Set.of(MapFormat.PNG16), null, null, List.of(), null,
                new ExportRequest.Provenance("", "", 1, "test", Map.of())));
        assertTrue(e.getMessage().contains("would overwrite the other"), e.getMessage());
    }
}
