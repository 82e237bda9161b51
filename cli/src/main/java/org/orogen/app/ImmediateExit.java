package org.orogen.app;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Optional;

/**
 * Ends the process of the command line with the C library's {@code _exit} once its command has
 * returned, skipping what the JVM's normal exit runs after that: the native libraries' exit handlers,
 * among them the GPU driver's tear-down of its EGL display (the GL context itself is already closed).
 * On the NVIDIA H200 machine that tear-down took 100-250 ms after an 8193² export (docs/performance.md).
 * Nothing is lost: every file a command writes is committed before it returns, its interrupt hook is
 * removed, and {@code System.out}/{@code System.err} are flushed first. It steps aside (then {@link #exit}
 * returns and the caller exits normally) when {@code -Dorogen.exit.immediate=false}, when the JVM has
 * work to do at exit (recording or dumping its ahead-of-time cache, a flight recording), when native
 * access is not enabled, or when the C library has no {@code _exit}.
 */
final class ImmediateExit {

    /** The system property that turns it off ({@code -Dorogen.exit.immediate=false}). */
    static final String PROPERTY = "orogen.exit.immediate";

    private ImmediateExit() {
    }

    /** Whether the JVM's options leave the exit nothing to do that matters (see the class comment). */
    static boolean allowed(List<String> jvmOptions) {
        return jvmOptions.stream().noneMatch(o -> o.startsWith("-XX:AOTMode=record") || o.startsWith("-XX:AOTCacheOutput")
                || o.startsWith("-XX:ArchiveClassesAtExit") || o.contains("FlightRecord"));
    }

    /** Exits with {@code code} at once when switched on and {@link #allowed}; otherwise returns. */
    static void exit(int code) {
        if ("false".equals(System.getProperty(PROPERTY)) || !ImmediateExit.class.getModule().isNativeAccessEnabled()
                || !allowed(ManagementFactory.getRuntimeMXBean().getInputArguments())) {
            return;
        }
        Optional<MethodHandle> exit = Linker.nativeLinker().defaultLookup().find("_exit")
                .map(address -> Linker.nativeLinker().downcallHandle(address, FunctionDescriptor.ofVoid(ValueLayout.JAVA_INT)));
        if (exit.isEmpty()) {
            return;
        }
        System.out.flush();
        System.err.flush();
        try {
            exit.get().invokeExact(code);
        } catch (Throwable e) {
            // Not reached on success; on any failure the normal exit follows.
        }
    }
}
