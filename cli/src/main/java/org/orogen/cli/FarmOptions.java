package org.orogen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.orogen.bake.BakeProgress;
import org.orogen.bake.HeightRange;
import org.orogen.export.AtomicOutputFile;
import org.orogen.export.ExportRequest;
import picocli.CommandLine.Option;

/**
 * {@code orogen export}'s options for exports spread over many processes or machines (docs/farm.md):
 * {@code --shard} writes one shard's tiles, {@code --measure-range-only} measures the height range all
 * shards then share.
 */
public final class FarmOptions {

    /** Extension of the file {@code --measure-range-only} writes ({@code <name>.height-range}). */
    static final String RANGE_EXTENSION = ".height-range";

    @Option(names = "--shard", paramLabel = "INDEX/COUNT|auto[/COUNT]",
            description = "Write only the tiles of shard INDEX (0-based) of COUNT; auto takes them from a Kubernetes"
                    + " Indexed Job (JOB_COMPLETION_INDEX, count from /COUNT or " + ShardSpec.COUNT_VARIABLE
                    + ") or a Slurm job array (SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT). Needs a fixed height"
                    + " range. See docs/farm.md.")
    String shard;

    @Option(names = "--measure-range-only",
            description = "Only measure the export's height range (or take the declared one): print MIN,MAX and"
                    + " write it to <out>/<name>" + RANGE_EXTENSION + ", for --height-range of every shard.")
    boolean measureRangeOnly;

    /** The environment {@code --shard auto} reads (tests replace it). */
    Map<String, String> environment = System.getenv();

    /**
     * The request for this run's shard, or {@code request} unchanged without {@code --shard}.
     *
     * @throws CliFailure (exit 2) for a bad {@code --shard}, or when the export has no fixed height range
     */
    ExportRequest applyShard(ExportRequest request) throws CliFailure {
        if (shard == null) {
            return request;
        }
        if (measureRangeOnly) {
            throw new CliFailure(ExitCodes.USAGE, "--measure-range-only measures the whole export; run it once "
                    + "without --shard, then the shards with --height-range.");
        }
        if (request.declaredRange() == null) {
            throw new CliFailure(ExitCodes.USAGE, "--shard needs one height range for all shards, and this export "
                    + "has none: the graph's height output declares no range and no --height-range MIN,MAX is given, so "
                    + "each shard would measure only its own tiles and quantize them differently. Fix: run the same "
                    + "command once with --measure-range-only instead of --shard (it prints MIN,MAX and writes "
                    + "<out>/" + request.name() + RANGE_EXTENSION + "), then give every shard --height-range MIN,MAX; "
                    + "or declare the range on the graph's height output node.");
        }
        return request.withShard(ShardSpec.parse(shard, environment));
    }

    /** Whether this run only measures the height range. */
    boolean measureRangeOnly() {
        return measureRangeOnly;
    }

    /**
     * Measures the height range (or takes the fixed one: declared on the graph or given), prints it as {@code MIN,MAX} on stdout and writes it (the same line) to
     * {@code <folder>/<name>.height-range}. Shortest decimal forms of the measured floats, so
     * {@code --height-range "$(cat FILE)"} quantizes exactly like the measuring export would.
     */
    void measureRange(PreparedExport export, BakeProgress progress, BooleanSupplier cancelled, PrintStream stdout,
                      PrintStream stderr) throws CliFailure {
        ExportRequest request = export.request();
        HeightRange range = request.declaredRange();
        if (range != null) {
            // Declared on the graph or given: that is the range every shard uses; nothing to measure.
            stderr.println("orogen export: the height range is fixed (--height-range or declared on the height "
                    + "output node); nothing measured.");
        } else {
            range = export.measureRange(progress, cancelled);
        }
        String line = range.min() + "," + range.max();
        Path file = request.folder().resolve(request.name() + RANGE_EXTENSION);
        try (AtomicOutputFile out = AtomicOutputFile.create(file)) {
            out.stream().write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.commit();
        } catch (IOException e) {
            throw new CliFailure(ExitCodes.IO, "Cannot write " + file.toAbsolutePath() + ": " + e.getMessage()
                    + ". Choose another --out.");
        }
        stdout.println(line);
        stderr.printf(Locale.ROOT, "orogen export: height range written to %s; give every shard --height-range %s%n",
                file.toAbsolutePath(), line);
    }
}
