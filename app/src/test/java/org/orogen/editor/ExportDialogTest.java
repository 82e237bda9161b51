package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.app.Main;
import org.orogen.editor.export.ExportDialog;
import org.orogen.graph.Domain;
import org.orogen.graph.ExportProfile;
import org.orogen.graph.Graph;
import org.orogen.graph.io.GraphReader;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File ▸ Export…: the dialog writes exactly what the command it shows writes (tiled, several maps),
 * a profile saved from it round-trips through the file and {@code orogen export --profile}, and
 * Cancel leaves nothing.
 */
@ExtendWith(ApplicationExtension.class)
class ExportDialogTest {
    @TempDir
    Path dir;

    private EditorFixture fixture;

    @BeforeEach
    void releaseBefore(FxRobot robot) {
        robot.release(new javafx.scene.input.MouseButton[0]);
        robot.release(new KeyCode[0]);
    }

    @Start
    void start(Stage stage) throws Exception {
        fixture = new EditorFixture(Files.createTempDirectory("orogen-settings"));
        fixture.start(stage);
    }

    private ExportDialog openWithMountains(FxRobot robot, Path file) throws Exception {
        return openWith(robot, SampleGraph.mountains(), file);
    }

    private ExportDialog openWith(FxRobot robot, Graph graph, Path file) throws Exception {
        EditorFixture.fx(robot, () -> fixture.session().replace(graph, null));
        fixture.prompts.files.push(file);
        robot.clickOn("#graph-canvas");
        robot.press(KeyCode.CONTROL).press(KeyCode.E).release(KeyCode.E).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        ExportDialog dialog = WaitForAsyncUtils.asyncFx(() -> fixture.editor.openExport()).get();
        assertTrue(dialog.stage().isShowing(), "Ctrl+E opened the dialog");
        return dialog;
    }

    private static void text(FxRobot robot, ExportDialog d, String id, String value) {
        EditorFixture.fx(robot, () -> ((TextField) d.stage().getScene().lookup("#" + id)).setText(value));
    }

    private static void check(FxRobot robot, ExportDialog d, String format, boolean on) {
        EditorFixture.fx(robot, () -> ((CheckBox) d.stage().getScene().lookup("#export-format-" + format))
                .setSelected(on));
    }

    @SuppressWarnings("unchecked")
    private static void choose(FxRobot robot, ExportDialog d, String id, String value) {
        EditorFixture.fx(robot, () -> ((ComboBox<String>) d.stage().getScene().lookup("#" + id)).setValue(value));
    }

    private static boolean shown(ExportDialog d, String id) {
        for (Node n = d.stage().getScene().lookup("#" + id); n != null; n = n.getParent()) {
            if (!n.isVisible() || !n.isManaged()) {
                return false;
            }
        }
        return true;
    }

    private static String command(ExportDialog d) {
        return ((TextArea) d.stage().getScene().lookup("#export-command")).getText();
    }

    /** Runs the dialog's command line as a terminal would, writing into {@code out} (emptied first). */
    private static void runCommand(String command) {
        List<String> words = shellWords(command);
        assertEquals(List.of("orogen", "export"), words.subList(0, 2));
        List<String> args = new ArrayList<>(words.subList(1, words.size()));
        args.add("-q");
        assertEquals(0, Main.run(args.toArray(String[]::new)), command);
    }

    private static String status(ExportDialog d) {
        return ((Label) d.stage().getScene().lookup("#export-status")).getText();
    }

    private static void waitForStatus(ExportDialog d, String start, int seconds) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> status(d).startsWith(start));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static List<Path> files(Path folder) throws Exception {
        if (!Files.exists(folder)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }

    /** Splits a POSIX shell line as the dialog quotes it (single quotes only). */
    static List<String> shellWords(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) words.add(w.toString());
                w.setLength(0);
                any = false;
            } else {
                w.append(c);
                any = true;
            }
        }
        if (any) words.add(w.toString());
        return words;
    }

    @Test
    void dialogExportEqualsTheCommandItShowsAndTheSavedProfile(FxRobot robot) throws Exception {
        Path graph = dir.resolve("my mountains.graph");
        ExportDialog d = openWithMountains(robot, graph);
        text(robot, d, "export-size", "129");
        text(robot, d, "export-tiles", "2x2");
        text(robot, d, "export-out", "maps out");
        check(robot, d, "normal-png8", true);
        check(robot, d, "mask-png8", true);
        check(robot, d, "exr", true);
        text(robot, d, "export-profile-name", "Tiles for farm");
        robot.clickOn(d.stage().getScene().lookup("#export-save-profile"));
        assertTrue(fixture.session().graph().export("Tiles for farm").isPresent());
        robot.clickOn(d.stage().getScene().lookup("#export-run"));
        waitForStatus(d, "Done", 120);
        assertTrue(Files.isRegularFile(graph), "the graph was saved before exporting");
        ExportProfile saved = GraphReader.read(graph).value().orElseThrow().export("Tiles for farm").orElseThrow();
        assertEquals("2x2", saved.option("tiles"));
        assertEquals("maps out", saved.option("out"));

        Path out = dir.resolve("maps out");
        List<Path> written = files(out);
        assertEquals(4 * 4 + 1, written.size(), written.toString()); // height, exr, normal, snow mask per tile + sidecar
        String command = ((TextArea) d.stage().getScene().lookup("#export-command")).getText();
        assertTrue(command.startsWith("orogen export '" + graph.toAbsolutePath()), command);
        assertTrue(command.contains("--tiles 2x2"), command);

        assertFalse(command.contains("--planet"), "a plane graph's command has no planet options: " + command);

        Path fromDialog = Files.move(out, dir.resolve("from-dialog"));
        runCommand(command);
        assertSameFiles(fromDialog, out);

        Path viaProfile = dir.resolve("via-profile");
        assertEquals(0, Main.run("export", graph.toString(), "--profile", "Tiles for farm", "--out",
                viaProfile.toString(), "-q"));
        assertSameFiles(fromDialog, viaProfile);
    }

    @Test
    void sphereGraphExportsSixFacesPerFormatAsTheCommandAndProfileDo(FxRobot robot) throws Exception {
        Path graph = dir.resolve("planet.graph");
        ExportDialog d = openWith(robot, SampleGraph.planet(), graph);
        assertTrue(shown(d, "export-planet-faces") && shown(d, "export-cube-mapping"), "planet options shown");
        for (String plane : List.of("export-size", "export-preset", "export-extent", "export-origin", "export-tiles",
                "export-overlap")) {
            assertFalse(shown(d, plane), plane + " is hidden for a sphere graph");
        }
        text(robot, d, "export-planet-faces", "17");
        choose(robot, d, "export-cube-mapping", "uniform");
        text(robot, d, "export-out", "planet maps");
        check(robot, d, "normal-png8", true);
        check(robot, d, "mask-png8", true);
        text(robot, d, "export-profile-name", "Faces");
        robot.clickOn(d.stage().getScene().lookup("#export-save-profile"));
        robot.clickOn(d.stage().getScene().lookup("#export-run"));
        waitForStatus(d, "Done", 180);

        Path out = dir.resolve("planet maps");
        List<Path> written = files(out);
        assertEquals(6 * 3 + 1, written.size(), written.toString()); // height, normal, steep mask per face + sidecar
        for (String face : List.of("px", "nx", "py", "ny", "pz", "nz")) {
            var height = ImageIO.read(out.resolve("planet_" + face + ".png").toFile());
            assertEquals(17, height.getWidth(), face);
            assertEquals(17, height.getHeight(), face);
        }
        String command = command(d);
        assertTrue(command.contains("--planet-faces 17") && command.contains("--cube-mapping uniform"), command);
        assertFalse(command.contains("--size") || command.contains("--tiles"), command);
        ExportProfile saved = GraphReader.read(graph).value().orElseThrow().export("Faces").orElseThrow();
        assertEquals("17", saved.option("planet-faces"));
        assertEquals("uniform", saved.option("cube-mapping"));
        assertEquals(null, saved.option("size"), "a planet profile stores no plane size");

        Path fromDialog = Files.move(out, dir.resolve("from-dialog"));
        runCommand(command);
        assertSameFiles(fromDialog, out);
        Path viaProfile = dir.resolve("via-profile");
        assertEquals(0, Main.run("export", graph.toString(), "--profile", "Faces", "--out", viaProfile.toString(),
                "-q"));
        assertSameFiles(fromDialog, viaProfile);
    }

    @Test
    void equirectangularWritesOneMapAndSwitchingTheDomainSwitchesTheOptions(FxRobot robot) throws Exception {
        Path graph = dir.resolve("round.graph");
        ExportDialog d = openWith(robot, SampleGraph.planet(), graph);
        assertEquals(List.of("auto", "gradient"), normalsFromChoices(d),
                "a planet's normals come from the gradient only (heights would cross faces)");
        choose(robot, d, "export-planet-layout", "Equirectangular");
        text(robot, d, "export-equirect-width", "33");
        assertEquals("17", ((TextField) d.stage().getScene().lookup("#export-equirect-height")).getPromptText(),
                "the height defaults to (W - 1) / 2 + 1");
        text(robot, d, "export-out", "flat");
        robot.clickOn(d.stage().getScene().lookup("#export-run"));
        waitForStatus(d, "Done", 180);
        Path out = dir.resolve("flat");
        assertEquals(List.of(out.resolve("round.json"), out.resolve("round.png")), files(out));
        var map = ImageIO.read(out.resolve("round.png").toFile());
        assertEquals(33, map.getWidth());
        assertEquals(17, map.getHeight());
        String command = command(d);
        assertTrue(command.contains("--planet-equirect 33"), command);
        assertFalse(command.contains("--cube-mapping"), command);
        Path fromDialog = Files.move(out, dir.resolve("from-dialog"));
        runCommand(command);
        assertSameFiles(fromDialog, out);

        text(robot, d, "export-equirect-height", "9");
        assertTrue(command(d).contains("--planet-equirect 33x9"), command(d));
        text(robot, d, "export-profile-name", "Map");
        robot.clickOn(d.stage().getScene().lookup("#export-save-profile"));

        // The graph moves onto a plane with the dialog open: the plane's options again, none of the planet's,
        // and the planet profile says it no longer fits.
        EditorFixture.fx(robot, () -> {
            Graph g = fixture.session().graph();
            fixture.session().replace(g.withMetadata(g.metadata().withDomain(Domain.PLANE)), graph);
        });
        assertTrue(shown(d, "export-size") && shown(d, "export-tiles"), "plane options shown again");
        assertFalse(shown(d, "export-planet-faces") || shown(d, "export-equirect-width"), "planet options hidden");
        assertFalse(command(d).contains("--planet"), command(d));
        assertEquals(List.of("auto", "gradient", "heights"), normalsFromChoices(d), "the plane offers heights again");
        choose(robot, d, "export-profiles", null);
        choose(robot, d, "export-profiles", "Map");
        assertTrue(status(d).contains("planet sizes, but this graph is on a plane"), status(d));
    }

    @SuppressWarnings("unchecked")
    private static List<String> normalsFromChoices(ExportDialog d) {
        return List.copyOf(((ComboBox<String>) d.stage().getScene().lookup("#export-normals-from")).getItems());
    }

    private static void assertSameFiles(Path expected, Path actual) throws Exception {
        List<Path> a = files(expected);
        assertEquals(a.stream().map(Path::getFileName).toList(), files(actual).stream().map(Path::getFileName).toList());
        for (Path f : a) {
            assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(actual.resolve(f.getFileName())),
                    f.getFileName().toString());
        }
    }

    @Test
    void cancelMidExportLeavesNothingAndOpenFolderFailsGracefully(FxRobot robot) throws Exception {
        Path graph = dir.resolve("big.graph");
        ExportDialog d = openWithMountains(robot, graph);
        text(robot, d, "export-size", "4097");
        check(robot, d, "normal-png16", true);
        check(robot, d, "mask-png16", true);
        robot.clickOn(d.stage().getScene().lookup("#export-run"));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> status(d).contains("%"));
        robot.clickOn(d.stage().getScene().lookup("#export-cancel"));
        waitForStatus(d, "Cancelled", 60);
        assertEquals(List.of(), files(dir.resolve("exports")), "a cancelled export leaves no files");
        assertFalse(Files.exists(dir.resolve("exports")), "nor the folder it created");

        // A small export, then "Open folder" on a machine without a desktop says so instead of failing.
        text(robot, d, "export-size", "65");
        check(robot, d, "normal-png16", false);
        check(robot, d, "mask-png16", false);
        robot.clickOn(d.stage().getScene().lookup("#export-run"));
        waitForStatus(d, "Done", 60);
        robot.clickOn(d.stage().getScene().lookup("#export-open-folder"));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status(d).contains("The files are in"));
        assertTrue(status(d).contains("no desktop") || status(d).contains("could not be opened"), status(d));
    }
}
