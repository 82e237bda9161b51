package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ThermalBlockingTest {
    @Test
    void theGuaranteed32KiBGiveTilesOf32CellsWith8Steps() {
        ThermalBlocking b = ThermalBlocking.forSharedMemory(32768);
        assertEquals(new ThermalBlocking(32, 8), b);
        assertEquals(64, b.region());
        assertEquals(32768, b.sharedBytes());
    }

    @Test
    void moreSharedMemoryWidensTheTileUpToTheCap() {
        ThermalBlocking b = ThermalBlocking.forSharedMemory(49152);
        assertEquals(new ThermalBlocking(46, 8), b);
        assertTrue(b.sharedBytes() <= 49152, "fits: " + b.sharedBytes());
        assertEquals(ThermalBlocking.MAX_TILE, ThermalBlocking.forSharedMemory(1 << 20).tile());
    }

    @Test
    void lessThanTheOpenGlMinimumIsRefusedSayingWhatIsNeeded() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ThermalBlocking.forSharedMemory(16384));
        assertTrue(e.getMessage().contains("32768") && e.getMessage().contains("16384"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new ThermalBlocking(0, 8));
    }

    @Test
    void groupsCoverTheGridAndTheDefinesFollowTheVersionLine() {
        ThermalBlocking b = new ThermalBlocking(13, 5);
        assertEquals(6, b.groups(67));
        assertEquals(5, b.groups(65));
        assertEquals("#version 430 core\n#define TILE 13\n#define STEPS 5\nvoid main() {}\n",
                b.define("#version 430 core\nvoid main() {}\n"));
    }
}
