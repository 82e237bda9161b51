package org.orogen.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Documentation that ships: no file in the repository links to, or names, a document that is not
 * in the repository. Markdown links must resolve relative to the linking file; a document named
 * in text or comments (any file name ending in .md) must exist relative to the file, to the repository
 * root, or by its file name somewhere in the repository.
 */
class DocumentLinksTest {

    /** Surefire runs in the module folder. */
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    private static final Set<String> SKIPPED_FOLDERS = Set.of(".git", "target", "node_modules", ".mvn", ".idea");
    private static final Set<String> TEXT = Set.of("md", "java", "glsl", "json", "graph", "xml", "sh", "txt",
            "properties", "yml", "yaml", "css", "html", "cmd");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern DOCUMENT = Pattern.compile("[A-Za-z0-9_./-]*[A-Za-z0-9_-]\\.md\\b");
    private static final Pattern URL = Pattern.compile("[a-z]+://\\S+");

    @Test
    void everyLinkedOrNamedDocumentIsInTheRepository() throws IOException {
        List<Path> files = textFiles();
        Set<String> names = new HashSet<>();
        files.forEach(f -> names.add(f.getFileName().toString()));
        List<String> missing = new ArrayList<>();
        for (Path file : files) {
            String text;
            try {
                text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file)))
                        .toString();
            } catch (CharacterCodingException binary) {
                continue;
            }
            String withoutUrls = URL.matcher(text).replaceAll(" ");
            String where = ROOT.relativize(file).toString();
            if (where.endsWith(".md")) {
                Matcher link = LINK.matcher(withoutUrls);
                while (link.find()) {
                    String target = link.group(1).replaceAll("#.*$", "");
                    if (!target.isEmpty() && !target.startsWith("mailto:")
                            && !Files.exists(file.getParent().resolve(target))) {
                        missing.add(where + " links to " + target);
                    }
                }
            }
            Matcher named = DOCUMENT.matcher(withoutUrls);
            while (named.find()) {
                String doc = named.group();
                boolean found = Files.exists(file.getParent().resolve(doc)) || Files.exists(ROOT.resolve(doc))
                        || names.contains(Path.of(doc).getFileName().toString());
                if (!found) {
                    missing.add(where + " names " + doc);
                }
            }
        }
        assertEquals(List.of(), missing, "documents that are not in the repository");
    }

    @Test
    void theCheckFindsAMissingDocument() throws IOException {
        Path dir = Files.createTempDirectory("doc-links");
        String absent = "NOT-" + "HERE" + ".md"; // built, so this file names no missing document itself
        Path page = dir.resolve("page" + ".md");
        Files.writeString(page, "See [the notes](" + absent + ") and " + absent + ".");
        Matcher m = DOCUMENT.matcher(Files.readString(page));
        int hits = 0;
        while (m.find()) {
            hits++;
            assertEquals(absent, m.group());
        }
        assertEquals(2, hits);
    }

    private static List<Path> textFiles() throws IOException {
        try (Stream<Path> all = Files.walk(ROOT)) {
            return all.filter(p -> ROOT.relativize(p).toString().isEmpty()
                            || !skipped(ROOT.relativize(p)))
                    .filter(Files::isRegularFile)
                    .filter(p -> TEXT.contains(extension(p)) || p.getFileName().toString().equals("orogen"))
                    .sorted().toList();
        }
    }

    private static boolean skipped(Path relative) {
        for (Path part : relative) {
            if (SKIPPED_FOLDERS.contains(part.toString())) {
                return true;
            }
        }
        return false;
    }

    private static String extension(Path p) {
        String n = p.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(dot + 1);
    }
}
