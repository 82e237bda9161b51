package org.orogen.graph;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The graph-model module's boundary (docs/architecture.md): the model sees no compiler, no GL and no UI. Checked on this module's own
 * classes ({@code target/classes}), not by package, since packages such as {@code org.orogen.preview}
 * span modules.
 */
class ArchitectureTest {

    private static final JavaClasses MODULE = new ClassFileImporter().importPath(Path.of("target", "classes"));

    @Test
    void modelImportsNoCompilerGlOrUi() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage(
                "org.orogen.shader..",
                "org.orogen.gl..",
                "org.orogen.bake..",
                "org.orogen.export..",
                "org.orogen.preview..",
                "org.orogen.cli..",
                "org.orogen.app..",
                "org.orogen.editor..",
                "org.orogen.bench..",
                "org.lwjgl..",
                "org.joml..",
                "javafx..",
                "picocli..")
                .because("graph-model depends on Jackson only: the model never sees the compiler, GL or UI")
                .check(MODULE);
    }
}
