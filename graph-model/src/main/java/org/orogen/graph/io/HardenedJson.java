package org.orogen.graph.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;

/**
 * The one Jackson configuration used for every file the model reads (graphs, fragments, node
 * definitions). Files are shared between people, so reading is defensive:
 * <ul>
 *   <li>only the tree model is used — no data binding to classes, no polymorphic default
 *       typing, so a file can never choose which Java class gets instantiated;</li>
 *   <li>limits on document size, nesting depth, string, name and number length, so a hostile
 *       file fails fast with a diagnostic instead of exhausting memory or the stack;</li>
 *   <li>duplicate keys in an object are an error (the last one silently winning hides edits);</li>
 *   <li>NaN and Infinity literals are rejected (not JSON);</li>
 *   <li>big numbers are read exactly ({@code BigDecimal}) so range checks see the real value.</li>
 * </ul>
 */
public final class HardenedJson {
    /** Largest file accepted, in bytes (a graph of thousands of nodes is well under 1 MB). */
    public static final long MAX_DOCUMENT_BYTES = 16L * 1024 * 1024;
    /** Deepest nesting of arrays and objects accepted (graphs need fewer than 8 levels). */
    public static final int MAX_NESTING_DEPTH = 64;
    /** Longest string value accepted, in characters. */
    public static final int MAX_STRING_LENGTH = 1_000_000;
    /** Longest number literal accepted, in characters. */
    public static final int MAX_NUMBER_LENGTH = 64;
    /** Longest object key accepted, in characters. */
    public static final int MAX_NAME_LENGTH = 1_000;

    private static final JsonMapper MAPPER = createMapper();

    private HardenedJson() {
    }

    private static JsonMapper createMapper() {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxDocumentLength(MAX_DOCUMENT_BYTES)
                        .maxNestingDepth(MAX_NESTING_DEPTH)
                        .maxStringLength(MAX_STRING_LENGTH)
                        .maxNumberLength(MAX_NUMBER_LENGTH)
                        .maxNameLength(MAX_NAME_LENGTH)
                        .build())
                .streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(MAX_NESTING_DEPTH).build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        return JsonMapper.builder(factory)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();
    }

    /** The shared mapper (tree model only; never enable default typing on it). */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /**
     * Parses a whole document into a tree.
     *
     * @throws IOException with Jackson's location (line, column) on malformed JSON or a limit hit
     */
    public static JsonNode readTree(byte[] bytes) throws IOException {
        if (bytes.length > MAX_DOCUMENT_BYTES) {
            throw new IOException("file is " + bytes.length + " bytes; the limit is " + MAX_DOCUMENT_BYTES);
        }
        JsonNode node = MAPPER.readTree(bytes);
        if (node == null || node.isMissingNode()) {
            throw new IOException("file is empty; expected a JSON object");
        }
        return node;
    }

    /**
     * A one-line description of a parse failure: "line L, column C: message" when Jackson knows
     * the location, without echoing file content.
     */
    /** A location inside a Jackson message, with its source description (redacted, so of no use to a reader). */
    private static final java.util.regex.Pattern SOURCE_LOCATION =
            java.util.regex.Pattern.compile("\\[Source: .*?; line: (\\d+), column: (\\d+)]");

    public static String describe(IOException e) {
        if (e instanceof com.fasterxml.jackson.core.JsonProcessingException j) {
            String msg = j.getOriginalMessage();
            if (msg != null) {
                // Jackson names other places as "[Source: REDACTED (...); line: 1, column: 22]": keep the place.
                msg = SOURCE_LOCATION.matcher(msg).replaceAll("line $1, column $2");
            }
            if (msg != null && msg.length() > 200) {
                msg = msg.substring(0, 197) + "...";
            }
            if (j.getLocation() != null && j.getLocation().getLineNr() > 0) {
                return "line " + j.getLocation().getLineNr() + ", column " + j.getLocation().getColumnNr() + ": " + msg;
            }
            return msg;
        }
        return e.getMessage();
    }
}
