package org.orogen.gl;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The engine module's boundary (docs/architecture.md): the GPU core shared by the command line and the editor has no UI toolkit and no CLI parser. Checked on this module's own
 * classes ({@code target/classes}), not by package, since packages such as {@code org.orogen.preview}
 * span modules.
 */
class ArchitectureTest {

    private static final JavaClasses MODULE = new ClassFileImporter().importPath(Path.of("target", "classes"));

    @Test
    void engineImportsNoUiNorCommandLine() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage(
                "javafx..",
                "com.sun.javafx..",
                "atlantafx..",
                "org.testfx..",
                "picocli..",
                "org.orogen.editor..",
                "org.orogen.cli..",
                "org.orogen.app..",
                "org.orogen.bench..")
                .because("the engine runs headless under the command line and the editor alike")
                .check(MODULE);
    }
}
