package dev.singletable.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processor refuses, at the annotation at fault, a chain of earlier versions that would leave
 * stored items unreadable: a version gap, an upcast of the wrong types or none, a previous version
 * that is not an {@code @EarlierVersion} record, and (with the layout lock) a version bump with no
 * path from a locked older version.
 */
class UpcastErrorsTest {
  @TempDir Path directory;

  @Test
  void previousVersionMustBeOneLess() {
    Compilation compilation = Sources.assertErrorAt("VersionGap",
        "[SingleTableVersionGap] VersionGap names GapV1 as its previous version: its version 1 must be one less"
            + " than 3", "version = 1)");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void upcastMustTakeThePreviousVersionAndReturnItsRecord() {
    Compilation compilation = Sources.assertErrorAt("UpcastWrongTypes",
        "[SingleTableUpcastWrongTypes] @Upcast method from of UpcastWrongTypes must be a non-private static method"
            + " taking WrongV1, its previous version, and returning UpcastWrongTypes; it is"
            + " `static UpcastWrongTypes from(String)`", "takes the wrong record");
    assertThat(compilation).hadErrorContaining("it is `private or not static UpcastWrongTypes fromInstance(WrongV1)`")
        .inFile(Sources.bad("UpcastWrongTypes")).onLineContaining("not static");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void previousVersionNeedsAnUpcast() {
    Compilation compilation = Sources.assertErrorAt("UpcastMissing",
        "[SingleTableUpcastMissing] UpcastMissing names MissingV1 as its previous version but declares no upcast"
            + " from it; add `@Upcast static UpcastMissing from(MissingV1 previous) { ... }`", "previous =");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void previousVersionMustBeAnEarlierVersionRecord() {
    Compilation compilation = Sources.assertErrorAt("NotAnEarlierVersion",
        "[SingleTableNotAnEarlierVersion] NotAnEarlierVersion names PlainV1 as its previous version, but it is not"
            + " a non-private, non-generic record annotated @EarlierVersion(version = 1)", "previous =");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void upcastWithoutPreviousVersionIsRefused() {
    Sources.assertErrorAt("StrayUpcast",
        "[SingleTableUpcastWrongTypes] @Upcast method from of StrayUpcast has no previous version to upcast from",
        "no previous version");
  }

  @Test
  void earlierVersionLayoutIsCheckedLikeAnEntity() {
    Sources.assertErrorAt("EarlierVersionBadTemplate",
        "[SingleTableUnknownPlaceholder] placeholder ${identifier}", "OLD#${identifier}");
  }

  @Test
  void earlierVersionsNeedAVersionAttribute() {
    JavaFileObject source = JavaFileObjects.forSourceString("bad.Unversioned", """
        package bad;

        import dev.singletable.annotation.EarlierVersion;
        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Upcast;

        @Entity(service = "shop", name = "unversioned", version = 2, versionAttribute = "",
            previous = UnversionedV1.class)
        @Pk(template = "U#${id}")
        public record Unversioned(String id) {
          @Upcast
          static Unversioned from(UnversionedV1 v1) {
            return new Unversioned(v1.id());
          }
        }

        @EarlierVersion(version = 1)
        @Pk(template = "U#${id}")
        record UnversionedV1(String id) {}
        """);

    Compilation compilation = Sources.compile(source);

    assertThat(compilation).hadErrorContaining("[SingleTableUpcastWithoutVersion] Unversioned names a previous"
        + " version, but its items carry no version attribute").inFile(source).onLineContaining("previous =");
    assertThat(compilation).hadErrorCount(1);
  }

  // The layout lock: a bump is accepted with a path from every locked version.

  private static JavaFileObject note(int version, String previous, String body) {
    return JavaFileObjects.forSourceString("com.example.notes.Note", """
        package com.example.notes;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;
        import dev.singletable.annotation.Upcast;

        @Entity(service = "notes", name = "note", version = %d%s)
        @Pk(template = "NOTE#${id}")
        @Sk(template = "#NOTE")
        public record Note(String id, String text, String author) {
          %s
        }
        """.formatted(version, previous, body));
  }

  private static final JavaFileObject NOTE_V1 = JavaFileObjects.forSourceString("com.example.notes.Note", """
      package com.example.notes;

      import dev.singletable.annotation.Entity;
      import dev.singletable.annotation.Pk;
      import dev.singletable.annotation.Sk;

      @Entity(service = "notes", name = "note")
      @Pk(template = "NOTE#${id}")
      @Sk(template = "#NOTE")
      public record Note(String id, String body) {}
      """);

  private static JavaFileObject noteV1Kept(String template) {
    return JavaFileObjects.forSourceString("com.example.notes.NoteV1", """
        package com.example.notes;

        import dev.singletable.annotation.EarlierVersion;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @EarlierVersion(version = 1)
        @Pk(template = "%s")
        @Sk(template = "#NOTE")
        public record NoteV1(String id, String body) {}
        """.formatted(template));
  }

  private static final String UPCAST = """
      @Upcast
        static Note from(NoteV1 v1) {
          return new Note(v1.id(), v1.body(), "unknown");
        }""";

  private Compilation compileLocked(JavaFileObject... sources) {
    Path lock = directory.resolve("singletable.lock");
    // The first compilation of each test starts the lock, on purpose.
    String create = "-Asingletable.lock.create=" + !Files.exists(lock);
    return Compiler.javac().withProcessors(new SingleTableProcessor())
        .withOptions("-Xlint:all,-processing", "-Asingletable.lock=" + lock, create)
        .compile(sources);
  }

  @Test
  void bumpWithoutPathFromTheLockedVersionIsRefused() {
    assertThat(compileLocked(NOTE_V1)).succeededWithoutWarnings();
    JavaFileObject bumped = note(2, "", "");

    Compilation compilation = compileLocked(bumped);

    assertThat(compilation).hadErrorContaining("[SingleTableNoUpcastPath] entity notes/note is version 2, but the"
        + " layout lock").inFile(bumped).onLineContaining("@Entity");
    assertThat(compilation).hadErrorContaining("holds version 1, whose stored items no earlier version of Note reads");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void bumpWithAnUpcastIsAcceptedAndKeepsBothEntries() throws IOException {
    assertThat(compileLocked(NOTE_V1)).succeededWithoutWarnings();
    String before = Files.readString(directory.resolve("singletable.lock"));

    Compilation compilation = compileLocked(note(2, ", previous = NoteV1.class", UPCAST), noteV1Kept("NOTE#${id}"));

    assertThat(compilation).succeededWithoutWarnings();
    String after = Files.readString(directory.resolve("singletable.lock"));
    String v1Entry = before.substring(before.indexOf("[notes/note v1]"), before.indexOf("[locked entities]"));
    assertThat(after).contains(v1Entry.strip());
    assertThat(after).contains("[locked entities]\nentity notes/note = v1 v2\n");
    assertThat(after).contains("[notes/note v2]\nattribute author = author string\n");
  }

  @Test
  void earlierVersionWhoseLayoutDiffersFromItsLockedEntryIsRefused() {
    assertThat(compileLocked(NOTE_V1)).succeededWithoutWarnings();
    JavaFileObject kept = noteV1Kept("NOTES#${id}");

    Compilation compilation = compileLocked(note(2, ", previous = NoteV1.class", UPCAST), kept);

    assertThat(compilation).hadErrorContaining("[SingleTableLayoutChanged] the storage layout of"
        + " com.example.notes.NoteV1 no longer matches its entry [notes/note v1]").inFile(kept)
        .onLineContaining("NOTES#");
    assertThat(compilation).hadErrorContaining("an @EarlierVersion record decodes the items its version stored");
  }
}
