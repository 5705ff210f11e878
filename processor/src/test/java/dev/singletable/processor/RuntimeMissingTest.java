package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.annotation.Entity;
import java.io.File;
import java.net.URISyntaxException;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Without singletable-runtime on the class path the processor says so instead of generating code. */
class RuntimeMissingTest {

  @Test
  void anEntityCompiledWithoutTheRuntimeIsReportedAndNotGenerated() throws URISyntaxException {
    File annotations = new File(Entity.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    JavaFileObject source = JavaFileObjects.forSourceLines("good.Note",
        "package good;",
        "",
        "import dev.singletable.annotation.Entity;",
        "import dev.singletable.annotation.Pk;",
        "",
        "@Entity(service = \"notes\")",
        "@Pk(template = \"NOTE#${id}\")",
        "public record Note(String id) {}");
    Compilation compilation = Compiler.javac()
        .withProcessors(new SingleTableProcessor())
        .withClasspath(List.of(annotations))
        .compile(source);
    assertThat(compilation).hadErrorContaining("[SingleTableRuntimeMissing] good.Note was not generated:"
        + " singletable-runtime must be on the compile class path, and type"
        + " dev.singletable.runtime.internal.query.KeyQueryStep is not").inFile(source).onLineContaining("record Note");
    assertThat(compilation).hadErrorCount(1);
  }
}
