package org.orogen.bake;

/**
 * Tests: creates a {@link GlFieldSampler} with batching (and stacking) on or off, through
 * {@code -Dorogen.bake.batch} and {@code -Dorogen.bake.stacked} (read when the sampler is created),
 * restoring the properties after.
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
        return with("orogen.bake.batch", batch, creation);
    }

    /** The sampler {@code creation} makes batched, under {@code -Dorogen.bake.stacked=stacked}. */
    public static GlFieldSampler createStacked(boolean stacked, Creation creation) throws BakeException {
        return with("orogen.bake.stacked", stacked, () -> create(true, creation));
    }

    private static GlFieldSampler with(String property, boolean on, Creation creation) throws BakeException {
        String old = System.setProperty(property, Boolean.toString(on));
        try {
            return creation.create();
        } finally {
            if (old == null) {
                System.clearProperty(property);
            } else {
                System.setProperty(property, old);
            }
        }
    }
}
