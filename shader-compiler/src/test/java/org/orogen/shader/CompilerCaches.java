package org.orogen.shader;

/** Lets tests and benchmarks outside this package compile as if for the first time. */
public final class CompilerCaches {
    private CompilerCaches() {
    }

    /** Forgets the emitted texts ({@link EmittedSources}): the next compile of any structure writes its text. */
    public static void forgetEmittedSources() {
        EmittedSources.clear();
    }
}
