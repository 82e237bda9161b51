package org.orogen.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The three info-log dialects seen in the wild, and lines in none of them. */
class ShaderLogParserTest {

    @Test
    void mesaFormat() {
        List<ShaderLogEntry> entries = ShaderLogParser.parse(
                "0:12(5): error: `foo' undeclared\n0:3(1): warning: unused variable\n");
        assertEquals(List.of(new ShaderLogEntry(12, "error", "`foo' undeclared"),
                new ShaderLogEntry(3, "warning", "unused variable")), entries);
    }

    @Test
    void nvidiaFormat() {
        List<ShaderLogEntry> entries = ShaderLogParser.parse("0(27) : error C1008: undefined variable \"foo\"");
        assertEquals(List.of(new ShaderLogEntry(27, "error", "undefined variable \"foo\"")), entries);
    }

    @Test
    void prefixedFormatOfAmdIntelAndApple() {
        List<ShaderLogEntry> entries = ShaderLogParser.parse("ERROR: 0:8: 'foo' : undeclared identifier\r\n"
                + "WARNING: 0:2: extension not supported");
        assertEquals(List.of(new ShaderLogEntry(8, "error", "'foo' : undeclared identifier"),
                new ShaderLogEntry(2, "warning", "extension not supported")), entries);
    }

    @Test
    void unknownLinesAreKeptWithoutALine() {
        List<ShaderLogEntry> entries = ShaderLogParser.parse("error: linking with uncompiled shader\n\n");
        assertEquals(List.of(new ShaderLogEntry(-1, "error", "error: linking with uncompiled shader")), entries);
        assertEquals(List.of(), ShaderLogParser.parse(null));
    }
}
