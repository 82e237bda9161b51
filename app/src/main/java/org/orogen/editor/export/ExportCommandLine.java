package org.orogen.editor.export;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.orogen.graph.ExportProfile;

/**
 * The {@code orogen export} command for a graph file and the dialog's settings: the arguments the
 * dialog runs, and the same arguments as text to copy into a terminal or a render-farm job.
 */
public final class ExportCommandLine {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:,=+@%{}-]+");

    private ExportCommandLine() {
    }

    /**
     * Arguments after {@code orogen export}: the graph's absolute path, then every option of the
     * settings; {@code out} is made absolute against the graph's folder, so the command runs from
     * any working directory.
     */
    public static List<String> arguments(Path graphFile, ExportProfile settings) {
        Path file = graphFile.toAbsolutePath().normalize();
        List<String> args = new ArrayList<>();
        args.add(file.toString());
        for (Map.Entry<String, String> o : settings.options().entrySet()) {
            String value = o.getKey().equals("out")
                    ? file.getParent().resolve(o.getValue()).normalize().toString() : o.getValue();
            if (value.startsWith("-")) {
                args.add("--" + o.getKey() + "=" + value); // "-500,20" must not read as an option
            } else {
                args.add("--" + o.getKey());
                args.add(value);
            }
        }
        return args;
    }

    /** The command as one line for a POSIX shell: {@code orogen export ARGS}, quoted where needed. */
    public static String text(List<String> arguments) {
        StringBuilder sb = new StringBuilder("orogen export");
        for (String a : arguments) {
            sb.append(' ').append(quote(a));
        }
        return sb.toString();
    }

    static String quote(String argument) {
        return PLAIN.matcher(argument).matches() ? argument : "'" + argument.replace("'", "'\\''") + "'";
    }
}
