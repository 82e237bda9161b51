package org.orogen.export;

/**
 * The export request asks for something the graph has not (a mask or splat format without mask
 * outputs, an unknown splat layer, a mask name that cannot be a file name): the user's choice to fix,
 * unlike other {@link IllegalArgumentException}s from an export, which are bugs.
 */
public final class ExportMismatchException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public ExportMismatchException(String message) {
        super(message);
    }
}
