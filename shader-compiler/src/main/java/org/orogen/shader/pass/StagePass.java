package org.orogen.shader.pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.orogen.graph.catalog.Neighbourhood;
import org.orogen.graph.catalog.PortConversion;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.shader.PlanStage;
import org.orogen.shader.Reach;

/**
 * Cuts the ordered, de-duplicated program into pass-plan stages (docs/architecture.md, "Pass
 * plans"). A <em>cut</em> is a sampled input with a declared neighbourhood: its source is baked
 * into a texture by an earlier stage and the node looks it up there. {@code filter.blur} is a
 * kernel node: its source is baked, then two fixed programs blur it along x and then y.
 *
 * <p>Levels: a node's earliest level is the largest of its sources' levels, plus one across a cut
 * or from a kernel node (whose result only exists as a texture); a kernel node's level is its
 * source's plus two (one per pass). The largest level an output needs is the final stage's; then
 * every node moves to the latest level its readers allow. Each level with nodes is one stage;
 * nodes of lower levels that a stage reads at its own pixels are read from their textures, never
 * recomputed.
 *
 * <p>Not cut: nodes inside the source of a sampled input without a neighbourhood (a warp, whose
 * displacement is unbounded, so no halo could cover it). That source is evaluated as a function
 * of position as before, with everything upstream of it, in the stage of the warp; a neighbourhood
 * node in there keeps evaluating its own source as a function too.
 *
 * <p>Returns no stages when nothing is cut: the graph compiles to the one program of
 * {@code compile()}.
 */
public final class StagePass {
    /** The kernel node type the plan runs as two fixed passes (see {@link BlurPassProgram}). */
    public static final String BLUR = "filter.blur";
    /** Its sampled input and radius parameter. */
    public static final String BLUR_INPUT = "height";
    public static final String BLUR_RADIUS = "radius";
    /** Name of the intermediate (horizontally blurred) field of a blur node. */
    public static final String BLUR_X_FIELD = "blurredX";
    /** The paint layer: a kernel node of one fixed pass (see {@link PaintPassProgram}), even with no input wired. */
    public static final String PAINT = "paint.layer";

    /** A baked field: an output port of a node (or a blur's intermediate field). */
    public record Field(String nodeId, String port) implements Comparable<Field> {
        @Override
        public int compareTo(Field o) {
            return Comparator.comparing(Field::nodeId).thenComparing(Field::port).compare(this, o);
        }

        @Override
        public String toString() {
            return nodeId + "." + port;
        }
    }

    /**
     * One stage before code generation.
     *
     * @param kind    program kind
     * @param level   its level (stages of one level read only earlier parts of the level)
     * @param part    its part within the level: a level bigger than the stage budget is split
     *                into parts ({@link StageSplit}), 0 otherwise
     * @param node    the blur node, for blur passes
     * @param program the stage's program graph (for a blur pass: the blur node alone)
     * @param outputs fields it writes, in attachment order
     * @param reads   fields it reads from earlier stages, each with how far the reads reach
     * @param split   one part of a split level: emitted with position-based names
     *                ({@link CanonicalStage}) so that parts of the same shape share one program
     */
    public record Draft(PlanStage.Kind kind, int level, int part, String node, ProgramGraph program,
                        List<Field> outputs, Map<Field, List<Reach>> reads, boolean split) {
    }

    private ProgramGraph program;
    private final Set<String> inWarp = new HashSet<>();
    private final Map<String, Integer> level = new HashMap<>();
    /** Part of a node within its level (absent: 0). */
    private final Map<String, Integer> part = new HashMap<>();
    private final int budget;
    /** Inputs {@link ProgramNode#readsAtPoint read at the point} end a stage too, read at the pixel. */
    private final boolean pointReadStages;

    /** A pass with the default stage budget ({@link StageSplit#budget()}). */
    public StagePass() {
        this(StageSplit.budget());
    }

    /** A pass that splits levels of more than {@code budget} nodes (see {@link StageSplit}). */
    public StagePass(int budget) {
        this(budget, false);
    }

    /**
     * A pass that splits levels of more than {@code budget} nodes (see {@link StageSplit}) and, with
     * {@code pointReadStages} (compiling for an editor), cuts at inputs read at the point as well: the source is
     * baked by an earlier stage and read at the pixel, with no halo, so an edit of the reading node re-bakes only
     * its own stage.
     */
    public StagePass(int budget, boolean pointReadStages) {
        if (budget < 1) {
            throw new IllegalArgumentException("stage budget must be at least 1 node, got " + budget);
        }
        this.budget = budget;
        this.pointReadStages = pointReadStages;
    }

    public List<Draft> apply(ProgramGraph source) {
        this.program = source;
        findWarpSources();
        boolean anyCut = false;
        for (String id : program.order()) {
            ProgramNode n = program.node(id);
            int l = 0;
            for (Map.Entry<String, InputSource> e : n.inputs().entrySet()) {
                if (!(e.getValue() instanceof InputSource.Wire w)) {
                    continue;
                }
                int s = level.get(w.nodeId());
                boolean cut = isCut(n, e.getKey());
                anyCut |= cut;
                if (cut || isKernel(program.node(w.nodeId()))) {
                    l = Math.max(l, s + 1);
                } else if (!isSampled(n, e.getKey())) {
                    l = Math.max(l, s);
                }
            }
            level.put(id, isKernel(n) ? l + passes(n) - 1 : l);
            anyCut |= isPaint(n); // its strokes replay only in a paint stage
        }
        if (!anyCut && program.order().size() <= budget) {
            return List.of();
        }
        placeLate(finalLevel());
        part.putAll(new StageSplit(budget, this::readsAtPixel, this::stageCost).apply(program.order(), level,
                id -> isKernel(program.node(id))));
        if (!anyCut && part.values().stream().allMatch(p -> p == 0)) {
            return List.of(); // nothing to split after all (e.g. nodes read only inside warp sources)
        }
        return drafts();
    }

    /** The final stage's level: the latest at which an output's field exists at the pixel. */
    private int finalLevel() {
        int finalLevel = 0;
        for (InputSource s : program.outputs().sources()) {
            if (s instanceof InputSource.Wire w) {
                ProgramNode n = program.node(w.nodeId());
                finalLevel = Math.max(finalLevel, level.get(n.id()) + (isKernel(n) ? 1 : 0));
            }
        }
        return finalLevel;
    }

    /**
     * Moves every node to the latest level its readers allow (the levels found so far are the
     * earliest possible): a node is then computed in the stage that needs it, so changing its
     * parameters recomputes that stage only, not the stages before it (a node beside a
     * {@code graph.cache} must not invalidate the cached subtree). Nodes read only inside warp
     * sources get no level: each stage that needs them evaluates them as functions.
     */
    private void placeLate(int finalLevel) {
        Map<String, Integer> late = new HashMap<>();
        for (InputSource s : program.outputs().sources()) {
            if (s instanceof InputSource.Wire w) {
                int l = finalLevel - (isKernel(program.node(w.nodeId())) ? 1 : 0);
                late.merge(w.nodeId(), l, Math::min);
            }
        }
        List<String> order = program.order();
        for (int i = order.size() - 1; i >= 0; i--) {
            ProgramNode c = program.node(order.get(i));
            Integer lc = late.get(c.id());
            if (lc == null) {
                continue; // only read inside warp sources
            }
            for (Map.Entry<String, InputSource> e : c.inputs().entrySet()) {
                if (!(e.getValue() instanceof InputSource.Wire w)) {
                    continue;
                }
                boolean fromKernel = isKernel(program.node(w.nodeId()));
                int l;
                if (isKernel(c)) {
                    l = lc - passes(c);
                } else if (isCut(c, e.getKey()) || fromKernel) {
                    l = lc - 1;
                } else if (isSampled(c, e.getKey())) {
                    continue; // a warp's source: copied into the warp's stage
                } else {
                    l = lc;
                }
                late.merge(w.nodeId(), l, Math::min);
            }
        }
        level.clear();
        level.putAll(late);
    }

    /**
     * The fields {@code n} reads at its own pixel from nodes of its own level that a split may put
     * in another part (not across cuts, not from kernels, not warp sources evaluated as functions).
     */
    private List<String> readsAtPixel(String id) {
        ProgramNode n = program.node(id);
        List<String> sources = new ArrayList<>();
        if (inWarp.contains(id)) {
            return sources; // its sources are copied into its stage as functions
        }
        n.inputs().forEach((port, s) -> {
            if (s instanceof InputSource.Wire w && !isCut(n, port) && !isSampled(n, port)
                    && !isKernel(program.node(w.nodeId()))) {
                sources.add(w.nodeId());
            }
        });
        return sources;
    }

    /** A node's weight in the stage budget: itself plus the nodes it evaluates as functions (warp sources). */
    private int stageCost(String id) {
        ProgramNode n = program.node(id);
        Set<String> copies = new HashSet<>();
        Deque<String> todo = new ArrayDeque<>();
        boolean warped = inWarp.contains(id);
        n.inputs().forEach((port, s) -> {
            if ((warped || isSampled(n, port) && !isCut(n, port)) && s instanceof InputSource.Wire w) {
                todo.push(w.nodeId());
            }
        });
        while (!todo.isEmpty()) {
            String c = todo.pop();
            if (copies.add(c)) {
                program.node(c).inputs().values().forEach(s -> {
                    if (s instanceof InputSource.Wire w) {
                        todo.push(w.nodeId());
                    }
                });
            }
        }
        return 1 + copies.size();
    }

    private int partOf(String id) {
        return part.getOrDefault(id, 0);
    }

    // ------------------------------------------------------------------ cut rules

    /** Nodes evaluated as a function inside a warp's source: never cut. */
    private void findWarpSources() {
        Deque<String> todo = new ArrayDeque<>();
        for (ProgramNode n : program.nodes().values()) {
            n.inputs().forEach((port, s) -> {
                if (isSampled(n, port) && !declaresNeighbourhood(n, port) && s instanceof InputSource.Wire w
                        && inWarp.add(w.nodeId())) {
                    todo.push(w.nodeId());
                }
            });
        }
        while (!todo.isEmpty()) {
            for (InputSource s : program.node(todo.pop()).inputs().values()) {
                if (s instanceof InputSource.Wire w && inWarp.add(w.nodeId())) {
                    todo.push(w.nodeId());
                }
            }
        }
    }

    private static boolean isSampled(ProgramNode n, String port) {
        return n.isSampled(port);
    }

    /** A sampled input that declares a neighbourhood and is not {@link ProgramNode#readsAtPoint read at the point}. */
    private static boolean declaresNeighbourhood(ProgramNode n, String port) {
        return !n.readsAtPoint(port) && n.definition().input(port).map(PortDefinition::staged).orElse(false);
    }

    private boolean isCut(ProgramNode n, String port) {
        return (declaresNeighbourhood(n, port) || pointReadStages && n.readsAtPoint(port)) && !inWarp.contains(n.id())
                && n.inputs().get(port) instanceof InputSource.Wire;
    }

    private boolean isKernel(ProgramNode n) {
        return passes(n) > 0;
    }

    /**
     * Stages a kernel node takes: a blur two fixed passes, a simulation node (an input declaring
     * the whole domain) one simulation stage; 0 for other nodes.
     */
    private int passes(ProgramNode n) {
        if (n.typeId().equals(BLUR) && isCut(n, BLUR_INPUT)) {
            return 2;
        }
        return simulatedInput(n).isPresent() || isPaint(n) ? 1 : 0;
    }

    /** A paint layer outside a warp's source (inside one it is a function that passes its input through). */
    private boolean isPaint(ProgramNode n) {
        return n.typeId().equals(PAINT) && !inWarp.contains(n.id());
    }

    /** The input a simulation node reads over the whole domain, when it is cut (not inside a warp). */
    private Optional<String> simulatedInput(ProgramNode n) {
        for (PortDefinition p : n.definition().inputs()) {
            if (p.neighbourhood().map(Neighbourhood::domain).orElse(false) && isCut(n, p.name())) {
                return Optional.of(p.name());
            }
        }
        return Optional.empty();
    }

    // ------------------------------------------------------------------ stages

    private List<Draft> drafts() {
        int finalLevel = finalLevel();
        // Program stages by level; blur passes on their own.
        TreeMap<List<Integer>, List<String>> ownByStage = new TreeMap<>(
                Comparator.<List<Integer>>comparingInt(k -> k.get(0)).thenComparingInt(k -> k.get(1)));
        List<String> kernels = new ArrayList<>();
        for (String id : program.order()) {
            if (!level.containsKey(id)) {
                continue; // evaluated as a function inside warp sources only
            }
            if (isKernel(program.node(id))) {
                kernels.add(id);
            } else {
                ownByStage.computeIfAbsent(List.of(level.get(id), partOf(id)), k -> new ArrayList<>()).add(id);
            }
        }
        int finalPart = ownByStage.keySet().stream().filter(k -> k.get(0) == finalLevel).mapToInt(k -> k.get(1))
                .max().orElse(0);
        ownByStage.computeIfAbsent(List.of(finalLevel, finalPart), k -> new ArrayList<>());
        List<Draft> drafts = new ArrayList<>();
        kernels.sort(Comparator.naturalOrder());
        for (String k : kernels) {
            if (simulatedInput(program.node(k)).isPresent()) {
                drafts.add(simulation(k));
                continue;
            }
            if (isPaint(program.node(k))) {
                drafts.add(paint(k));
                continue;
            }
            drafts.add(blurPass(k, true));
            drafts.add(blurPass(k, false));
        }
        for (Map.Entry<List<Integer>, List<String>> e : ownByStage.entrySet()) {
            int l = e.getKey().get(0);
            int p = e.getKey().get(1);
            drafts.add(nodeStage(l, p, e.getValue(), l == finalLevel && p == finalPart));
        }
        drafts.sort(Comparator.comparingInt(Draft::level)
                .thenComparingInt(d -> d.kind() == PlanStage.Kind.NODES ? 1 : 0)
                .thenComparingInt(Draft::part)
                .thenComparing(d -> d.node() == null ? "" : d.node())
                .thenComparing(Draft::kind));
        return withOutputs(drafts);
    }

    /** A program stage: the nodes of one part of a level, plus the warp sources they evaluate as functions. */
    private Draft nodeStage(int l, int p, List<String> own, boolean last) {
        Set<String> members = new LinkedHashSet<>(own);
        Deque<String> todo = new ArrayDeque<>();
        for (String id : own) {
            ProgramNode n = program.node(id);
            // A node inside a warp's source is also evaluated at warped positions, where baked
            // textures do not reach: it keeps reading its sources directly, copied into this stage.
            boolean warped = inWarp.contains(id);
            n.inputs().forEach((port, s) -> {
                if ((warped || isSampled(n, port) && !isCut(n, port)) && s instanceof InputSource.Wire w) {
                    todo.push(w.nodeId());
                }
            });
        }
        Set<String> copies = new HashSet<>();
        while (!todo.isEmpty()) {
            String id = todo.pop();
            if (members.add(id)) {
                copies.add(id);
                program.node(id).inputs().values().forEach(s -> {
                    if (s instanceof InputSource.Wire w) {
                        todo.push(w.nodeId());
                    }
                });
            }
        }
        ProgramGraph stage = new ProgramGraph(program.seed());
        stage.setStaged(true);
        Map<Field, List<Reach>> reads = new TreeMap<>();
        for (String id : members) {
            ProgramNode n = program.node(id);
            if (copies.contains(id) || inWarp.contains(id)) {
                stage.nodes().put(id, n);
                continue;
            }
            LinkedHashMap<String, InputSource> inputs = new LinkedHashMap<>();
            n.inputs().forEach((port, s) -> inputs.put(port, rewire(n, port, s, l, p, reads)));
            stage.nodes().put(id, n.withInputs(inputs));
        }
        stage.setOrder(program.order().stream().filter(members::contains).toList());
        if (last) {
            stage.setOutputs(program.outputs().map(s -> rewire(null, null, s, l, p, reads), o -> o, m -> m));
        }
        boolean split = own.stream().anyMatch(id -> partOf(id) > 0)
                || level.entrySet().stream().anyMatch(e -> e.getValue() == l && partOf(e.getKey()) > 0);
        return new Draft(PlanStage.Kind.NODES, l, p, null, stage, List.of(), reads, split && !last);
    }

    /** What an input of an own node of stage (level {@code l}, part {@code p}) reads (consumer null: an output). */
    private InputSource rewire(ProgramNode consumer, String port, InputSource s, int l, int p,
                               Map<Field, List<Reach>> reads) {
        if (!(s instanceof InputSource.Wire w)) {
            return s;
        }
        ProgramNode from = program.node(w.nodeId());
        boolean cut = consumer != null && isCut(consumer, port);
        if (consumer != null && isSampled(consumer, port) && !cut) {
            return s; // a warp's source: copied into this stage, evaluated as a function
        }
        if (!cut && !isKernel(from) && level.get(from.id()) == l && partOf(from.id()) == p) {
            return s;
        }
        Field field = new Field(w.nodeId(), w.port());
        Reach reach = cut ? reachOf(consumer, port) : Reach.atPixel(consumer == null ? w.nodeId() : consumer.id());
        reads.computeIfAbsent(field, k -> new ArrayList<>()).add(reach);
        return new InputSource.Stage(w.nodeId(), w.port(), w.conversion());
    }

    private static Reach reachOf(ProgramNode consumer, String port) {
        if (consumer.readsAtPoint(port)) {
            return Reach.atPixel(consumer.id()); // a stage of its own for an editor (pointReadStages): no taps
        }
        Neighbourhood n = consumer.definition().input(port).flatMap(PortDefinition::neighbourhood).orElseThrow();
        // A radius in metres puts taps between texels: a bilinear read needs the texel after
        // the one it falls in (+1). Taps a whole number of texels away land on texels exactly.
        int footprint = n.radiusParameter().isPresent() ? 1 : 0;
        return new Reach(consumer.id(), n.radiusParameter(), n.scale(), n.texels() + footprint, true, true);
    }

    /** One pass of a blur node: x reads its source, y reads the x pass. */
    private Draft blurPass(String id, boolean alongX) {
        ProgramNode n = program.node(id);
        InputSource.Wire source = (InputSource.Wire) n.inputs().get(BLUR_INPUT);
        Field read = alongX ? new Field(source.nodeId(), source.port()) : new Field(id, BLUR_X_FIELD);
        Reach reach = new Reach(id, Optional.of(BLUR_RADIUS), 1.0, 1, alongX, !alongX);
        ProgramGraph stage = new ProgramGraph(program.seed());
        stage.setStaged(true);
        stage.nodes().put(id, n);
        stage.setOrder(List.of(id));
        int l = level.get(id) - (alongX ? 1 : 0);
        Field written = alongX ? new Field(id, BLUR_X_FIELD) : new Field(id, n.definition().outputs().getFirst().name());
        Map<Field, List<Reach>> reads = new TreeMap<>();
        reads.put(read, List.of(reach));
        return new Draft(alongX ? PlanStage.Kind.BLUR_X : PlanStage.Kind.BLUR_Y, l, 0, id, stage, List.of(written),
                reads, false);
    }

    /**
     * The stage of a simulation node: reads its source over the whole domain (no reach: the
     * runtime bakes it over the simulation grid, see {@link PlanStage.Kind#SIMULATION}) and writes
     * every output of the node.
     */
    private Draft simulation(String id) {
        ProgramNode n = program.node(id);
        String port = simulatedInput(n).orElseThrow();
        InputSource.Wire source = (InputSource.Wire) n.inputs().get(port);
        ProgramGraph stage = new ProgramGraph(program.seed());
        stage.setStaged(true);
        stage.nodes().put(id, n);
        stage.setOrder(List.of(id));
        List<Field> written = n.definition().outputs().stream().map(o -> new Field(id, o.name())).toList();
        Map<Field, List<Reach>> reads = new TreeMap<>();
        reads.put(new Field(source.nodeId(), source.port()), List.of(Reach.atPixel(id)));
        return new Draft(PlanStage.Kind.SIMULATION, level.get(id), 0, id, stage, written, reads, false);
    }

    /**
     * The stage of a paint layer: reads its wired inputs (height within the reach of its widest
     * smooth stroke, source at the pixel) and writes both outputs.
     */
    private Draft paint(String id) {
        ProgramNode n = program.node(id);
        ProgramGraph stage = new ProgramGraph(program.seed());
        stage.setStaged(true);
        stage.nodes().put(id, n);
        stage.setOrder(List.of(id));
        List<Field> written = n.definition().outputs().stream().map(o -> new Field(id, o.name())).toList();
        Map<Field, List<Reach>> reads = new TreeMap<>();
        for (PortDefinition in : n.definition().inputs()) {
            if (isCut(n, in.name()) && n.inputs().get(in.name()) instanceof InputSource.Wire w) {
                reads.computeIfAbsent(new Field(w.nodeId(), w.port()), k -> new ArrayList<>()).add(reachOf(n, in.name()));
            }
        }
        return new Draft(PlanStage.Kind.PAINT, level.get(id), 0, id, stage, written, reads, false);
    }

    /** Gives every program stage except the last the outputs later stages read from it. */
    private List<Draft> withOutputs(List<Draft> drafts) {
        Map<Field, Integer> producer = new HashMap<>();
        for (int i = 0; i < drafts.size(); i++) {
            Draft d = drafts.get(i);
            if (d.kind() != PlanStage.Kind.NODES) {
                for (Field f : d.outputs()) {
                    producer.put(f, i);
                }
            }
        }
        Map<Integer, Set<Field>> needed = new TreeMap<>();
        for (Draft d : drafts) {
            for (Field f : d.reads().keySet()) {
                if (producer.containsKey(f)) {
                    continue;
                }
                int l = level.get(f.nodeId());
                int fp = partOf(f.nodeId());
                for (int i = 0; i < drafts.size(); i++) {
                    Draft p = drafts.get(i);
                    if (p.kind() == PlanStage.Kind.NODES && p.level() == l && p.part() == fp) {
                        needed.computeIfAbsent(i, k -> new java.util.TreeSet<>()).add(f);
                    }
                }
            }
        }
        List<Draft> result = new ArrayList<>();
        for (int i = 0; i < drafts.size(); i++) {
            Draft d = drafts.get(i);
            if (d.kind() == PlanStage.Kind.NODES && i < drafts.size() - 1) {
                List<Field> outs = List.copyOf(needed.getOrDefault(i, Set.of()));
                if (outs.isEmpty()) {
                    continue; // only nodes that later stages evaluate as functions themselves
                }
                d.program().setOutputs(fieldOutputs(outs));
                d = new Draft(d.kind(), d.level(), d.part(), d.node(), d.program(), outs, d.reads(), d.split());
            }
            result.add(d);
        }
        return result;
    }

    /** Output plan of an intermediate stage: the first field as "height", the others as "masks". */
    private OutputPlan fieldOutputs(List<Field> fields) {
        List<OutputPlan.MaskOutput> rest = new ArrayList<>();
        for (Field f : fields.subList(1, fields.size())) {
            rest.add(new OutputPlan.MaskOutput(f.toString(), wire(f), program.node(f.nodeId()).ownerId()));
        }
        Field first = fields.getFirst();
        return new OutputPlan(wire(first), program.node(first.nodeId()).ownerId(), rest);
    }

    private static InputSource.Wire wire(Field f) {
        return new InputSource.Wire(f.nodeId(), f.port(), PortConversion.IDENTITY);
    }
}
