package org.orogen.samples;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.orogen.graph.Graph;
import org.orogen.graph.io.GraphFiles;
import org.orogen.graph.io.GraphReader;
import org.orogen.graph.io.ReadResult;

/**
 * Rewrites {@code .graph} files through the project's own reader and writer, so that a sample
 * written by hand (or by a script) is stored in canonical form: loading and saving it again gives
 * the same bytes, which {@link SamplesTest} checks. Run from the repository root:
 * <pre>
 * ./mvnw -B -ntp -q -pl samples -am test-compile
 * java -cp "samples/target/test-classes:graph-model/target/classes:app/target/lib/*" \
 *      org.orogen.samples.CanonicalForm samples/*.graph
 * </pre>
 */
public final class CanonicalForm {

    private CanonicalForm() {
    }

    /** Rewrites every file named in {@code args}; exits with 1 when one cannot be read. */
    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("Usage: CanonicalForm FILE.graph...  (rewrites each file in canonical form)");
            System.exit(2);
        }
        int failures = 0;
        for (String name : args) {
            Path file = Path.of(name);
            ReadResult<Graph> read = GraphReader.read(file);
            if (read.value().isEmpty() || read.hasErrors()) {
                System.err.println(file + ": cannot be read cleanly, left unchanged: " + read.diagnostics());
                failures++;
                continue;
            }
            read.diagnostics().forEach(d -> System.err.println(file + ": " + d));
            byte[] before = Files.readAllBytes(file);
            GraphFiles.save(file, read.value().get());
            boolean changed = !Arrays.equals(before, Files.readAllBytes(file));
            System.out.println(file + (changed ? ": rewritten" : ": already canonical"));
        }
        if (failures > 0) {
            System.exit(1);
        }
    }
}
