package org.orogen.preview;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.orogen.bake.HeightmapImage;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.PlanStage;
import org.orogen.shader.StageInput;

/**
 * What each simulation stage of a plan computes from: its structure and parameter values and those
 * of every stage upstream, their image inputs and the extent. Two plans whose simulation stages have
 * equal values here simulate the same thing (the preview lets a running simulation finish for an
 * edit that keeps them).
 */
final class SimulationInputs {
    private SimulationInputs() {
    }

    /** One value per simulation stage of {@code plan}, comparable with {@code equals}. */
    static Set<Object> of(CompiledPlan plan, List<List<HeightmapImage>> images, WorldExtent extent) {
        Set<Object> result = new HashSet<>();
        for (PlanStage s : plan.stages()) {
            if (s.kind() == PlanStage.Kind.SIMULATION) {
                result.add(List.of(extent, upstream(plan, images, s.index())));
            }
        }
        return result;
    }

    private static List<Object> upstream(CompiledPlan plan, List<List<HeightmapImage>> images, int index) {
        PlanStage stage = plan.stages().get(index);
        List<Object> value = new ArrayList<>();
        value.add(stage.structuralHash());
        value.add(stage.program().uniforms());
        value.add(index < images.size() ? identities(images.get(index)) : List.of());
        for (StageInput in : stage.inputs()) {
            value.add(List.of(in.sampler(), in.output(), upstream(plan, images, in.stage())));
        }
        return value;
    }

    /** Images compare by identity, as the stage cache keys them (the file cache keeps unchanged files' objects). */
    private static List<Integer> identities(List<HeightmapImage> images) {
        return images.stream().map(System::identityHashCode).toList();
    }
}
