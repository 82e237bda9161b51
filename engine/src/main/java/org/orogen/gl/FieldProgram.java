package org.orogen.gl;

/**
 * A linked program of one graph structure in a {@link FieldEvaluator}'s cache: the compute variant
 * or the fragment program. Owned and closed by the evaluator; GL thread only.
 */
public final class FieldProgram {

    private final ShaderProgram shader;
    private final EvaluationPath path;
    private final String structuralHash;
    private final boolean stageImages;

    FieldProgram(ShaderProgram shader, EvaluationPath path, String structuralHash) {
        this(shader, path, structuralHash, false);
    }

    FieldProgram(ShaderProgram shader, EvaluationPath path, String structuralHash, boolean stageImages) {
        this.shader = shader;
        this.path = path;
        this.structuralHash = structuralHash;
        this.stageImages = stageImages;
    }

    /**
     * Whether it reads baked fields as images ({@code EmitPass.STAGE_IMAGES_DEFINE}): its extra textures
     * are bound to image units, not texture units.
     */
    public boolean stageImages() {
        return stageImages;
    }

    /** The linked GL program. */
    public ShaderProgram shader() {
        return shader;
    }

    /** How this program runs (a program without a compute variant runs on the fragment path). */
    public EvaluationPath path() {
        return path;
    }

    /** The compiler's structural hash it was built for (the cache key). */
    public String structuralHash() {
        return structuralHash;
    }
}
