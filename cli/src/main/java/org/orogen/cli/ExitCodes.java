package org.orogen.cli;

/**
 * Exit codes of the {@code orogen} commands (documented in docs/cli.md). Scripts and render
 * farms branch on them, so they never change meaning.
 */
public final class ExitCodes {

    /** Everything worked. */
    public static final int OK = 0;
    /** An unexpected internal error (a bug: please report it with the message). */
    public static final int INTERNAL = 1;
    /** Bad command-line arguments (picocli's usage code). */
    public static final int USAGE = 2;
    /** The graph cannot be read, is invalid, or does not compile. */
    public static final int INVALID_GRAPH = 3;
    /** No OpenGL 3.3 context could be created (no driver, no EGL, no display fallback). */
    public static final int NO_OPENGL = 4;
    /** Reading or writing files failed (output folder missing or not writable, disk full). */
    public static final int IO = 5;
    /** The GPU failed while baking (driver rejected the shader, out of memory, lost context). */
    public static final int BAKE_FAILED = 6;
    /** {@code orogen tiles check} found problems (each is printed, naming its file). */
    public static final int CHECK_FAILED = 7;
    /** Interrupted (Ctrl-C / SIGTERM); the export left no files behind. 128 + SIGINT. */
    public static final int CANCELLED = 130;

    private ExitCodes() {
    }
}
