package org.orogen.graph.catalog;

import java.util.List;

/**
 * Node definition files could not be loaded. Carries every problem found (not only the first),
 * each naming the file and what to fix.
 */
public class CatalogException extends RuntimeException {
    private final List<String> problems;

    public CatalogException(List<String> problems) {
        super(problems.size() + " problem(s) in node definitions:\n  " + String.join("\n  ", problems));
        this.problems = List.copyOf(problems);
    }

    public CatalogException(String problem, Throwable cause) {
        super(problem, cause);
        this.problems = List.of(problem);
    }

    public List<String> problems() {
        return problems;
    }
}
