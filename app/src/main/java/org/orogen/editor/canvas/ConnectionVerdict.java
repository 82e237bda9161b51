package org.orogen.editor.canvas;

/**
 * The answer to "may this output feed that input?" as the canvas shows it while a wire is
 * dragged: accepted, or refused with the model's reason in words.
 */
public record ConnectionVerdict(boolean accepted, String reason) {
    public static final ConnectionVerdict OK = new ConnectionVerdict(true, "");

    public static ConnectionVerdict refused(String reason) {
        return new ConnectionVerdict(false, reason);
    }
}
