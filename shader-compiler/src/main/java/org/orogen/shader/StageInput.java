package org.orogen.shader;

import java.util.List;
import java.util.Objects;

/**
 * A texture one stage of a {@link CompiledPlan} reads: output {@code output} (colour attachment)
 * of the earlier stage {@code stage}, bound to {@code unit} through the sampler uniform
 * {@code sampler}; {@code haloUniform} ({@code vec2}, texels) must hold the halo that texture was
 * baked with.
 *
 * @param stage       index of the producing stage in {@link CompiledPlan#stages()}
 * @param output      the producing stage's output (colour attachment) index
 * @param sampler     the sampler uniform in the reading program
 * @param haloUniform the reading program's uniform for the texture's halo
 * @param unit        texture unit to bind it to (after the program's image inputs)
 * @param reaches     how far the reads reach (the largest counts)
 */
public record StageInput(int stage, int output, String sampler, String haloUniform, int unit, List<Reach> reaches) {
    public StageInput {
        Objects.requireNonNull(sampler, "sampler");
        Objects.requireNonNull(haloUniform, "haloUniform");
        reaches = List.copyOf(reaches);
    }
}
