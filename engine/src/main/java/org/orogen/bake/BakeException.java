package org.orogen.bake;

/** A bake could not produce values (GPU failure, shader error, lost context). */
public class BakeException extends Exception {

    private static final long serialVersionUID = 1L;

    public BakeException(String message) {
        super(message);
    }

    public BakeException(String message, Throwable cause) {
        super(message, cause);
    }
}
