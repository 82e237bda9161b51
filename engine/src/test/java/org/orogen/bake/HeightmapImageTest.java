package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HeightmapImageTest {

    @TempDir
    Path dir;

    @Test
    void r16IsSquareLittleEndianWithTheLastRowFirst() throws IOException {
        // 2x2: file rows top-down (north first): [1, 2], [65535, 0]; texels bottom-up.
        byte[] bytes = {1, 0, 2, 0, (byte) 0xff, (byte) 0xff, 0, 0};
        Path file = Files.write(dir.resolve("dem.r16"), bytes);
        HeightmapImage image = HeightmapImage.read(file);
        assertEquals(2, image.width());
        assertEquals(1f, image.texels()[0], 0f);
        assertEquals(0f, image.texels()[1], 0f);
        assertEquals(1 / 65535f, image.texels()[2], 0f);
        assertEquals(2 / 65535f, image.texels()[3], 0f);
    }

    @Test
    void badFilesSayWhatIsWrong() throws IOException {
        IOException odd = assertThrows(IOException.class,
                () -> HeightmapImage.read(Files.write(dir.resolve("odd.raw"), new byte[6])));
        assertTrue(odd.getMessage().contains("square"), odd.getMessage());
        IOException exr = assertThrows(IOException.class,
                () -> HeightmapImage.read(Files.write(dir.resolve("dem.exr"), new byte[4])));
        assertTrue(exr.getMessage().contains("16-bit PNG"), exr.getMessage());
        IOException missing = assertThrows(IOException.class, () -> HeightmapImage.read(dir.resolve("none.png")));
        assertTrue(missing.getMessage().contains("does not exist"), missing.getMessage());
    }
}
