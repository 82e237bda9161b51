package org.orogen.gl;

import static org.lwjgl.opengl.GL32.GL_SYNC_FLUSH_COMMANDS_BIT;
import static org.lwjgl.opengl.GL32.GL_TIMEOUT_EXPIRED;
import static org.lwjgl.opengl.GL32.GL_WAIT_FAILED;
import static org.lwjgl.opengl.GL32.glClientWaitSync;
import static org.lwjgl.opengl.GL32.glDeleteSync;

/** Waiting on the CPU for a GPU fence (OpenGL 3.2 sync objects). GL thread only. */
public final class GpuFences {
    /** How long one wait lasts before it is repeated (a long bake just waits again). */
    private static final long WAIT_NANOS = 100_000_000L;

    private GpuFences() {
    }

    /**
     * Waits until {@code fence} is signalled, flushing the commands before it once, then deletes it.
     *
     * @param what what the fence guards, for the message when the wait fails
     * @throws IllegalStateException when the driver reports the wait as failed (the fence is deleted)
     */
    public static void awaitAndDelete(long fence, String what) {
        int status;
        int flags = GL_SYNC_FLUSH_COMMANDS_BIT;
        try {
            do {
                status = glClientWaitSync(fence, flags, WAIT_NANOS);
                flags = 0;
            } while (status == GL_TIMEOUT_EXPIRED);
        } finally {
            glDeleteSync(fence);
        }
        if (status == GL_WAIT_FAILED) {
            throw new IllegalStateException("waiting for " + what + " on the GPU failed");
        }
    }
}
