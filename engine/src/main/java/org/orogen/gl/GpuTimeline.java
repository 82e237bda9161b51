package org.orogen.gl;

import static org.lwjgl.opengl.GL15.GL_QUERY_RESULT;
import static org.lwjgl.opengl.GL15.glDeleteQueries;
import static org.lwjgl.opengl.GL15.glGenQueries;
import static org.lwjgl.opengl.GL32.glGetInteger64;
import static org.lwjgl.opengl.GL33.GL_TIMESTAMP;
import static org.lwjgl.opengl.GL33.glGetQueryObjectui64;
import static org.lwjgl.opengl.GL33.glQueryCounter;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a pass's time goes on the GPU: marks in the command stream, each with the CPU time it was issued
 * at and, for GPU marks, the GPU time at which every command before it had completed (an OpenGL 3.3
 * timestamp query). Benchmarks use it to tell a GPU that works from one that waits for the CPU, which a
 * wall time cannot: a segment whose commands were issued after the GPU finished the one before it is time
 * the GPU spent idle. The queries themselves may delay the GPU slightly (each waits for what came
 * before), so compare the wall time with and without a timeline. A mark issued after the context's last flush
 * reaches the GPU only with the next flush (a fence wait's, say): its segment then includes that wait. GL
 * thread only; never on in exports.
 */
public final class GpuTimeline implements AutoCloseable {

    /** One mark: GPU marks have a query, CPU marks (a wait's end, say) none. */
    private record Mark(String label, long cpuNanos, int query) {
    }

    /**
     * A resolved mark, in microseconds since the timeline began: {@code issuedMicros} on the CPU, and
     * {@code doneMicros}, on the GPU's clock moved onto the CPU's, when the GPU had completed every command
     * issued before it (NaN for a CPU mark).
     */
    public record Point(String label, double issuedMicros, double doneMicros) {

        public boolean onGpu() {
            return !Double.isNaN(doneMicros);
        }
    }

    private final long cpuOrigin;
    /** GPU time at {@link #cpuOrigin}, in GPU nanoseconds. */
    private final long gpuOrigin;
    private final List<Mark> marks = new ArrayList<>();
    private final List<Integer> spare = new ArrayList<>();

    /** Starts a timeline now (GL thread): the GPU clock is read against the CPU's. */
    public GpuTimeline() {
        long before = System.nanoTime();
        long gpu = glGetInteger64(GL_TIMESTAMP);
        long after = System.nanoTime();
        this.cpuOrigin = before + (after - before) / 2;
        this.gpuOrigin = gpu;
    }

    /** A GPU mark: the query records when the GPU has completed everything issued before it. */
    public void mark(String label) {
        int query = spare.isEmpty() ? glGenQueries() : spare.removeLast();
        glQueryCounter(query, GL_TIMESTAMP);
        marks.add(new Mark(label, System.nanoTime(), query));
    }

    /** A CPU mark (no GPU time): when the GL thread got somewhere, such as the end of a wait. */
    public void markCpu(String label) {
        marks.add(new Mark(label, System.nanoTime(), 0));
    }

    /** Every mark so far, resolved (waits for the GPU to reach the last one), then forgets them. */
    public List<Point> drain() {
        List<Point> points = new ArrayList<>(marks.size());
        for (Mark mark : marks) {
            double issued = (mark.cpuNanos() - cpuOrigin) / 1e3;
            double done = Double.NaN;
            if (mark.query() != 0) {
                done = (glGetQueryObjectui64(mark.query(), GL_QUERY_RESULT) - gpuOrigin) / 1e3;
                spare.add(mark.query());
            }
            points.add(new Point(mark.label(), issued, done));
        }
        marks.clear();
        return points;
    }

    @Override
    public void close() {
        for (Mark mark : marks) {
            if (mark.query() != 0) {
                spare.add(mark.query());
            }
        }
        marks.clear();
        for (int query : spare) {
            glDeleteQueries(query);
        }
        spare.clear();
    }
}
