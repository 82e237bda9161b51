package org.orogen.simulation;

import java.util.List;

/**
 * Linear hillslope diffusion {@code ∂h/∂t = kd·∇²h} over one iteration of
 * {@code erosion.fluvial}, explicit on 4 neighbours with substeps within the stability bound
 * {@code kd·Δt ≤ l²/4}. Border cells keep their height (the base level).
 */
final class Diffusion {
    private final int width;
    private final int height;
    private final int substeps;
    /** {@code kd·Δt_sub / l²}, at most 1/4. */
    private final double rate;
    private double[] scratch;

    /**
     * @param amount {@code kd·Δt} of one iteration, m²
     */
    Diffusion(int width, int height, double spacing, double amount, List<String> problems) {
        this.width = width;
        this.height = height;
        double stable = 0.25 * spacing * spacing;
        int wanted = amount > 0 ? (int) Math.min(Integer.MAX_VALUE, Math.ceil(amount / stable)) : 0;
        substeps = Math.min(wanted, StreamPower.MAX_DIFFUSION_SUBSTEPS);
        if (wanted > substeps) {
            problems.add("diffusion needs " + wanted + " stable substeps per iteration on " + spacing
                    + " m cells; diffused " + substeps + " (" + (100 * substeps / wanted) + " %): lower the "
                    + "diffusion or use larger cells");
        }
        rate = substeps > 0 ? Math.min(0.25, amount / substeps / (spacing * spacing)) : 0;
    }

    boolean active() {
        return substeps > 0;
    }

    /** Explicit substeps an iteration. */
    int substeps() {
        return substeps;
    }

    /** {@code kd·Δt_sub / l²} of a substep. */
    double rate() {
        return rate;
    }

    void apply(double[] z) {
        if (scratch == null) {
            scratch = new double[width * height];
        }
        for (int s = 0; s < substeps; s++) {
            System.arraycopy(z, 0, scratch, 0, z.length);
            for (int y = 1; y < height - 1; y++) {
                for (int x = 1; x < width - 1; x++) {
                    int i = y * width + x;
                    double laplace = scratch[i - 1] + scratch[i + 1] + scratch[i - width] + scratch[i + width]
                            - 4 * scratch[i];
                    z[i] = scratch[i] + rate * laplace;
                }
            }
        }
    }
}
