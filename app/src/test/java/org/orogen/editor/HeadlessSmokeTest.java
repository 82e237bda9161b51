package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class HeadlessSmokeTest {
    private StatusBar bar;

    @Start
    void start(Stage stage) {
        bar = new StatusBar();
        stage.setScene(new Scene(bar, 400, 40));
        stage.show();
    }

    @Test
    void statusBarShowsMessage(FxRobot robot) {
        robot.interact(() -> bar.showMessage("hello"));
        assertEquals("hello", bar.message());
    }
}
