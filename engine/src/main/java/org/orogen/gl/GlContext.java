package org.orogen.gl;

import static org.lwjgl.opengl.GL11.GL_RENDERER;
import static org.lwjgl.opengl.GL11.GL_VENDOR;
import static org.lwjgl.opengl.GL11.GL_VERSION;
import static org.lwjgl.opengl.GL11.glGetInteger;
import static org.lwjgl.opengl.GL11.glGetString;
import static org.lwjgl.opengl.GL20.GL_SHADING_LANGUAGE_VERSION;
import static org.lwjgl.opengl.GL30.GL_MAJOR_VERSION;
import static org.lwjgl.opengl.GL30.GL_MINOR_VERSION;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lwjgl.opengl.ARBParallelShaderCompile;
import org.lwjgl.opengl.GL;
import org.lwjgl.opengl.GLCapabilities;
import org.lwjgl.opengl.KHRParallelShaderCompile;
import org.lwjgl.system.Configuration;
import org.orogen.gl.GlUnavailableException.Attempt;

/**
 * An OpenGL 3.3+ core-profile context without a window, current on the thread that created it.
 *
 * <p>{@link #create()} tries EGL first (device platform, then Mesa surfaceless, then the default
 * display) and a hidden GLFW window last; it asks for the highest of 4.6, 4.5, 4.3, 4.1, 3.3. Only the
 * creating thread may use the context and the GL objects made with it (see {@link #checkThread()});
 * other threads hand work to a {@link GlThread}. All rendering goes to framebuffer objects: the
 * context has no default framebuffer to speak of.
 */
public final class GlContext implements AutoCloseable {

    /** Core versions asked for, best first. 4.1 is macOS's ceiling, 3.3 the project's floor. */
    static final int[][] CORE_VERSIONS = {{4, 6}, {4, 5}, {4, 3}, {4, 1}, {3, 3}};

    private static boolean contextApiChosen;
    private FieldEvaluator evaluator;
    /** Compute programs by source ({@link #computeProgram}), deleted as the context closes. */
    private final Map<String, ShaderProgram> computePrograms = new HashMap<>();

    private final NativeContext nativeContext;
    private final Thread owner;
    private final GlInfo info;
    private final boolean parallelCompile;
    /** Textures created on this context and not closed yet ({@link Texture}); GL thread only. */
    private int liveTextures;
    private boolean closed;

    private GlContext(NativeContext nativeContext, GlInfo info, boolean parallelCompile) {
        this.nativeContext = nativeContext;
        this.owner = Thread.currentThread();
        this.info = info;
        this.parallelCompile = parallelCompile;
    }

    /**
     * Creates a context and makes it current on the calling thread. The system property
     * {@code orogen.gl.paths} (comma-separated: device, surfaceless, default, glfw) limits which
     * paths are tried, to diagnose a machine; by default all are, in that order.
     *
     * @throws GlUnavailableException when no path gives OpenGL 3.3 core; it lists every attempt
     */
    public static GlContext create() {
        chooseContextApi();
        List<Attempt> attempts = new ArrayList<>();
        NativeContext nativeContext = EglContextFactory.create(attempts);
        if (nativeContext == null && ContextPaths.allows(ContextPaths.GLFW, attempts)) {
            nativeContext = GlfwContextFactory.create(attempts);
        }
        if (nativeContext == null) {
            throw new GlUnavailableException(attempts);
        }
        GlInfo info;
        boolean parallel;
        try {
            parallel = enableParallelCompile(GL.createCapabilities());
            info = new GlInfo(glGetString(GL_VENDOR), glGetString(GL_RENDERER), glGetString(GL_VERSION),
                    glGetString(GL_SHADING_LANGUAGE_VERSION), glGetInteger(GL_MAJOR_VERSION),
                    glGetInteger(GL_MINOR_VERSION), nativeContext.description());
        } catch (RuntimeException | LinkageError e) {
            nativeContext.destroy();
            attempts.add(new Attempt(nativeContext.description(), "loading GL functions failed: " + e));
            throw new GlUnavailableException(attempts);
        }
        if (!info.atLeast(3, 3)) {
            nativeContext.destroy();
            GL.setCapabilities(null);
            attempts.add(new Attempt(nativeContext.description(), "gave only OpenGL " + info.version()));
            throw new GlUnavailableException(attempts);
        }
        return new GlContext(nativeContext, info, parallel);
    }

    /**
     * LWJGL picks how it loads GL functions once, when the GL class initialises; it must be EGL's
     * eglGetProcAddress for EGL contexts. Without libEGL LWJGL falls back to the native API itself.
     */
    private static synchronized void chooseContextApi() {
        if (!contextApiChosen) {
            Configuration.OPENGL_CONTEXT_API.set("EGL");
            contextApiChosen = true;
        }
    }

    /**
     * Lets the driver compile shaders on its own threads (KHR/ARB_parallel_shader_compile, as many
     * as it likes) where it can: programs started together then build concurrently
     * ({@link ShaderProgram#startCompute}, {@link FieldEvaluator#prepare}).
     */
    private static boolean enableParallelCompile(GLCapabilities caps) {
        if (caps.GL_KHR_parallel_shader_compile) {
            KHRParallelShaderCompile.glMaxShaderCompilerThreadsKHR(0xFFFFFFFF);
            return true;
        }
        if (caps.GL_ARB_parallel_shader_compile) {
            ARBParallelShaderCompile.glMaxShaderCompilerThreadsARB(0xFFFFFFFF);
            return true;
        }
        return false;
    }

    /** Whether the driver compiles shaders in parallel (KHR/ARB_parallel_shader_compile enabled). */
    public boolean parallelCompile() {
        return parallelCompile;
    }

    /**
     * Textures created on this context and not yet closed: a leak check for code that must release
     * everything it made, e.g. a cancelled simulation (tests). GL thread.
     */
    public int liveTextures() {
        checkThread();
        return liveTextures;
    }

    void textureCreated() {
        liveTextures++;
    }

    void textureClosed() {
        liveTextures--;
    }

    /** The driver's vendor, renderer and version strings, and how the context was made. */
    public GlInfo info() {
        return info;
    }

    /**
     * The context's one {@link FieldEvaluator} (created on first use, closed with the context), so
     * everything that evaluates graphs on this GL thread shares one program cache.
     */
    public FieldEvaluator evaluator() {
        checkThread();
        if (evaluator == null) {
            evaluator = new FieldEvaluator(this);
        }
        return evaluator;
    }

    /**
     * The compute program of {@code source}, built on first use and kept until the context closes, so the
     * passes that run again and again (simulation steps, cascade levels, each export and preview re-run)
     * build their programs once ({@link ShaderProgram#close} on it does nothing). A source that does not
     * compile is not kept: each call tries again and throws.
     *
     * @throws ShaderException when it does not compile or link
     */
    public ShaderProgram computeProgram(String source) {
        checkThread();
        ShaderProgram program = computePrograms.get(source);
        if (program == null) {
            program = ShaderProgram.buildCompute(this, source);
            program.keep();
            computePrograms.put(source, program);
        }
        return program;
    }

    /** True when called on the thread that owns this context. */
    public boolean isOwnerThread() {
        return Thread.currentThread() == owner;
    }

    /**
     * Fails fast when GL is used from a thread other than the owner or after {@link #close()}: such
     * calls would otherwise crash in the driver or silently act on no context.
     *
     * @throws IllegalStateException on the wrong thread or a closed context
     */
    public void checkThread() {
        if (Thread.currentThread() != owner) {
            throw new IllegalStateException("OpenGL used from thread '" + Thread.currentThread().getName()
                    + "' but the context belongs to '" + owner.getName()
                    + "'. Submit the work to the GlThread instead.");
        }
        if (closed) {
            throw new IllegalStateException("OpenGL context is closed");
        }
    }

    /** Destroys the context. Must run on the owner thread; GL objects made with it are gone after. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        checkThread();
        if (evaluator != null) {
            evaluator.close();
        }
        computePrograms.values().forEach(ShaderProgram::delete);
        computePrograms.clear();
        closed = true;
        GL.setCapabilities(null);
        nativeContext.destroy();
    }
}
