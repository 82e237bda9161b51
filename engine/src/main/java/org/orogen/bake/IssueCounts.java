package org.orogen.bake;

/**
 * What a {@link GlFieldSampler}'s bakes issued to the GL so far ({@link GlFieldSampler#issueCounts()}),
 * for benchmarks that ask whether a bake is bound by the CPU's submission.
 *
 * @param blocks      fixed blocks evaluated (every block of every band, range measurements included)
 * @param batches     batches they were evaluated in (one per block without batching)
 * @param evaluations compute dispatches or draws of field programs: a plan counts every stage of a block
 * @param barriers    memory barriers issued after them
 */
public record IssueCounts(long blocks, long batches, long evaluations, long barriers) {

    /** These counts less {@code earlier} ones: what was issued in between. */
    public IssueCounts minus(IssueCounts earlier) {
        return new IssueCounts(blocks - earlier.blocks, batches - earlier.batches,
                evaluations - earlier.evaluations, barriers - earlier.barriers);
    }
}
