package org.orogen.preview;

import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import org.testfx.api.FxRobot;

/** Reading JavaFX state from a TestFX test: the call runs on the FX thread and its result comes back. */
public final class FxCalls {
    private FxCalls() {
    }

    public static <T> T onFx(FxRobot robot, Callable<T> task) {
        AtomicReference<T> result = new AtomicReference<>();
        robot.interact(() -> {
            try {
                result.set(task.call());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        return result.get();
    }
}
