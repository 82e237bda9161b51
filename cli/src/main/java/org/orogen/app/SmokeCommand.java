package org.orogen.app;

import java.io.IOException;
import java.nio.FloatBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionException;
import org.lwjgl.system.MemoryUtil;
import org.orogen.cli.ExitCodes;
import org.orogen.gl.EvaluationPath;
import org.orogen.gl.GlInfo;
import org.orogen.gl.GlThread;
import org.orogen.gl.GlUnavailableException;
import org.orogen.gl.SmokeRender;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code orogen smoke}: creates a headless OpenGL context, renders the smoke formula, checks every
 * pixel against Java, optionally times repeated renders, and writes a PNG. Prints the driver strings.
 * Exit codes as in {@link ExitCodes}: 0 pass, 1 pixels outside tolerance, 2 bad arguments, 4 no OpenGL 3.3+,
 * 5 the PNG could not be written.
 */
@Command(name = "smoke", mixinStandardHelpOptions = true,
        description = "Headless OpenGL check: render a known formula, compare every pixel with Java,"
                + " time it and write a PNG. Needs no display.")
public final class SmokeCommand implements Callable<Integer> {

    @Option(names = "--size", defaultValue = "512", description = "Image width and height in pixels (default ${DEFAULT-VALUE}).")
    int size;

    @Option(names = "--warmup", defaultValue = "2", description = "Untimed renders before timing (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--repeat", defaultValue = "5", description = "Timed renders, each ended by glFinish (default ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--out", defaultValue = "out/smoke.png", description = "PNG to write (default ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--no-png", description = "Skip writing the PNG.")
    boolean noPng;

    @Override
    public Integer call() {
        if (size < 1 || warmup < 0 || repeat < 0) {
            System.err.println("--size must be at least 1 and --warmup/--repeat at least 0");
            return ExitCodes.USAGE;
        }
        long started = System.nanoTime();
        try (GlThread gl = GlThread.start("orogen-gl")) {
            GlInfo info = gl.info();
            System.out.println(info.describe());
            System.out.printf("context created in %.0f ms%n", (System.nanoTime() - started) / 1e6);
            System.out.println("graph evaluation: " + EvaluationPath.forContext(info).describe());
            Result result = gl.submit(context -> {
                try (SmokeRender smoke = new SmokeRender(context, size, size)) {
                    return measure(smoke);
                }
            }).join();
            report(result);
            if (!noPng) {
                Path written = SmokeImage.write(result.pixels, size, size, out);
                System.out.println("wrote " + written.toAbsolutePath());
            }
            MemoryUtil.memFree(result.pixels);
            return result.comparison.withinTolerance() ? ExitCodes.OK : ExitCodes.INTERNAL;
        } catch (GlUnavailableException e) {
            System.err.println(e.getMessage());
            return ExitCodes.NO_OPENGL;
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        } catch (IOException e) {
            System.err.println("Could not write " + out.toAbsolutePath() + ": " + e.getMessage()
                    + ". Choose another place with --out or use --no-png.");
            return ExitCodes.IO;
        }
    }

    private record Result(long[] renderNanos, long readNanos, FloatBuffer pixels, SmokeRender.Comparison comparison) {
    }

    private Result measure(SmokeRender smoke) {
        for (int i = 0; i < warmup; i++) {
            smoke.renderAndFinish();
        }
        long[] nanos = new long[repeat];
        for (int i = 0; i < repeat; i++) {
            long t0 = System.nanoTime();
            smoke.renderAndFinish();
            nanos[i] = System.nanoTime() - t0;
        }
        if (repeat == 0) {
            smoke.renderAndFinish();
        }
        FloatBuffer pixels = MemoryUtil.memAllocFloat(Math.multiplyExact(size * size, 4));
        long t0 = System.nanoTime();
        smoke.read(pixels);
        long readNanos = System.nanoTime() - t0;
        return new Result(nanos, readNanos, pixels, SmokeRender.compare(pixels, size, size));
    }

    private void report(Result result) {
        if (result.renderNanos.length > 0) {
            long[] sorted = result.renderNanos.clone();
            Arrays.sort(sorted);
            double median = sorted[sorted.length / 2] / 1e6;
            double megapixels = (double) size * size / 1e6;
            System.out.printf("render %dx%d: min %.3f ms, median %.3f ms, max %.3f ms over %d runs"
                            + " (after %d warm-up); %.0f Mpixel/s at the median%n",
                    size, size, sorted[0] / 1e6, median, sorted[sorted.length - 1] / 1e6, sorted.length, warmup,
                    megapixels / (median / 1e3));
        }
        System.out.printf("readback RGBA32F %dx%d (%.1f MiB): %.3f ms%n", size, size,
                size * (double) size * 16 / (1 << 20), result.readNanos / 1e6);
        SmokeRender.Comparison c = result.comparison;
        System.out.printf("max |GPU - Java| = %.3g (tolerance %.0e) at pixel (%d, %d) channel %d: %s%n",
                c.maxError(), SmokeRender.TOLERANCE, c.x(), c.y(), c.channel(), c.withinTolerance() ? "PASS" : "FAIL");
    }

    /** Creates the PNG's folder when missing. */
    static Path ensureParent(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        return file;
    }
}
