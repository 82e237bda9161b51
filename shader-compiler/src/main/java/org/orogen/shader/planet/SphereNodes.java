package org.orogen.shader.planet;

/** Node types that exist only in sphere graphs (a plane graph reports them as errors). */
public final class SphereNodes {
    /** Latitude and longitude of the surface point. */
    public static final String PLANET_INPUT = "input.planet";

    private SphereNodes() {
    }

    /** Whether {@code typeId} can only be evaluated on a sphere. */
    public static boolean sphereOnly(String typeId) {
        return PLANET_INPUT.equals(typeId);
    }
}
