package org.orogen.graph.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphFragment;
import org.orogen.graph.SampleGraphs;
import org.orogen.graph.TestCatalog;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.GraphValidator;

/**
 * Feeds generated hostile files to the reader and the validator. Each must give a graph (with or
 * without diagnostics) or no graph with at least one error diagnostic — never another
 * exception, never a hang. A graph that is read must also save and read back to itself, and
 * saving that again must give the same bytes.
 */
class HostileInputFuzzTest {
    private static final int FILES = 12_000;
    /** A hang guard, not a performance check: a file normally takes well under a millisecond. */
    private static final long SECONDS_PER_FILE = 10;

    enum Mutation {
        TRUNCATE, FLIP_BYTES, INSERT_BYTES, DELETE_RANGE, TYPE_SWAP, BAD_NUMBER, DEEP_NESTING, DUPLICATE_ID,
        DANGLING_EDGE, CYCLE, UNKNOWN_TYPE, UNKNOWN_PORT, VERSION, HUGE_STRING, FRAGMENT_AS_GRAPH
    }

    private static final ObjectMapper PLAIN = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    @Test
    void everyMutatedFileYieldsDiagnosticsOrACleanGraph() throws Exception {
        List<byte[]> seeds = List.of(
                GraphWriter.write(SampleGraphs.ridge()),
                GraphWriter.write(CommentFormatTest.withComments()),
                GraphRoundTripTest.resource("prototype-v0.graph"),
                GraphWriter.write(GraphFragment.copyOf(SampleGraphs.ridge(), java.util.Set.of("noise", "add"))));
        GraphValidator validator = new GraphValidator(TestCatalog.get());
        SplittableRandom random = new SplittableRandom(20261122);
        Map<Mutation, int[]> outcomes = new EnumMap<>(Mutation.class); // [opened, refused]
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fuzz-worker");
            t.setDaemon(true); // a hung reader must not keep the test JVM alive
            return t;
        });
        try {
            for (int i = 0; i < FILES; i++) {
                Mutation m = Mutation.values()[i % Mutation.values().length];
                byte[] seed = seeds.get(random.nextInt(seeds.size()));
                byte[] file = mutate(m, seed, random.split());
                Future<Boolean> result = worker.submit(() -> check(file, validator));
                boolean opened;
                try {
                    opened = result.get(SECONDS_PER_FILE, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    result.cancel(true);
                    throw new AssertionError("file " + i + " (" + m + ") took more than " + SECONDS_PER_FILE
                            + " s:\n" + preview(file));
                } catch (ExecutionException e) {
                    throw new AssertionError("file " + i + " (" + m + ") threw " + e.getCause() + ":\n"
                            + preview(file), e.getCause());
                }
                outcomes.computeIfAbsent(m, k -> new int[2])[opened ? 0 : 1]++;
            }
        } finally {
            worker.shutdownNow();
        }
        // The mutations really exercise both paths: some files open, some are refused.
        int opened = outcomes.values().stream().mapToInt(c -> c[0]).sum();
        int refused = outcomes.values().stream().mapToInt(c -> c[1]).sum();
        assertEquals(FILES, opened + refused);
        StringBuilder table = new StringBuilder("fuzz outcomes (opened/refused):");
        outcomes.forEach((k, v) -> table.append(' ').append(k).append('=').append(v[0]).append('/').append(v[1]));
        System.out.println(table);
        assertTrue(opened > 1000 && refused > 1000, "opened " + opened + ", refused " + refused);
        assertTrue(outcomes.get(Mutation.TRUNCATE)[1] > 0 && outcomes.get(Mutation.DUPLICATE_ID)[0] > 0);
    }

    /** Reads the file both as a graph and as a fragment; returns whether a graph opened. */
    private static boolean check(byte[] file, GraphValidator validator) {
        ReadResult<Graph> read = GraphReader.read(file, "fuzz.graph");
        for (Diagnostic d : read.diagnostics()) {
            if (d.message().isBlank() || !"fuzz.graph".equals(d.file()) || d.location() == null) {
                fail("diagnostic without message, file or location: " + d);
            }
        }
        ReadResult<GraphFragment> fragment = GraphReader.readFragment(file, "fuzz.graph");
        if (fragment.value().isEmpty() && !fragment.hasErrors()) {
            fail("fragment refused without an error: " + fragment.diagnostics());
        }
        if (read.value().isEmpty()) {
            if (!read.hasErrors()) {
                fail("no graph and no error: " + read.diagnostics());
            }
            return false;
        }
        Graph graph = read.value().get();
        validator.validate(graph);
        byte[] saved = GraphWriter.write(graph);
        ReadResult<Graph> again = GraphReader.read(saved, "saved.graph");
        if (!again.diagnostics().isEmpty() || !again.orElseThrow().equals(graph)) {
            fail("a graph that was read does not save and read back to itself: " + again.diagnostics());
        }
        if (!java.util.Arrays.equals(saved, GraphWriter.write(again.orElseThrow()))) {
            fail("load -> save of a file this version wrote is not byte-identical");
        }
        return true;
    }

    private static byte[] mutate(Mutation m, byte[] seed, SplittableRandom r) throws Exception {
        return switch (m) {
            case TRUNCATE -> java.util.Arrays.copyOf(seed, r.nextInt(seed.length));
            case FLIP_BYTES -> {
                byte[] b = seed.clone();
                for (int k = 1 + r.nextInt(4); k > 0; k--) {
                    b[r.nextInt(b.length)] ^= (byte) (1 << r.nextInt(8));
                }
                yield b;
            }
            case INSERT_BYTES -> {
                String[] junk = {"{", "}", "[", "]", ",", ":", "\"", "\\", "null", "-", "e", "\u0000", "\uD800",
                        "é", "1e309", "\\ud800", "\\u0000"};
                int at = r.nextInt(seed.length);
                byte[] j = junk[r.nextInt(junk.length)].getBytes(StandardCharsets.UTF_8);
                byte[] b = new byte[seed.length + j.length];
                System.arraycopy(seed, 0, b, 0, at);
                System.arraycopy(j, 0, b, at, j.length);
                System.arraycopy(seed, at, b, at + j.length, seed.length - at);
                yield b;
            }
            case DELETE_RANGE -> {
                int from = r.nextInt(seed.length);
                int to = Math.min(seed.length, from + 1 + r.nextInt(40));
                byte[] b = new byte[seed.length - (to - from)];
                System.arraycopy(seed, 0, b, 0, from);
                System.arraycopy(seed, to, b, from, seed.length - to);
                yield b;
            }
            case TYPE_SWAP -> tree(seed, root -> replaceRandom(root, r, randomValue(r)), r);
            case BAD_NUMBER -> {
                String[] bad = {"NaN", "Infinity", "-Infinity", "1e999", "-1e999", "1e-999",
                        "123456789012345678901234567890", "-0", "0.0000000000000000000001", "9".repeat(80),
                        "1.7976931348623157E309", "4294967296", "-1"};
                String token = bad[r.nextInt(bad.length)];
                String text = new String(seed, StandardCharsets.UTF_8);
                java.util.regex.Matcher numbers = java.util.regex.Pattern.compile("-?\\d+(\\.\\d+)?(E-?\\d+)?")
                        .matcher(text);
                List<int[]> spans = new ArrayList<>();
                while (numbers.find()) {
                    spans.add(new int[] {numbers.start(), numbers.end()});
                }
                int[] s = spans.get(r.nextInt(spans.size()));
                yield (text.substring(0, s[0]) + token + text.substring(s[1])).getBytes(StandardCharsets.UTF_8);
            }
            case DEEP_NESTING -> {
                int depth = 10 + r.nextInt(3000);
                JsonNode deep = F.numberNode(1);
                StringBuilder open = new StringBuilder();
                StringBuilder close = new StringBuilder();
                for (int d = 0; d < depth; d++) {
                    boolean array = r.nextBoolean();
                    open.append(array ? "[" : "{\"k\":");
                    close.insert(0, array ? "]" : "}");
                }
                String nested = open + "1" + close;
                String text = new String(tree(seed, root -> replaceRandom(root, r, F.textNode("@@NEST@@")), r),
                        StandardCharsets.UTF_8);
                yield text.replace("\"@@NEST@@\"", nested).getBytes(StandardCharsets.UTF_8);
            }
            case DUPLICATE_ID -> tree(seed, root -> {
                ArrayNode nodes = array(root, "nodes");
                if (nodes != null && !nodes.isEmpty()) {
                    nodes.add(nodes.get(r.nextInt(nodes.size())).deepCopy());
                }
            }, r);
            case DANGLING_EDGE -> tree(seed, root -> {
                ArrayNode edges = array(root, "edges");
                if (edges != null) {
                    edges.addObject().put("from", "ghost" + r.nextInt(3) + ".value").put("to", "add.b");
                }
            }, r);
            case CYCLE -> tree(seed, root -> {
                ArrayNode edges = array(root, "edges");
                if (edges != null) {
                    edges.addObject().put("from", "add.value").put("to", "noise.warp");
                    edges.addObject().put("from", "height.input").put("to", "add.b");
                    edges.addObject().put("from", "add.value").put("to", "add.b");
                }
            }, r);
            case UNKNOWN_TYPE -> tree(seed, root -> {
                ArrayNode nodes = array(root, "nodes");
                if (nodes != null && !nodes.isEmpty() && nodes.get(r.nextInt(nodes.size())) instanceof ObjectNode n) {
                    n.put("type", List.of("vendor.unknown", "", "noise", "a.b.c.d", "output.height").get(r.nextInt(5)));
                }
            }, r);
            case UNKNOWN_PORT -> tree(seed, root -> {
                ArrayNode edges = array(root, "edges");
                if (edges != null && !edges.isEmpty() && edges.get(r.nextInt(edges.size())) instanceof ObjectNode e) {
                    e.put(r.nextBoolean() ? "from" : "to", List.of("add.nope", "noise.", ".x", "x", "a.b.c")
                            .get(r.nextInt(5)));
                }
            }, r);
            case VERSION -> tree(seed, root -> {
                JsonNode[] versions = {F.numberNode(2), F.numberNode(99), F.numberNode(-1), F.numberNode(1.5),
                        F.textNode("1"), F.nullNode(), F.numberNode(Integer.MAX_VALUE), F.numberNode(0)};
                root.set("version", versions[r.nextInt(versions.length)]);
                if (r.nextInt(4) == 0) {
                    root.put("format", r.nextBoolean() ? "orogen.graph-fragment" : "other");
                }
            }, r);
            case HUGE_STRING -> tree(seed, root -> replaceRandom(root, r,
                    F.textNode("x".repeat(r.nextBoolean() ? 100_000 : 1_200_000))), r);
            case FRAGMENT_AS_GRAPH -> tree(seed, root -> {
                root.remove("metadata");
                root.put("format", "orogen.graph");
                root.set("exposed", F.arrayNode().add(F.objectNode().put("name", "x").put("node", "add")));
            }, r);
        };
    }

    private interface TreeEdit {
        void edit(ObjectNode root);
    }

    private static byte[] tree(byte[] seed, TreeEdit edit, SplittableRandom r) throws Exception {
        JsonNode root = PLAIN.readTree(seed);
        edit.edit((ObjectNode) root);
        return PLAIN.writeValueAsBytes(root);
    }

    private static ArrayNode array(ObjectNode root, String field) {
        return root.get(field) instanceof ArrayNode a ? a : null;
    }

    private static JsonNode randomValue(SplittableRandom r) {
        return switch (r.nextInt(9)) {
            case 0 -> F.nullNode();
            case 1 -> F.booleanNode(r.nextBoolean());
            case 2 -> F.numberNode(r.nextLong());
            case 3 -> F.numberNode(r.nextDouble() * 1e6);
            case 4 -> F.textNode("text");
            case 5 -> F.arrayNode().add(1).add("two");
            case 6 -> F.objectNode().put("id", "n").put("type", "noise.gradient");
            case 7 -> F.arrayNode().add(F.arrayNode().add(0.0).add(1.0)).add(F.arrayNode().add(1.0));
            default -> F.numberNode(new java.math.BigInteger("123456789012345678901234567890"));
        };
    }

    /** Replaces a random value anywhere in the tree (the root itself excepted). */
    private static void replaceRandom(JsonNode root, SplittableRandom r, JsonNode value) {
        JsonNode container = root;
        for (int depth = 0; depth < 6; depth++) {
            List<JsonNode> children = new ArrayList<>();
            container.elements().forEachRemaining(children::add);
            if (children.isEmpty()) {
                break;
            }
            int pick = r.nextInt(children.size());
            JsonNode child = children.get(pick);
            boolean stop = !child.isContainerNode() || child.isEmpty() || r.nextInt(3) == 0;
            if (stop) {
                if (container instanceof ObjectNode o) {
                    List<String> names = new ArrayList<>();
                    o.fieldNames().forEachRemaining(names::add);
                    o.set(names.get(pick), value);
                } else {
                    ((ArrayNode) container).set(pick, value);
                }
                return;
            }
            container = child;
        }
    }

    private static String preview(byte[] file) {
        String s = new String(file, StandardCharsets.UTF_8);
        return s.length() > 2000 ? s.substring(0, 2000) + "..." : s;
    }
}
