package org.orogen.graph.io;

import org.junit.jupiter.api.Test;
import org.orogen.graph.SampleGraphs;

class WriterPreviewTest {
    @Test
    void print() {
        System.out.print(GraphWriter.toText(SampleGraphs.ridge()));
    }
}
