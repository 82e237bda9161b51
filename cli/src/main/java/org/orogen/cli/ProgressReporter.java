package org.orogen.cli;

import java.io.PrintStream;
import java.util.Locale;
import org.orogen.bake.BakeProgress;

/**
 * Export and render progress on stderr: a bar redrawn in place when stderr is a terminal, otherwise
 * (logs, render farms, CI) one plain line per 10 % so logs stay short; a simulation's progress
 * ("simulating erosion.hydraulic 'n12'") the same way. {@code --quiet} prints none of it.
 */
final class ProgressReporter implements BakeProgress {

    private static final int WIDTH = 30;

    private final PrintStream err;
    private final boolean terminal;
    private final boolean quiet;
    private final long started = System.nanoTime();
    private int lastDecile = -1;
    private int lastPercent = -1;
    private String lastPhase = "";

    ProgressReporter(PrintStream err, boolean terminal, boolean quiet) {
        this.err = err;
        this.terminal = terminal;
        this.quiet = quiet;
    }

    /** Whether this process's standard streams are an interactive terminal. */
    static boolean stderrIsTerminal() {
        java.io.Console console = System.console();
        return console != null && console.isTerminal();
    }

    @Override
    public void update(String phase, long done, long total) {
        if (quiet || total <= 0) {
            return;
        }
        int percent = (int) (100 * done / total);
        double seconds = (System.nanoTime() - started) / 1e9;
        String eta = done > 0 && done < total
                ? String.format(Locale.ROOT, " ETA %.0fs", seconds * (total - done) / done) : "";
        report(phase, percent, eta, " (" + done + "/" + total + " rows)", done >= total);
    }

    /** A simulation's progress: the same bar, or one line per 10 %, under the simulation's name. */
    @Override
    public void simulating(String what, double fraction) {
        if (quiet) {
            return;
        }
        int percent = (int) Math.floor(100 * Math.clamp(fraction, 0.0, 1.0));
        // A finished simulation does not end the line: the bake's bar takes it over.
        report(what, percent, "", "", false);
    }

    private void report(String phase, int percent, String eta, String logDetail, boolean finished) {
        if (terminal) {
            if (percent == lastPercent && phase.equals(lastPhase)) {
                return;
            }
            int filled = WIDTH * percent / 100;
            err.print("\r[" + "#".repeat(filled) + "-".repeat(WIDTH - filled) + "] "
                    + String.format(Locale.ROOT, "%3d%% %-24s%s   ", percent, phase, eta));
            if (finished) {
                err.println();
            }
            err.flush();
        } else {
            int decile = percent / 10;
            if (decile != lastDecile || !phase.equals(lastPhase)) {
                err.println("orogen: " + phase + " " + percent + "%" + logDetail);
            }
            lastDecile = decile;
        }
        lastPercent = percent;
        lastPhase = phase;
    }
}
