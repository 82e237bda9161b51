package org.orogen.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RendererChoiceTest {

    private static final String PROPERTY = "orogen.test.rendererChoice";

    @AfterEach
    void clear() {
        System.clearProperty(PROPERTY);
    }

    @Test
    void autoAsksTheRendererAndTheNamesForceIt() {
        assertTrue(RendererChoice.of(PROPERTY, "copy", "store", () -> true), "no value: auto");
        assertFalse(RendererChoice.of(PROPERTY, "copy", "store", () -> false));
        System.setProperty(PROPERTY, "auto");
        assertTrue(RendererChoice.of(PROPERTY, "copy", "store", () -> true));
        System.setProperty(PROPERTY, "copy");
        assertTrue(RendererChoice.of(PROPERTY, "copy", "store", () -> false));
        System.setProperty(PROPERTY, "store");
        assertFalse(RendererChoice.of(PROPERTY, "copy", "store", () -> true));
    }

    @Test
    void anyOtherValueIsRefusedWithTheChoices() {
        System.setProperty(PROPERTY, "Copy");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RendererChoice.of(PROPERTY, "copy", "store", () -> true));
        assertEquals("-D" + PROPERTY + "=Copy is not a choice: use auto (the default), copy or store", e.getMessage());
    }
}
