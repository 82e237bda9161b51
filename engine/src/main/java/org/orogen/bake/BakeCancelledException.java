package org.orogen.bake;

/** The export was cancelled; everything it had written has been removed. */
public final class BakeCancelledException extends BakeException {

    private static final long serialVersionUID = 1L;

    public BakeCancelledException() {
        super("Export cancelled; no files were left behind.");
    }
}
