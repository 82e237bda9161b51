package org.orogen.preview;

/**
 * Timings of one preview frame, milliseconds.
 *
 * @param bakeMillis    running the graph's program over the bake grid (0 when the frame reused the
 *                      previous bake, e.g. a camera move)
 * @param frameMillis   drawing the 3D view until its pixels were readable on the CPU
 * @param latencyMillis from the change that caused this frame (parameter edit, camera move) until
 *                      its pixels were readable on the CPU; includes compiling and queueing
 * @param compiled      true when the frame needed a new GL program (a structural change)
 * @param bakeGpuMillis GPU time of the graph's program pass of that bake (0 without a bake, NaN when
 *                      the driver's timer is not trustworthy)
 * @param rangeGpuMillis GPU time of the height range pass of that bake (0 without a bake)
 * @param drawGpuMillis GPU time of drawing the 3D view (sky, terrain, overlays, water)
 * @param drawnQuads    terrain quads drawn (after level of detail and culling)
 * @param evaluationPath how the graph's program ran: "compute" or "fragment"
 *                      ({@link org.orogen.gl.EvaluationPath})
 * @param stagesReused  earlier pass-plan stages of this frame's bake taken from the stage cache
 *                      (0 without a bake, or for a one-program graph)
 * @param stagesBaked   earlier pass-plan stages this frame's bake had to compute
 */
public record FrameStats(double bakeMillis, double frameMillis, double latencyMillis, boolean compiled,
                         double bakeGpuMillis, double rangeGpuMillis, double drawGpuMillis,
                         long drawnQuads, String evaluationPath, long stagesReused, long stagesBaked) {
}
