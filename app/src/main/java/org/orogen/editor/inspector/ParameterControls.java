package org.orogen.editor.inspector;

import org.orogen.graph.catalog.ParameterDefinition;

/** Picks the control that fits a parameter's type. */
final class ParameterControls {
    private ParameterControls() {
    }

    static ParameterControl create(ParameterDefinition def, ParameterEdits edits) {
        return switch (def.type()) {
            case FLOAT -> new FloatControl(def, edits);
            case INT -> new IntControl(def, edits);
            case SEED -> new SeedControl(def, edits);
            case ENUM -> new EnumControl(def, edits);
            case BOOL -> new BoolControl(def, edits);
            case CURVE -> new CurveEditor(def, edits);
            case RAMP -> new RampEditor(def, edits);
            case PATH, STRING -> new TextControl(def, edits);
            case STROKES -> new StrokesSummary(def);
        };
    }
}
