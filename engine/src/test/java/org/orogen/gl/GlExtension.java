package org.orogen.gl;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives a GPU test class one GL thread (a real context: llvmpipe on CI, the driver on a GPU machine),
 * started before the class's {@code @BeforeAll} methods and closed after its {@code @AfterAll} methods.
 * The thread is put into every static, non-final {@link GlThread} field of the class and passed to any
 * test or lifecycle method parameter of that type:
 *
 * <pre>{@code
 * @ExtendWith(GlExtension.class)
 * class MyGpuTest {
 *     private static GlThread gl;
 *
 *     @Test
 *     void rendersSomething() {
 *         float[] pixels = gl.submit(context -> render(context)).join();
 *     }
 * }
 * }</pre>
 *
 * The thread is named after the class ({@code my-gpu-test-gl}). {@code @Nested} classes share their outer
 * class's thread. Lives in engine's test-jar, which the other modules' tests depend on (test-support cannot
 * hold it: engine's own tests use it, and test-support sits below engine).
 */
public final class GlExtension implements BeforeAllCallback, AfterAllCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(GlExtension.class);
    private static final String KEY = "gl";

    @Override
    public void beforeAll(ExtensionContext context) throws IllegalAccessException {
        Class<?> testClass = context.getRequiredTestClass();
        ExtensionContext.Store store = context.getStore(NAMESPACE);
        GlThread gl = store.get(KEY, GlThread.class); // an outer class's, for @Nested classes
        if (gl == null) {
            gl = GlThread.start(threadName(testClass));
            store.put(KEY, gl);
        }
        for (Field field : glFields(testClass)) {
            field.set(null, gl);
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws IllegalAccessException {
        // remove() sees this class's own store only: a @Nested class leaves its outer class's thread alone.
        GlThread owned = context.getStore(NAMESPACE).remove(KEY, GlThread.class);
        for (Field field : glFields(context.getRequiredTestClass())) {
            field.set(null, null);
        }
        if (owned != null) {
            owned.close();
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == GlThread.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getStore(NAMESPACE).get(KEY, GlThread.class);
    }

    private static List<Field> glFields(Class<?> testClass) {
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = testClass; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (field.getType() == GlThread.class && Modifier.isStatic(modifiers) && !Modifier.isFinal(modifiers)) {
                    field.setAccessible(true);
                    fields.add(field);
                }
            }
        }
        return fields;
    }

    /** {@code GlFieldSamplerTest} → {@code gl-field-sampler-test-gl}. */
    static String threadName(Class<?> testClass) {
        return testClass.getSimpleName().replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT) + "-gl";
    }
}
