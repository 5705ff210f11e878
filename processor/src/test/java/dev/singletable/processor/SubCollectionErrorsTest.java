package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** Sub-collections the processor refuses, each reported at the {@code subCollection} value at fault. */
class SubCollectionErrorsTest {

  @Test
  void membersWhoseSortKeysStartWithDifferentLiteralsAreRefused() {
    Compilation compilation = Sources.assertErrorAt("SubCollectionNotShared",
        "[SingleTableSubCollectionNotShared] Task names sub-collection \"project\" of collection \"workspace\" with"
            + " sort key sk = \"TASK#${projectId}#${taskId}\", but its members' sort keys (project: sk ="
            + " \"PROJECT#${projectId}#HEAD\", task: sk = \"TASK#${projectId}#${taskId}\") do not start with the same"
            + " component",
        "      subCollection = \"project\")");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aSharedComponentThatTheMembersEscapeDifferentlyIsNoSharedComponent() {
    Sources.assertErrorAt("SubCollectionRenderedApart",
        "[SingleTableSubCollectionNotShared] Task names sub-collection \"project\" of collection \"workspace\" with"
            + " sort key sk = \"PROJECT#${projectId}#TASK/${taskId}\"",
        "      subCollection = \"project\")");
  }

  @Test
  void aSubCollectionWithoutItsCollectionIsRefused() {
    Sources.assertErrorAt("SubCollectionWithoutCollection",
        "[SingleTableSubCollectionWithoutCollection] Task names sub-collection \"open\" on index \"gsi1\", which"
            + " names no collection",
        "subCollection = \"open\"");
  }
}
