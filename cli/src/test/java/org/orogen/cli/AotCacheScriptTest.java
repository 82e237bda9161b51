package org.orogen.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/aot-cache.sh, the launcher's start-up cache: record, create, use, with the command's output
 * unchanged at every step, and no cache (and no failure) where the folder cannot be written or the
 * user turned it off. The JVM runs picocli's own main class from its jar: the cache needs jars on the
 * class path, and the test classes are folders.
 */
class AotCacheScriptTest {

    private static final Path SCRIPT = Path.of("..", "scripts", "aot-cache.sh").toAbsolutePath().normalize();
    private static final String JAVA = ProcessHandle.current().info().command().orElseThrow();
    private static final List<String> JVM_OPTIONS = List.of("-Xss2m");

    private static String picocliJar() {
        return Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .filter(p -> p.contains("picocli") && p.endsWith(".jar")).findFirst().orElseThrow();
    }

    /** The flags aot_cache_options gives, one per line, with {@code env} added to the environment. */
    private static List<String> options(Map<String, String> env) throws Exception {
        return options(env, JVM_OPTIONS);
    }

    private static List<String> options(Map<String, String> env, List<String> jvmOptions) throws Exception {
        return options(env, jvmOptions, picocliJar());
    }

    private static List<String> options(Map<String, String> env, List<String> jvmOptions, String classpath)
            throws Exception {
        List<String> command = new ArrayList<>(List.of("bash", "-c",
                "set -euo pipefail; source \"$1\"; aot_cache_options \"$2\" test \"$3\" \"${@:4}\";"
                        + " printf '%s\\n' \"${aot_options[@]}\"", "_", SCRIPT.toString(), JAVA, classpath));
        command.addAll(jvmOptions);
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(env);
        Process p = builder.redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), "aot_cache_options never fails");
        return out.lines().filter(l -> !l.isEmpty()).toList();
    }

    /** Runs picocli's AutoComplete usage with {@code flags}; returns exit code, stdout and stderr. */
    private static String java(List<String> flags) throws Exception {
        List<String> command = new ArrayList<>(List.of(JAVA));
        command.addAll(JVM_OPTIONS);
        command.addAll(flags);
        command.addAll(List.of("-cp", picocliJar(), "picocli.AutoComplete", "--help"));
        Process p = new ProcessBuilder(command).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        return p.waitFor() + "\n" + out + "\n--- stderr\n" + err;
    }

    private static List<String> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void recordedThenCreatedThenUsedWithTheSameOutput(@TempDir Path dir) throws Exception {
        Map<String, String> env = Map.of("OROGEN_CACHE_DIR", dir.toString());
        String expected = java(List.of());

        List<String> record = options(env);
        assertTrue(record.contains("-XX:AOTMode=record"), record.toString());
        assertEquals(expected, java(record), "recording prints nothing of its own");
        assertTrue(files(dir).stream().anyMatch(f -> f.endsWith(".aotconf")), files(dir).toString());

        assertEquals(List.of(), options(env), "a run right after the recording one runs plain");
        assertTrue(files(dir).stream().noneMatch(f -> f.endsWith(".creating")), "a fresh record may still be "
                + "written by the JVM that recorded it: no cache is created from it yet");
        ageRecord(dir);
        assertEquals(List.of(), options(env), "the next run runs plain while the cache is created");
        awaitCreation(dir);
        assertEquals(1, files(dir).size(), "only the cache is left: " + files(dir));

        List<String> use = options(env);
        assertTrue(use.stream().anyMatch(o -> o.startsWith("-XX:AOTCache=" + dir)), use.toString());
        assertEquals(expected, java(use), "the cache changes nothing the command prints");

        Path cache = dir.resolve(files(dir).getFirst());
        Files.write(cache, new byte[] {1, 2, 3});
        assertEquals(expected, java(options(env)), "a damaged cache is ignored silently");
    }

    /** Makes the record look finished (the script creates the cache only from a record 5 s old). */
    private static void ageRecord(Path dir) throws IOException {
        for (String f : files(dir)) {
            if (f.endsWith(".aotconf")) {
                Files.setLastModifiedTime(dir.resolve(f), java.nio.file.attribute.FileTime.from(
                        java.time.Instant.now().minusSeconds(60)));
            }
        }
    }

    /** Waits until the background JVM has finished with the cache (published it or given up). */
    private static void awaitCreation(Path dir) throws Exception {
        long deadline = System.nanoTime() + 180_000_000_000L;
        while (files(dir).stream().anyMatch(f -> f.endsWith(".creating") || f.endsWith(".aotconf"))) {
            assertTrue(System.nanoTime() < deadline, "the cache is created in the background: " + files(dir));
            Thread.sleep(200);
        }
    }

    @Test
    void aCacheTheJvmCannotCreateIsNotTriedAgain(@TempDir Path dir) throws Exception {
        Map<String, String> env = Map.of("OROGEN_CACHE_DIR", dir.toString());
        String record = options(env).stream().filter(o -> o.startsWith("-XX:AOTConfiguration=")).findFirst()
                .orElseThrow();
        Files.writeString(Path.of(record.substring(record.indexOf('=') + 1)), "not a recorded configuration");
        ageRecord(dir);
        assertEquals(List.of(), options(env));
        awaitCreation(dir);
        assertTrue(files(dir).stream().anyMatch(f -> f.endsWith(".failed")), files(dir).toString());
        assertEquals(List.of(), options(env), "neither recorded nor created again");
        assertEquals(1, files(dir).size(), "only the note of the failure is left: " + files(dir));
    }

    @Test
    void theMarkersOfAKilledJvmAreClearedAfterAnHour(@TempDir Path dir) throws Exception {
        Map<String, String> env = Map.of("OROGEN_CACHE_DIR", dir.toString());
        String record = options(env).stream().filter(o -> o.startsWith("-XX:AOTConfiguration=")).findFirst()
                .orElseThrow();
        String base = record.substring(record.indexOf('=') + 1).replaceFirst("\\.aotconf$", "");
        java.nio.file.attribute.FileTime twoHoursAgo = java.nio.file.attribute.FileTime.from(
                java.time.Instant.now().minus(java.time.Duration.ofHours(2)));
        // A recording JVM that was killed: its marker stays, and the next run records after an hour.
        assertEquals(List.of(), options(env), "a recording in progress is left alone");
        Files.setLastModifiedTime(Path.of(base + ".recording"), twoHoursAgo);
        assertTrue(options(env).contains("-XX:AOTMode=record"));
        // A creating JVM that was killed: the next run after an hour creates again (here from a damaged record).
        Files.writeString(Path.of(base + ".aotconf"), "not a recorded configuration");
        Files.createDirectory(Path.of(base + ".creating"));
        Files.setLastModifiedTime(Path.of(base + ".creating"), twoHoursAgo);
        ageRecord(dir);
        assertEquals(List.of(), options(env));
        awaitCreation(dir);
        assertTrue(files(dir).stream().anyMatch(f -> f.endsWith(".failed")), files(dir).toString());
    }

    /** The test class path with every folder packed into a jar of its own (the cache takes only jars). */
    private static String jarredClassPath(Path into) throws IOException {
        Files.createDirectories(into);
        List<String> entries = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            Path path = Path.of(entry);
            if (!Files.isDirectory(path)) {
                entries.add(entry);
                continue;
            }
            Path jar = into.resolve(entries.size() + ".jar");
            try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar));
                 Stream<Path> walk = Files.walk(path)) {
                for (Path file : walk.filter(f -> !f.equals(path)).sorted().toList()) {
                    // Folders get entries too: the node catalog lists its folder as a resource.
                    String name = path.relativize(file).toString().replace('\\', '/');
                    boolean folder = Files.isDirectory(file);
                    out.putNextEntry(new java.util.jar.JarEntry(folder ? name + "/" : name));
                    if (!folder) {
                        Files.copy(file, out);
                    }
                    out.closeEntry();
                }
            }
            entries.add(jar.toString());
        }
        return String.join(java.io.File.pathSeparator, entries);
    }

    /** {@code orogen ARGS} with these JVM flags on {@code classpath}; returns exit code, stdout, stderr. */
    private static String orogen(String classpath, List<String> flags, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(JAVA));
        command.addAll(EXPORT_JVM_OPTIONS);
        command.addAll(flags);
        command.addAll(List.of("-cp", classpath, "org.orogen.app.Main"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        return p.waitFor() + "\n" + out + "\n--- stderr\n" + err;
    }

    private static final List<String> EXPORT_JVM_OPTIONS = List.of("--enable-native-access=ALL-UNNAMED",
            "--sun-misc-unsafe-memory-access=allow");

    @Test
    void theExportsOwnCacheIsCreatedAndChangesNoByte(@TempDir Path dir) throws Exception {
        String classpath = jarredClassPath(dir.resolve("jars"));
        Path graph = CliTest.writeHills(dir);
        Path cacheDir = dir.resolve("cache");
        Map<String, String> env = Map.of("OROGEN_CACHE_DIR", cacheDir.toString());
        String[] args = {"export", graph.toString(), "--size", "33", "--format", "png16,normal-png16", "-o",
            dir.resolve("maps").toString()};
        String expected = orogen(classpath, List.of(), args);
        assertTrue(expected.startsWith("0\n"), expected);
        byte[] height = Files.readAllBytes(dir.resolve("maps").resolve("hills.png"));

        assertEquals(expected, orogen(classpath, options(env, EXPORT_JVM_OPTIONS, classpath), args));
        ageRecord(cacheDir);
        assertEquals(List.of(), options(env, EXPORT_JVM_OPTIONS, classpath));
        awaitCreation(cacheDir);
        assertTrue(files(cacheDir).stream().anyMatch(f -> f.endsWith(".aot")),
                "the JVM created the export's cache: " + files(cacheDir));

        List<String> use = options(env, EXPORT_JVM_OPTIONS, classpath);
        assertTrue(use.stream().anyMatch(o -> o.startsWith("-XX:AOTCache=")), use.toString());
        assertEquals(expected, orogen(classpath, use, args));
        assertArrayEquals(height, Files.readAllBytes(dir.resolve("maps").resolve("hills.png")));
    }

    @Test
    void anUnwritableFolderOffOrTheUsersOwnSharingMeansNoCache(@TempDir Path dir) throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("file"), "x");
        assertEquals(List.of(), options(Map.of("OROGEN_CACHE_DIR", notAFolder.resolve("orogen").toString())));
        assertEquals(List.of(), options(Map.of("OROGEN_CACHE_DIR", dir.toString(), "OROGEN_AOT_CACHE", "off")));
        // The JVM would refuse to start with both (-Xshare:off and -XX:AOTMode=record).
        assertEquals(List.of(), options(Map.of("OROGEN_CACHE_DIR", dir.toString()), List.of("-Xshare:off")));
        assertEquals(List.of("file"), files(dir), "nothing written when off");
    }
}
