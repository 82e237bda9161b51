package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.orogen.graph.catalog.PortConversion;

/** The fields a stage program reads from earlier stages' textures, one entry per (node, port). */
public final class StageReads {
    private StageReads() {
    }

    /** Every baked field the program reads (node inputs and outputs: height, masks, colour), sorted by node id then port. */
    public static List<InputSource.Stage> of(ProgramGraph program) {
        Map<String, InputSource.Stage> found = new LinkedHashMap<>();
        for (ProgramNode n : program.nodes().values()) {
            for (InputSource s : n.inputs().values()) {
                add(found, s);
            }
        }
        if (program.outputs() != null) {
            add(found, program.outputs().height());
            for (OutputPlan.MaskOutput m : program.outputs().masks()) {
                add(found, m.source());
            }
            program.outputs().colour().ifPresent(c -> add(found, c.source()));
        }
        List<InputSource.Stage> list = new ArrayList<>(found.values());
        list.sort(Comparator.comparing(InputSource.Stage::nodeId).thenComparing(InputSource.Stage::port));
        return list;
    }

    private static void add(Map<String, InputSource.Stage> found, InputSource s) {
        if (s instanceof InputSource.Stage t) {
            found.putIfAbsent(t.nodeId() + "\u0000" + t.port(),
                    new InputSource.Stage(t.nodeId(), t.port(), PortConversion.IDENTITY));
        }
    }
}
