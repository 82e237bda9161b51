package org.orogen.export;

import java.io.PrintStream;
import java.time.Instant;
import java.util.Locale;
import org.orogen.bake.BakeProgress;

/**
 * Time stamps of a command-line run's phases since the process started (main entered, catalog
 * loaded, ..., files published), printed on stderr when the system property
 * {@value #PROPERTY} is {@code true} ({@code OROGEN_JAVA_OPTS=-Dorogen.trace.startup=true}); otherwise
 * every {@link #mark} does nothing. A diagnostic for start-up work (docs/cli.md), not a benchmark.
 *
 * <p>Zero is the JVM's start (the runtime management bean's, to the millisecond; the process start
 * where the runtime lacks java.management), so the JVM's own start-up is included; each line also
 * gives the time since the previous mark from {@link System#nanoTime()}.
 */
public final class StartupTrace {

    /** The system property that turns the trace on. */
    public static final String PROPERTY = "orogen.trace.startup";

    private static final boolean ENABLED = Boolean.getBoolean(PROPERTY);
    private static final PrintStream OUT = System.err;
    // The first mark's clock readings, taken before looking up the process start (which loads classes).
    private static final long FIRST_MILLIS = System.currentTimeMillis();
    private static final long FIRST_NANOS = System.nanoTime();
    private static final long PROCESS_START = ENABLED ? processStart() : 0;
    private static long previousNanos;

    static {
        if (ENABLED) {
            // Where the JVM's exit spends its time: before or after the shutdown hooks.
            Runtime.getRuntime().addShutdownHook(new Thread(() -> mark("shutdown hooks run"), "orogen-exit"));
        }
    }

    private StartupTrace() {
    }

    /** Prints {@code phase} with the milliseconds since the process started and since the previous mark. */
    public static void mark(String phase) {
        if (!ENABLED) {
            return;
        }
        synchronized (StartupTrace.class) {
            boolean first = previousNanos == 0;
            long now = first ? FIRST_NANOS : System.nanoTime();
            long sinceStart = (first ? FIRST_MILLIS : System.currentTimeMillis()) - PROCESS_START;
            String step = first ? "" : String.format(Locale.ROOT, " (+%d ms)", (now - previousNanos) / 1_000_000);
            previousNanos = now;
            OUT.printf(Locale.ROOT, "orogen: startup %5d ms %s%s [%s]%n", sinceStart, phase, step,
                    Thread.currentThread().getName());
        }
    }

    /**
     * {@code progress} that also marks the first band of each phase and the last band, when the trace is
     * on; otherwise {@code progress} itself.
     */
    public static BakeProgress bands(BakeProgress progress) {
        if (!ENABLED) {
            return progress;
        }
        return new BakeProgress() {
            private String phase = "";

            @Override
            public void update(String now, long done, long total) {
                if (!now.equals(phase)) {
                    phase = now;
                    mark("first band (" + now + ")");
                }
                if (done >= total) {
                    mark("last band");
                }
                progress.update(now, done, total);
            }

            @Override
            public void simulating(String what, double fraction) {
                progress.simulating(what, fraction);
            }
        };
    }

    /**
     * When the JVM started, in epoch milliseconds: the management bean's (to the millisecond) where the
     * runtime has java.management, else the process start (10 ms ticks, and on Linux offset by up
     * to a second through the boot time's whole seconds).
     */
    private static long processStart() {
        try {
            return java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
        } catch (LinkageError noManagementModule) {
            return ProcessHandle.current().info().startInstant().map(Instant::toEpochMilli)
                    .orElseGet(System::currentTimeMillis);
        }
    }
}
