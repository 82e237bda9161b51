package org.orogen.shader;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.orogen.shader.library.NodeLibrary;
import org.orogen.shader.pass.BlurPassProgram;
import org.orogen.shader.pass.CanonicalStage;
import org.orogen.shader.pass.InputSource;
import org.orogen.shader.pass.PaintPassProgram;
import org.orogen.shader.pass.ProgramGraph;
import org.orogen.shader.pass.SimulationProgram;
import org.orogen.shader.pass.StagePass;
import org.orogen.shader.pass.StageReads;

/**
 * Turns {@link StagePass} drafts into a {@link CompiledPlan}: emits each stage's program, finds
 * which stage and attachment produces every field a stage reads, and hashes the plan.
 */
final class PlanAssembly {
    private final NodeLibrary library;

    PlanAssembly(NodeLibrary library) {
        this.library = library;
    }

    /**
     * @param domain the graph's world extent (minX, minY, width, height): the domain its simulation
     *               stages simulate
     */
    CompiledPlan assemble(ProgramGraph whole, List<StagePass.Draft> drafts, double[] domain) {
        Map<StagePass.Field, int[]> producers = new HashMap<>();
        List<PlanStage> stages = new ArrayList<>();
        Set<CompileDiagnostic> diagnostics = new LinkedHashSet<>(whole.diagnostics());
        StringBuilder wiring = new StringBuilder("orogen-plan 1\n");
        for (int i = 0; i < drafts.size(); i++) {
            StagePass.Draft d = drafts.get(i);
            boolean last = i == drafts.size() - 1;
            ProgramGraph graph = d.program();
            if (last) {
                graph.diagnostics().addAll(whole.diagnostics());
            }
            List<StageInput> inputs = new ArrayList<>();
            CompiledProgram program;
            List<String> outputs = new ArrayList<>();
            PlanStage.Simulation simulation = null;
            PlanStage.Paint paint = null;
            if (d.kind() == PlanStage.Kind.PAINT) {
                program = new PaintPassProgram(library).compile(graph, d.node());
                List<StagePass.Field> fields = PaintPassProgram.fields(graph.node(d.node()));
                for (int k = 0; k < fields.size(); k++) {
                    int[] from = producer(producers, fields.get(k));
                    inputs.add(new StageInput(from[0], from[1], PaintPassProgram.sampler(k), PaintPassProgram.halo(k),
                            program.textures().size() + k, d.reads().get(fields.get(k))));
                }
                d.outputs().forEach(f -> outputs.add(f.toString()));
                paint = new PlanStage.Paint(d.node(), graph.node(d.node()).node().parameter("strokes").orElse(null)
                        instanceof org.orogen.graph.ParameterValue.StrokesValue s
                        ? org.orogen.graph.paint.StrokeCheck.usable(s.strokes()) : List.of());
            } else if (d.kind() == PlanStage.Kind.SIMULATION) {
                program = new SimulationProgram(library).compile(graph, d.node());
                Map.Entry<StagePass.Field, List<Reach>> read = d.reads().entrySet().iterator().next();
                int[] from = producer(producers, read.getKey());
                inputs.add(new StageInput(from[0], from[1], SimulationProgram.SOURCE, SimulationProgram.SOURCE_HALO,
                        program.textures().size(), read.getValue()));
                d.outputs().forEach(f -> outputs.add(f.toString()));
                simulation = new PlanStage.Simulation(d.node(), graph.node(d.node()).typeId(), domain[0], domain[1],
                        domain[2], domain[3]);
                wiring.append("simulation domain ").append(java.util.Arrays.toString(domain)).append('\n');
            } else if (d.kind() == PlanStage.Kind.NODES) {
                CanonicalStage canonical = d.split() ? new CanonicalStage(graph) : null;
                ProgramGraph emitGraph = canonical == null ? graph : canonical.program();
                GraphCompiler.Emitted emitted = GraphCompiler.emitWithNames(library, emitGraph);
                program = canonical == null ? emitted.program() : withOriginalIds(emitted.program(), canonical);
                int unit = program.textures().size();
                for (InputSource.Stage t : StageReads.of(emitGraph)) {
                    StagePass.Field f = new StagePass.Field(
                            canonical == null ? t.nodeId() : canonical.original(t.nodeId()), t.port());
                    int[] from = producer(producers, f);
                    inputs.add(new StageInput(from[0], from[1], emitted.names().stageSampler(t.nodeId(), t.port()),
                            emitted.names().stageHalo(t.nodeId(), t.port()), unit++, d.reads().get(f)));
                }
                if (last) {
                    outputs.addAll(CompiledPlan.outputNames(program));
                } else {
                    d.outputs().forEach(f -> outputs.add(f.toString()));
                }
            } else {
                program = new BlurPassProgram(library).compile(graph, d.node(), d.kind() == PlanStage.Kind.BLUR_X);
                Map.Entry<StagePass.Field, List<Reach>> read = d.reads().entrySet().iterator().next();
                int[] from = producer(producers, read.getKey());
                inputs.add(new StageInput(from[0], from[1], BlurPassProgram.SOURCE, BlurPassProgram.SOURCE_HALO,
                        program.textures().size(), read.getValue()));
                d.outputs().forEach(f -> outputs.add(f.toString()));
            }
            for (int o = 0; o < d.outputs().size(); o++) {
                producers.put(d.outputs().get(o), new int[] {i, o});
            }
            diagnostics.addAll(program.diagnostics());
            stages.add(new PlanStage(i, d.kind(), program, outputs, inputs, simulation, paint));
            wiring.append("stage ").append(i).append(' ').append(d.kind()).append(' ').append(program.structuralHash())
                    .append('\n');
            inputs.forEach(in -> wiring.append("  reads ").append(in.stage()).append(':').append(in.output())
                    .append(" as ").append(in.sampler()).append('\n'));
        }
        return new CompiledPlan(stages, List.copyOf(diagnostics), sha256(wiring.toString()));
    }

    /** A part's program with the node ids of its bindings, source map and diagnostics restored. */
    private static CompiledProgram withOriginalIds(CompiledProgram p, CanonicalStage c) {
        List<UniformBinding> uniforms = p.uniforms().stream().map(u -> new UniformBinding(u.name(), u.glslType(),
                c.original(u.nodeId()), u.parameter(), u.value(), u.offset())).toList();
        List<TextureBinding> textures = p.textures().stream().map(t -> new TextureBinding(c.original(t.nodeId()),
                t.parameter(), t.path(), t.samplerUniform(), t.rectUniform(), t.unit())).toList();
        SourceMap map = new SourceMap(p.sourceMap().ranges().stream().map(r -> new SourceMap.Range(r.firstLine(),
                r.lastLine(), r.nodeIds().stream().map(c::original).toList(), r.what())).toList());
        List<CompileDiagnostic> diagnostics = p.diagnostics().stream().map(d -> new CompileDiagnostic(d.severity(),
                d.nodeId() == null ? null : c.original(d.nodeId()), d.port(), d.code(), d.message())).toList();
        return new CompiledProgram(p.fragmentSource(), p.computeSource(), uniforms, textures,
                p.maskNames().stream().map(c::originalField).toList(), map, diagnostics, p.structuralHash(), p.hasColour(),
                p.domain(), p.heightCopy(), p.valueOutputs());
    }

    private static int[] producer(Map<StagePass.Field, int[]> producers, StagePass.Field f) {
        int[] from = producers.get(f);
        if (from == null) {
            throw new IllegalStateException("compiler bug: no earlier stage bakes " + f);
        }
        return from;
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java runtime", e);
        }
    }
}
