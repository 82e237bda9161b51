package org.orogen.cli;

import java.util.Locale;
import java.util.Map;
import org.orogen.bake.TileShard;

/**
 * Reads {@code --shard}: {@code INDEX/COUNT} (0-based), or {@code auto[/COUNT]}, which takes the
 * index (and the count, where the scheduler has one) from the environment of the job that started
 * this process. Existing schedulers do the scheduling; Orogen only reads where it stands:
 *
 * <ul>
 *   <li>Kubernetes Indexed Job: index {@code JOB_COMPLETION_INDEX}; Kubernetes has no count
 *       variable, so the count comes from {@code auto/COUNT} or {@value #COUNT_VARIABLE} (set it in
 *       the pod template to the Job's {@code completions}).</li>
 *   <li>Slurm job array: index {@code SLURM_ARRAY_TASK_ID − SLURM_ARRAY_TASK_MIN} (so
 *       {@code --array=1-8} works too), count {@code SLURM_ARRAY_TASK_COUNT} (or {@code auto/COUNT}).
 *       Arrays with a step ({@code --array=0-15:4}) are refused: their ids are not 0..COUNT−1.</li>
 * </ul>
 *
 * The environment is a parameter, so tests give each scheduler's variables without starting one.
 */
public final class ShardSpec {

    /** Shard count for Kubernetes Indexed Jobs when {@code --shard auto} has no {@code /COUNT}. */
    public static final String COUNT_VARIABLE = "OROGEN_SHARD_COUNT";

    private ShardSpec() {
    }

    /**
     * @param text the option's value
     * @param env  the process environment ({@code System.getenv()})
     * @throws CliFailure (exit 2) naming what is missing or wrong, and what to give instead
     */
    public static TileShard parse(String text, Map<String, String> env) throws CliFailure {
        String spec = text.trim().toLowerCase(Locale.ROOT);
        if (spec.equals("auto") || spec.startsWith("auto/")) {
            Integer count = spec.equals("auto") ? null : number("--shard auto/COUNT", spec.substring(5), text);
            return fromEnvironment(count, env);
        }
        String[] parts = spec.split("/", -1);
        if (parts.length != 2) {
            throw new CliFailure(ExitCodes.USAGE, "--shard expects INDEX/COUNT (0-based, e.g. 2/8) or auto[/COUNT], "
                    + "got '" + text + "'");
        }
        return shard(number("--shard INDEX", parts[0], text), number("--shard COUNT", parts[1], text), "--shard " + text);
    }

    private static TileShard fromEnvironment(Integer count, Map<String, String> env) throws CliFailure {
        String k8s = env.get("JOB_COMPLETION_INDEX");
        if (k8s != null) {
            int index = number("JOB_COMPLETION_INDEX", k8s, k8s);
            if (count == null) {
                String given = env.get(COUNT_VARIABLE);
                if (given == null) {
                    throw new CliFailure(ExitCodes.USAGE, "--shard auto found the Kubernetes Indexed Job index "
                            + "(JOB_COMPLETION_INDEX=" + index + ") but no shard count: Kubernetes does not pass one. "
                            + "Use --shard auto/COUNT with the Job's completions, or set " + COUNT_VARIABLE
                            + " in the pod template.");
                }
                count = number(COUNT_VARIABLE, given, given);
            }
            return shard(index, count, "Kubernetes Indexed Job (JOB_COMPLETION_INDEX=" + k8s + ")");
        }
        String slurm = env.get("SLURM_ARRAY_TASK_ID");
        if (slurm != null) {
            String step = env.get("SLURM_ARRAY_TASK_STEP");
            if (step != null && !step.trim().equals("1")) {
                throw new CliFailure(ExitCodes.USAGE, "--shard auto needs a Slurm array without a step (e.g. "
                        + "--array=0-7), got SLURM_ARRAY_TASK_STEP=" + step + "; or give --shard INDEX/COUNT.");
            }
            String min = env.getOrDefault("SLURM_ARRAY_TASK_MIN", "0");
            int index = number("SLURM_ARRAY_TASK_ID", slurm, slurm) - number("SLURM_ARRAY_TASK_MIN", min, min);
            if (count == null) {
                String given = env.get("SLURM_ARRAY_TASK_COUNT");
                if (given == null) {
                    throw new CliFailure(ExitCodes.USAGE, "--shard auto found SLURM_ARRAY_TASK_ID but no "
                            + "SLURM_ARRAY_TASK_COUNT; use --shard auto/COUNT.");
                }
                count = number("SLURM_ARRAY_TASK_COUNT", given, given);
            }
            return shard(index, count, "Slurm job array (SLURM_ARRAY_TASK_ID=" + slurm + ", SLURM_ARRAY_TASK_MIN="
                    + min + ")");
        }
        throw new CliFailure(ExitCodes.USAGE, "--shard auto found no scheduler: neither JOB_COMPLETION_INDEX "
                + "(Kubernetes Indexed Job) nor SLURM_ARRAY_TASK_ID (Slurm job array) is set. Run it inside such a "
                + "job, or give --shard INDEX/COUNT.");
    }

    private static TileShard shard(int index, int count, String from) throws CliFailure {
        try {
            return new TileShard(index, count);
        } catch (IllegalArgumentException e) {
            throw new CliFailure(ExitCodes.USAGE, e.getMessage() + " (from " + from + ").");
        }
    }

    private static int number(String what, String value, String text) throws CliFailure {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new CliFailure(ExitCodes.USAGE, what + " must be a whole number, got '" + text + "'");
        }
    }
}
