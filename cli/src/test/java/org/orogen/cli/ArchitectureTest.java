package org.orogen.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The cli module's boundary (docs/architecture.md): the headless command line runs without JavaFX on its class path. Checked on this module's own
 * classes ({@code target/classes}), not by package, since packages such as {@code org.orogen.preview}
 * span modules.
 */
class ArchitectureTest {

    private static final JavaClasses MODULE = new ClassFileImporter().importPath(Path.of("target", "classes"));

    @Test
    void commandLineImportsNoJavaFxNorEditor() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage(
                "javafx..",
                "com.sun.javafx..",
                "atlantafx..",
                "org.testfx..",
                "org.orogen.editor..",
                "org.orogen.bench..")
                .because("the command line runs where no JavaFX is installed; the editor is found through EditorLauncher")
                .check(MODULE);
    }
}
