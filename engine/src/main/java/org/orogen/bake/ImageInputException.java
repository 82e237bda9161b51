package org.orogen.bake;

/**
 * A graph's image input cannot be used: its file is missing, unreadable or of an unsupported kind,
 * or the graph has no folder to resolve it against. A problem of the graph's inputs, not of the GPU.
 */
public final class ImageInputException extends BakeException {

    private static final long serialVersionUID = 1L;

    public ImageInputException(String message) {
        super(message);
    }

    public ImageInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
