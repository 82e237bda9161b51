package org.orogen.shader;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The shader-compiler module's boundary (docs/architecture.md): code generation sees the model, never GL or UI. Checked on this module's own
 * classes ({@code target/classes}), not by package, since packages such as {@code org.orogen.preview}
 * span modules.
 */
class ArchitectureTest {

    private static final JavaClasses MODULE = new ClassFileImporter().importPath(Path.of("target", "classes"));

    @Test
    void compilerImportsNoGlOrUi() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage(
                "org.orogen.gl..",
                "org.orogen.bake..",
                "org.orogen.export..",
                "org.orogen.preview..",
                "org.orogen.cli..",
                "org.orogen.app..",
                "org.orogen.editor..",
                "org.orogen.bench..",
                "org.lwjgl..",
                "javafx..",
                "picocli..")
                .because("shader-compiler turns graphs into GLSL text: no GL runtime and no UI")
                .check(MODULE);
    }
}
