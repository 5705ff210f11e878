package dev.singletable.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A layout lock is started on purpose, never silently: a lock file that is missing or holds no
 * entry fails the compilation unless {@code -Asingletable.lock.create=true} starts a new one, so
 * that deleting or emptying the lock cannot let a changed layout compile and be locked anew.
 */
class LayoutLockCreationTest {
  @TempDir
  Path directory;

  private static JavaFileObject order(String skTemplate) {
    return JavaFileObjects.forSourceString("com.example.lock.Order", """
        package com.example.lock;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @Entity(service = "shop", name = "order")
        @Pk(template = "CUSTOMER#${customerId}")
        @Sk(template = "%s")
        public record Order(String customerId, String number) {}
        """.formatted(skTemplate));
  }

  private Path lock() {
    return directory.resolve("singletable.lock");
  }

  private Compilation compile(JavaFileObject source, String... extraOptions) {
    List<String> options = new ArrayList<>(List.of("-Xlint:all,-processing", "-Asingletable.lock=" + lock()));
    options.addAll(List.of(extraOptions));
    return Compiler.javac().withProcessors(new SingleTableProcessor()).withOptions(options).compile(source);
  }

  @Test
  void aMissingLockIsAnErrorAndWritesNothing() {
    Compilation compilation = compile(order("ORDER#${number}"));

    assertThat(compilation).hadErrorContaining("[SingleTableLockMissing]");
    assertThat(compilation).hadErrorContaining("-Asingletable.lock.create=true");
    assertThat(Files.exists(lock())).isFalse();
  }

  @Test
  void aLockEmptiedAfterItWasWrittenIsAnErrorAndAChangedTemplateIsNotLockedAnew() throws IOException {
    assertThat(compile(order("ORDER#${number}"), "-Asingletable.lock.create=true")).succeeded();
    Files.writeString(lock(), "");

    Compilation changed = compile(order("ORD#${number}"));

    assertThat(changed).hadErrorContaining("[SingleTableLockMissing]");
    assertThat(Files.readString(lock())).isEmpty();
  }

  @Test
  void theCreateOptionStartsALockThatLaterBuildsCheck() throws IOException {
    assertThat(compile(order("ORDER#${number}"), "-Asingletable.lock.create=true")).succeeded();
    assertThat(Files.readString(lock())).contains("[shop/order v1]");

    assertThat(compile(order("ORDER#${number}"))).succeeded();
    assertThat(compile(order("ORD#${number}"))).hadErrorContaining("[SingleTableLayoutChanged]");
  }

  private static JavaFileObject customer(String pkTemplate) {
    return JavaFileObjects.forSourceString("com.example.lock.Customer", """
        package com.example.lock;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @Entity(service = "shop", name = "customer")
        @Pk(template = "%s")
        @Sk(template = "#PROFILE")
        public record Customer(String customerId) {}
        """.formatted(pkTemplate));
  }

  private Compilation compile(List<JavaFileObject> sources, String... extraOptions) {
    List<String> options = new ArrayList<>(List.of("-Xlint:all,-processing", "-Asingletable.lock=" + lock()));
    options.addAll(List.of(extraOptions));
    return Compiler.javac().withProcessors(new SingleTableProcessor()).withOptions(options).compile(sources);
  }

  /** The lock without one entity's entry, everything else (the roster included) as written. */
  private void deleteEntry(String heading) throws IOException {
    StringBuilder kept = new StringBuilder();
    boolean skipping = false;
    for (String line : Files.readAllLines(lock())) {
      if (line.startsWith("[")) {
        skipping = line.equals(heading);
      }
      if (!skipping) {
        kept.append(line).append('\n');
      }
    }
    Files.writeString(lock(), kept.toString());
  }

  @Test
  void theRosterNamesEveryEntityAndVersionLocked() throws IOException {
    assertThat(compile(List.of(order("ORDER#${number}"), customer("CUSTOMER#${customerId}")),
        "-Asingletable.lock.create=true")).succeeded();

    assertThat(Files.readString(lock())).endsWith(
        "\n[locked entities]\nentity shop/customer = v1\nentity shop/order = v1\n");
  }

  @Test
  void anEntryDeletedFromALockThatHoldsOthersIsAnErrorAndAChangedTemplateIsNotLockedAnew() throws IOException {
    assertThat(compile(List.of(order("ORDER#${number}"), customer("CUSTOMER#${customerId}")),
        "-Asingletable.lock.create=true")).succeeded();
    deleteEntry("[shop/customer v1]");
    String deleted = Files.readString(lock());

    Compilation changed = compile(List.of(order("ORDER#${number}"), customer("CUST#${customerId}")));

    assertThat(changed).hadErrorContaining("[SingleTableLockEntryDeleted]");
    assertThat(changed).hadErrorContaining("[shop/customer v1]");
    assertThat(Files.readString(lock())).isEqualTo(deleted);
  }

  @Test
  void anEntryDeletedWithItsRosterLineIsLockedAnewOnPurpose() throws IOException {
    assertThat(compile(List.of(order("ORDER#${number}"), customer("CUSTOMER#${customerId}")),
        "-Asingletable.lock.create=true")).succeeded();
    deleteEntry("[shop/customer v1]");
    Files.writeString(lock(), Files.readString(lock()).replace("entity shop/customer = v1\n", ""));

    assertThat(compile(List.of(order("ORDER#${number}"), customer("CUST#${customerId}")))).succeeded();
    assertThat(Files.readString(lock())).contains("template primary.pk = \"CUST#${customerId:text}\"");
    assertThat(Files.readString(lock())).contains("entity shop/customer = v1");
  }

  @Test
  void aLockWrittenBeforeTheRosterGetsOneFromItsEntries() throws IOException {
    assertThat(compile(List.of(order("ORDER#${number}")), "-Asingletable.lock.create=true")).succeeded();
    String withoutRoster = Files.readString(lock()).replace("\n[locked entities]\nentity shop/order = v1\n", "");
    Files.writeString(lock(), withoutRoster);

    assertThat(compile(List.of(order("ORDER#${number}")))).succeeded();
    assertThat(Files.readString(lock())).endsWith("\n[locked entities]\nentity shop/order = v1\n");
  }
}
