package org.orogen.gl;

/**
 * How the {@link FieldEvaluator} runs a program: as a compute shader writing images (OpenGL 4.3), or
 * as a fragment shader drawing one full-screen triangle into a framebuffer (the OpenGL 3.3 path).
 * Both compute bit-identical values. On Hopper-class data-centre GPUs only a few SMs run fragment
 * work, so compute is about 30x faster there (docs/performance.md).
 */
public enum EvaluationPath {
    COMPUTE("compute"),
    FRAGMENT("fragment");

    /** System property that, set to {@code false}, forces the fragment path (tests, debugging). */
    public static final String COMPUTE_PROPERTY = "orogen.gl.compute";

    private final String label;

    EvaluationPath(String label) {
        this.label = label;
    }

    /** "compute" or "fragment". */
    public String label() {
        return label;
    }

    /** The path for a context: compute where it has OpenGL 4.3 and {@value #COMPUTE_PROPERTY} is not {@code false}. */
    public static EvaluationPath forContext(GlInfo info) {
        boolean allowed = !"false".equalsIgnoreCase(System.getProperty(COMPUTE_PROPERTY, "true").strip());
        return allowed && info.atLeast(4, 3) ? COMPUTE : FRAGMENT;
    }

    /** One line for logs and overlays, e.g. "compute (OpenGL 4.3 compute shaders)". */
    public String describe() {
        return this == COMPUTE ? "compute (OpenGL 4.3 compute shaders)"
                : "fragment (full-screen triangle" + ("false".equalsIgnoreCase(System.getProperty(COMPUTE_PROPERTY, ""))
                        ? ", compute disabled by -D" + COMPUTE_PROPERTY + "=false)" : ")");
    }
}
