package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class BandPlanesTest {

    private static final HeightRange RANGE = new HeightRange(-10, 10, HeightRange.Source.DECLARED);

    @Test
    void eightBitMasksArePackedUpToEightABlockInOneDispatch() {
        List<String> masks = IntStream.range(0, 10).mapToObj(i -> "m" + i).toList();
        SampleBand band = SampleBand.withQuantizedPlanes(37, 5, masks, false);
        BandPlanes planes = BandPlanes.of(band, new SampleChannels(false, true).quantized(RANGE, 8), 10, -1);
        List<BandPlanes.Pack> packs = planes.packs();
        assertEquals(3, packs.size(), "16-bit heights, then masks 0-7 and 8-9: " + packs);
        BandPlanes.Pack first = packs.get(1);
        BandPlanes.Pack second = packs.get(2);
        assertEquals(BandPlanes.Kind.MASK8, first.kind());
        assertEquals(1, first.output());
        assertEquals(BandPlanes.MASKS_PER_PACK, first.outputs());
        assertEquals(1 + BandPlanes.MASKS_PER_PACK, second.output());
        assertEquals(2, second.outputs());
        long planeWords = planes.planeWords(BandPlanes.Kind.MASK8);
        assertEquals(first.word() + BandPlanes.MASKS_PER_PACK * planeWords, second.word(), "planes back to back");
        // Every mask still has its own plane (its own array), in order, where the packs write it.
        List<BandPlanes.Plane> maskPlanes = planes.planes().subList(1, 11);
        for (int m = 0; m < 10; m++) {
            assertSame(band.mask8(m), maskPlanes.get(m).target());
            assertEquals(first.word() + m * planeWords, maskPlanes.get(m).word());
        }
        assertEquals(8, planes.maskBits());
    }

    @Test
    void sixteenBitMasksHaveTwoSamplesAWordAndPlanesOfTheirOwn() {
        List<String> masks = List.of("a", "b", "c");
        SampleBand band = SampleBand.withQuantizedPlanes(37, 5, masks, false);
        BandPlanes planes = BandPlanes.of(band, new SampleChannels(false, true).quantized(RANGE, 16), 3, -1);
        BandPlanes.Pack pack = planes.packs().get(1);
        assertEquals(BandPlanes.Kind.MASK16, pack.kind());
        assertEquals(3, pack.outputs());
        assertEquals(5L * 19, planes.planeWords(BandPlanes.Kind.MASK16), "37 samples a row: 19 words");
        for (int m = 0; m < 3; m++) {
            assertSame(band.mask16(m), planes.planes().get(1 + m).target());
        }
        assertEquals(16, planes.maskBits());
    }

    @Test
    void floatMasksArePackedUpToEightABlockInOneDispatchAndHeightsReadOneTexture() {
        List<String> masks = IntStream.range(0, 10).mapToObj(i -> "m" + i).toList();
        SampleBand band = new SampleBand(37, 5, masks);
        BandPlanes planes = BandPlanes.of(band, SampleChannels.ALL, 10, -1);
        List<BandPlanes.Pack> packs = planes.packs();
        assertEquals(3, packs.size(), "height + gradient, then masks 0-7 and 8-9: " + packs);
        assertEquals(1, packs.get(0).outputs(), "height and gradient: channels of one texture");
        assertFalse(packs.get(0).acrossOutputs());
        assertEquals(List.of(BandPlanes.MASKS_PER_PACK, 2), List.of(packs.get(1).outputs(), packs.get(2).outputs()));
        assertEquals(List.of(1, 1 + BandPlanes.MASKS_PER_PACK), List.of(packs.get(1).output(), packs.get(2).output()));
        long planeWords = planes.planeWords(BandPlanes.Kind.FLOAT);
        List<BandPlanes.Plane> maskPlanes = planes.planes().subList(3, 13);
        for (int m = 0; m < 10; m++) {
            assertSame(band.mask(m), maskPlanes.get(m).target());
            assertEquals(packs.get(1).word() + m * planeWords, maskPlanes.get(m).word(), "planes back to back");
        }
        assertEquals(0, planes.maskBits());
    }
}
