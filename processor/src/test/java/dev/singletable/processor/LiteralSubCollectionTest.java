package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A sub-collection whose members part within their first literal text (ElectroDB's {@code
 * $owned#managed#board_1} and {@code $owned#managed#task_1}) compiles to a step without arguments
 * that narrows by the text they share up to its last delimiter.
 */
class LiteralSubCollectionTest {

  @Test
  void membersSharingOnlyLiteralTextGetAStepWithoutArguments() throws java.io.IOException {
    JavaFileObject boards = JavaFileObjects.forSourceString("com.example.Boards", """
        package com.example;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        final class Boards {
          @Entity(service = "boards", name = "board")
          @Pk(template = "$boards#userid_${userId}", collection = "owned", subCollection = "managed")
          @Sk(template = "$owned#managed#board_1#boardid_${boardId}")
          record Board(String userId, String boardId) {}

          @Entity(service = "boards", name = "task")
          @Pk(template = "$boards#userid_${userId}", collection = "owned", subCollection = "managed")
          @Sk(template = "$owned#managed#task_1#taskid_${taskId}")
          record Task(String userId, String taskId) {}
        }
        """);
    Compilation compilation = Sources.compile(boards);
    assertThat(compilation).succeeded();
    String generated = compilation.generatedSourceFile("com.example.BoardsService").orElseThrow()
        .getCharContent(true).toString().replaceAll("\\s+", "");
    assertTrue(generated.contains("managed(){"), generated);
    assertTrue(generated.contains("SortKeyPrefix.shared(MANAGED_PREFIX,15)"), generated);
  }

  @Test
  void membersSharingLiteralTextWithoutADelimiterStillDoNotCompile() {
    JavaFileObject boards = JavaFileObjects.forSourceString("com.example.Boards", """
        package com.example;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        final class Boards {
          @Entity(service = "boards", name = "board")
          @Pk(template = "USER#${userId}", collection = "owned", subCollection = "managed")
          @Sk(template = "MANAGEDBOARD_${boardId}")
          record Board(String userId, String boardId) {}

          @Entity(service = "boards", name = "task")
          @Pk(template = "USER#${userId}", collection = "owned", subCollection = "managed")
          @Sk(template = "MANAGEDTASK_${taskId}")
          record Task(String userId, String taskId) {}
        }
        """);
    Compilation compilation = Sources.compile(boards);
    assertThat(compilation).hadErrorContaining("[SingleTableSubCollectionNotShared]");
  }
}
