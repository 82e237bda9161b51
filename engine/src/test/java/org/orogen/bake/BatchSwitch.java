package org.orogen.bake;

/**
 * Tests: creates a {@link GlFieldSampler} with batching (or another switch read when the sampler is
 * created, such as {@code -Dorogen.bake.prefetch}) on or off, restoring the property after.
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
        return create("orogen.bake.batch", batch, creation);
    }

    /** The sampler {@code creation} makes under {@code -Dproperty=value} (a switch read at creation). */
    public static GlFieldSampler create(String property, boolean value, Creation creation) throws BakeException {
        return create(property, Boolean.toString(value), creation);
    }

    /** The sampler {@code creation} makes under {@code -Dproperty=value} (a setting read at creation). */
    public static GlFieldSampler create(String property, String value, Creation creation) throws BakeException {
        String old = System.setProperty(property, value);
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
