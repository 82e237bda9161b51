package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import javafx.scene.control.ColorPicker;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.ParameterValue.RampValue;
import org.orogen.graph.colour.RampInterpolation;
import org.orogen.graph.colour.RampStop;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The inspector's ramp editor: editing a stop's position and colour, adding a stop, each one undo step. */
@ExtendWith(ApplicationExtension.class)
class RampEditorTest {
    private EditorFixture fixture;

    private static final RampValue RAMP = new RampValue(RampInterpolation.LINEAR,
            List.of(new RampStop(0.0, 0x102030), new RampStop(1.0, 0xf0e0d0)));

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

    private static Graph coloured() {
        return Graph.of(List.of(Node.of("noise", "noise.gradient"), Node.of("height", "output.height"),
                        Node.of("map", "colour.gradient_map").withParameter("ramp", RAMP),
                        Node.of("colour", "output.colour")),
                List.of(Edge.of("noise", "value", "height", "input"), Edge.of("noise", "value", "map", "value"),
                        Edge.of("map", "colour", "colour", "input")),
                GraphMetadata.EMPTY, 7, List.of());
    }

    private RampValue ramp() {
        return (RampValue) fixture.session().graph().node("map").orElseThrow().parameter("ramp").orElseThrow();
    }

    @Test
    void editingAStopIsOneUndoStepAndKeepsTheStopsInOrder(FxRobot robot) {
        EditorFixture.fx(robot, () -> fixture.session().replace(coloured(), null));
        EditorFixture.fx(robot, () -> fixture.session().selection().set(Set.of("map")));
        int steps = fixture.session().history().undoSize();

        // Move the first stop to 0.4 by typing: one undo step.
        TextField at = robot.lookup("#ramp-ramp-at-0").queryAs(TextField.class);
        EditorFixture.fx(robot, () -> {
            at.setText("0.4");
            at.fireEvent(new javafx.event.ActionEvent());
        });
        assertEquals(new RampStop(0.4, 0x102030), ramp().stops().get(0));
        assertEquals(steps + 1, fixture.session().history().undoSize());

        // Recolour the last stop through its picker.
        ColorPicker picker = robot.lookup("#ramp-ramp-colour-1").queryAs(ColorPicker.class);
        EditorFixture.fx(robot, () -> {
            picker.setValue(Color.rgb(0x33, 0x66, 0x99));
            picker.fireEvent(new javafx.event.ActionEvent());
        });
        assertEquals(0x336699, ramp().stops().get(1).rgb());

        // Add a stop: in the middle of the gap, with the ramp's colour there.
        EditorFixture.fx(robot, () -> robot.lookup("#ramp-ramp-add").queryButton().fire());
        assertEquals(3, ramp().stops().size());
        assertEquals(0.7, ramp().stops().get(1).at(), 1e-12);

        // A position outside [0, 1] is refused with the reason, and nothing changes.
        TextField first = robot.lookup("#ramp-ramp-at-0").queryAs(TextField.class);
        EditorFixture.fx(robot, () -> {
            first.setText("1.5");
            first.fireEvent(new javafx.event.ActionEvent());
        });
        assertEquals(0.4, ramp().stops().get(0).at(), 0.0);
        String status = fixture.editor.window().status().message();
        assertTrue(status.contains("between 0 and 1"), status);

        EditorFixture.fx(robot, () -> fixture.session().undo());
        assertEquals(2, ramp().stops().size(), "undo removes the added stop");
        EditorFixture.fx(robot, () -> fixture.session().undo());
        EditorFixture.fx(robot, () -> fixture.session().undo());
        assertEquals(RAMP, ramp(), "three undo steps restore the ramp");
        assertEquals(ParameterValue.RampValue.class, ramp().getClass());
    }
}
