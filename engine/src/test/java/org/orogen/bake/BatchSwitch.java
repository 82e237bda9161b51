package org.orogen.bake;

/**
 * Tests: creates a {@link GlFieldSampler} with batching on or off, through
 * {@code -Dorogen.bake.batch} (read when the sampler is created), restoring the property after.
 */
public final class BatchSwitch {

    /** Creates the sampler (a lambda over one of the {@code GlFieldSampler.create} methods). */
    @FunctionalInterface
    public interface Creation {
        GlFieldSampler create() throws BakeException;
    }

    private BatchSwitch() {
    }

    /** The sampler {@code creation} makes under {@code -Dorogen.bake.batch=batch}. */
    public static GlFieldSampler create(boolean batch, Creation creation) throws BakeException {
        String old = System.setProperty("orogen.bake.batch", Boolean.toString(batch));
        try {
            return creation.create();
        } finally {
            if (old == null) {
                System.clearProperty("orogen.bake.batch");
            } else {
                System.setProperty("orogen.bake.batch", old);
            }
        }
    }
}
