package org.orogen.gl;

/** glCheckFramebufferStatus did not return GL_FRAMEBUFFER_COMPLETE; carries the status and its name. */
public final class IncompleteFramebufferException extends RuntimeException {

    private final int status;
    private final String statusName;

    public IncompleteFramebufferException(String what, int status) {
        super(what + " is incomplete: " + FramebufferStatus.name(status)
                + " (0x" + Integer.toHexString(status) + ")");
        this.status = status;
        this.statusName = FramebufferStatus.name(status);
    }

    /** The raw GL status code. */
    public int status() {
        return status;
    }

    /** e.g. "GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT". */
    public String statusName() {
        return statusName;
    }
}
