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
import java.util.Locale;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The layout lock ({@code -Asingletable.lock}) records every entity's storage layout by version and
 * fails the compilation, at the annotation value that states it, when a locked layout changes
 * without a version bump.
 */
class LayoutLockTest {
  @TempDir Path directory;

  /** The order entity with the parts of its layout these tests change. */
  private record Order(int version, String pk, int width, String statusName, String gsiPkField) {
    static final Order LOCKED = new Order(1, "CUSTOMER#${customerId}", 10, "st", "gsi1pk");

    JavaFileObject source() {
      return JavaFileObjects.forSourceString("com.example.lock.Order", String.format(Locale.ROOT, """
          package com.example.lock;

          import dev.singletable.annotation.Attribute;
          import dev.singletable.annotation.Entity;
          import dev.singletable.annotation.Gsi;
          import dev.singletable.annotation.Padded;
          import dev.singletable.annotation.Pk;
          import dev.singletable.annotation.Sk;

          @Entity(service = "shop", name = "order", version = %d)
          @Pk(template = "%s")
          @Sk(template = "ORDER#${number}")
          @Gsi(index = "gsi1", name = "byStatus", pk = "STATUS#${status}", sk = "ORDER#${number}",
              pkField = "%s")
          public record Order(
              String customerId,
              @Padded(%d) long number,
              @Attribute(name = "%s") String status) {}
          """, version, pk, gsiPkField, width, statusName));
    }
  }

  private static final JavaFileObject CUSTOMER = JavaFileObjects.forSourceString("com.example.lock.Customer", """
      package com.example.lock;

      import dev.singletable.annotation.Entity;
      import dev.singletable.annotation.Pk;
      import dev.singletable.annotation.Sk;

      @Entity(service = "shop", name = "customer")
      @Pk(template = "CUSTOMER#${customerId}")
      @Sk(template = "#PROFILE")
      public record Customer(String customerId, String email) {}
      """);

  private Path lock() {
    return directory.resolve("singletable.lock");
  }

  private Compilation compile(JavaFileObject source, String... extraOptions) {
    List<String> options = new ArrayList<>(List.of("-Xlint:all,-processing", "-Asingletable.lock=" + lock()));
    options.addAll(List.of(extraOptions));
    return Compiler.javac().withProcessors(new SingleTableProcessor()).withOptions(options).compile(source);
  }

  private String locked() throws IOException {
    return Files.readString(lock());
  }

  /** Compiles the locked order once, so that the lock holds its layout. */
  private String lockOrder() throws IOException {
    assertThat(compile(Order.LOCKED.source())).succeededWithoutWarnings();
    return locked();
  }

  @Test
  void firstCompilationWritesEachFactOfTheLayout() throws IOException {
    String text = lockOrder();
    assertThat(text).contains("[shop/order v1]\n");
    assertThat(text).contains("identity = __entity, __version\n");
    assertThat(text).contains("field primary.pk = pk\n");
    assertThat(text).contains("template primary.pk = \"CUSTOMER#${customerId:text}\"\n");
    assertThat(text).contains("template primary.sk = \"ORDER#${number:padded}\"\n");
    assertThat(text).contains("field gsi1.pk = gsi1pk\n");
    assertThat(text).contains("template gsi1.pk = \"STATUS#${status:text}\"\n");
    assertThat(text).contains("attribute status = st string\n");
    assertThat(text).contains("attribute number = number long\n");
    assertThat(text).contains("padded number = 10\n");
  }

  @Test
  void unchangedLayoutCompilesAndLeavesTheLockAsItWas() throws IOException {
    String before = lockOrder();
    assertThat(compile(Order.LOCKED.source())).succeededWithoutWarnings();
    assertThat(locked()).isEqualTo(before);
  }

  @Test
  void changedTemplateWithoutVersionBumpFailsAtTheTemplate() throws IOException {
    lockOrder();
    JavaFileObject changed = new Order(1, "CLIENT#${customerId}", 10, "st", "gsi1pk").source();
    Compilation compilation = compile(changed);
    assertThat(compilation).hadErrorContaining("[SingleTableLayoutChanged] the storage layout of"
            + " com.example.lock.Order no longer matches its entry [shop/order v1]")
        .inFile(changed).onLineContaining("@Pk(template");
    assertThat(compilation).hadErrorContaining("locked `template primary.pk = \"CUSTOMER#${customerId:text}\"`,"
        + " now `template primary.pk = \"CLIENT#${customerId:text}\"`");
    assertThat(compilation).hadErrorContaining("Bump @Entity(version = 2)");
    assertThat(compilation).hadErrorContaining("-Asingletable.lock.update=true");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void changedPaddingWidthWithoutVersionBumpFailsAtPadded() throws IOException {
    assertOneChangeAt(new Order(1, Order.LOCKED.pk(), 12, "st", "gsi1pk"),
        "locked `padded number = 10`, now `padded number = 12`", "@Padded(12)");
  }

  @Test
  void changedStoredNameWithoutVersionBumpFailsAtTheAttributeName() throws IOException {
    assertOneChangeAt(new Order(1, Order.LOCKED.pk(), 10, "state", "gsi1pk"),
        "locked `attribute status = st string`, now `attribute status = state string`", "@Attribute(name");
  }

  @Test
  void changedIndexFieldWithoutVersionBumpFailsAtTheField() throws IOException {
    assertOneChangeAt(new Order(1, Order.LOCKED.pk(), 10, "st", "gsi1partition"),
        "locked `field gsi1.pk = gsi1pk`, now `field gsi1.pk = gsi1partition`", "pkField");
  }

  /** Locks the order, then compiles a changed one: one error, the changed line, at that line. */
  private void assertOneChangeAt(Order order, String change, String line) throws IOException {
    lockOrder();
    JavaFileObject changed = order.source();
    Compilation compilation = compile(changed);
    assertThat(compilation).hadErrorContaining(change).inFile(changed).onLineContaining(line);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void changedLayoutWithVersionBumpButNoPathFromTheLockedVersionFails() throws IOException {
    String before = lockOrder();
    Compilation compilation = compile(new Order(2, "CLIENT#${customerId}", 10, "st", "gsi1pk").source());
    // The bump is accepted only with the locked version kept as an @EarlierVersion record and an
    // upcast (UpcastErrorsTest); without them, the stored items of version 1 would be unreadable.
    assertThat(compilation).hadErrorContaining("[SingleTableNoUpcastPath] entity shop/order is version 2");
    assertThat(compilation).hadErrorCount(1);
    assertThat(locked()).isEqualTo(before);
  }

  @Test
  void updateFlagRewritesTheEntryInsteadOfFailing() throws IOException {
    lockOrder();
    Compilation compilation = compile(new Order(1, "CLIENT#${customerId}", 10, "st", "gsi1pk").source(),
        "-Asingletable.lock.update=true");
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(locked()).contains("template primary.pk = \"CLIENT#${customerId:text}\"\n");
    assertThat(locked()).doesNotContain("CUSTOMER#");
    assertThat(compile(new Order(1, "CLIENT#${customerId}", 10, "st", "gsi1pk").source())).succeededWithoutWarnings();
  }

  @Test
  void newEntityIsAddedAndAnEntityNoLongerCompiledStaysWithAWarning() throws IOException {
    String before = lockOrder();
    Compilation compilation = compile(CUSTOMER);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningContaining("[SingleTableLockedEntityMissing] entity shop/order is in the"
        + " layout lock " + lock());
    assertThat(compilation).hadWarningCount(1);
    assertThat(locked()).contains(before.substring(before.indexOf("[shop/order v1]")).strip());
    assertThat(locked()).contains("[shop/customer v1]\n");
    assertThat(locked()).contains("template primary.sk = \"#PROFILE\"\n");
  }

  /** A ticket whose sort key is a single number placeholder, stored as a string or as a number. */
  private static JavaFileObject ticket(String skType) {
    return JavaFileObjects.forSourceString("com.example.lock.Ticket", String.format(Locale.ROOT, """
        package com.example.lock;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.KeyType;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @Entity(service = "desk", name = "ticket")
        @Pk(template = "QUEUE#${queue}")
        @Sk(template = "${number}"%s)
        public record Ticket(String queue, long number) {}
        """, skType));
  }

  @Test
  void storingAStringKeyAsANumberIsALayoutChange() throws IOException {
    assertThat(compile(ticket(""))).succeededWithoutWarnings();
    String before = locked();
    assertThat(before).doesNotContain("type primary");
    JavaFileObject changed = ticket(",\n    type = KeyType.NUMBER");
    Compilation compilation = compile(changed);
    assertThat(compilation).hadErrorContaining("[SingleTableLayoutChanged] the storage layout of"
        + " com.example.lock.Ticket no longer matches its entry [desk/ticket v1]")
        .inFile(changed).onLineContaining("type = KeyType.NUMBER");
    assertThat(compilation).hadErrorContaining("`type primary.sk = N`");
    assertThat(compile(changed, "-Asingletable.lock.update=true")).succeededWithoutWarnings();
    assertThat(locked()).contains("type primary.sk = N\n");
    assertThat(locked()).doesNotContain("type primary.pk");
    assertThat(compile(changed)).succeededWithoutWarnings();
  }

  /** A score board: its partition sharded, an index keyed by its own attributes. */
  private static JavaFileObject score(int shards, String sortAttributes) {
    return JavaFileObjects.forSourceString("com.example.lock.Score", String.format(Locale.ROOT, """
        package com.example.lock;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Gsi;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Shard;
        import dev.singletable.annotation.Sk;

        @Entity(service = "board", name = "score")
        @Pk(template = "GAME#${game}#${shard}")
        @Sk(template = "PLAYER#${player}")
        @Gsi(index = "byRegion", pkAttributes = {"region"},
            skAttributes = {%s})
        public record Score(String game, @Shard(%d) int shard, String player, String region, int points) {}
        """, sortAttributes, shards));
  }

  @Test
  void shardCountAndAttributeKeyedIndexAreLockedToo() throws IOException {
    assertThat(compile(score(4, "\"points\""))).succeededWithoutWarnings();
    assertThat(locked()).contains("shard shard = 4 from 0 by random\n");
    assertThat(locked()).contains("attributes byRegion.pk = region\n");
    assertThat(locked()).contains("attributes byRegion.sk = points\n");

    JavaFileObject moreShards = score(8, "\"points\"");
    assertThat(compile(moreShards)).hadErrorContaining("locked `shard shard = 4 from 0 by random`, now `shard shard = 8 from 0 by random`")
        .inFile(moreShards).onLineContaining("@Shard(8)");
    JavaFileObject otherSort = score(4, "\"points\", \"player\"");
    assertThat(compile(otherSort)).hadErrorContaining(
            "locked `attributes byRegion.sk = points`, now `attributes byRegion.sk = points, player`")
        .inFile(otherSort).onLineContaining("skAttributes");
  }

  @Test
  void withoutTheOptionNoLockIsReadOrWritten() throws IOException {
    Files.writeString(lock(), "[shop/order v1]\ntemplate primary.pk = \"SOMETHING#ELSE\"\n");
    Compilation compilation = Compiler.javac().withProcessors(new SingleTableProcessor())
        .withOptions("-Xlint:all,-processing").compile(Order.LOCKED.source());
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(locked()).isEqualTo("[shop/order v1]\ntemplate primary.pk = \"SOMETHING#ELSE\"\n");
    assertThat(Files.exists(Path.of("singletable.lock"))).isFalse();
  }

  @Test
  void aLocalIndexAddedToALockedEntityIsRefusedBecauseOnlyANewTableCanHaveIt() throws IOException {
    JavaFileObject before = JavaFileObjects.forSourceString("com.example.lock.Entry", """
        package com.example.lock;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @Entity(service = "ledger", name = "entry")
        @Pk(template = "ACCOUNT#${account}")
        @Sk(template = "ENTRY#${entry}")
        public record Entry(String account, String entry, String at) {}
        """);
    JavaFileObject after = JavaFileObjects.forSourceString("com.example.lock.Entry", """
        package com.example.lock;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Lsi;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @Entity(service = "ledger", name = "entry")
        @Pk(template = "ACCOUNT#${account}")
        @Sk(template = "ENTRY#${entry}")
        @Lsi(index = "lsi1", sk = "AT#${at}")
        public record Entry(String account, String entry, String at) {}
        """);
    assertThat(compile(before)).succeeded();
    Compilation changed = compile(after);
    assertThat(changed).hadErrorContaining("[SingleTableLsiAfterCreation] local secondary index \"lsi1\" of"
        + " com.example.lock.Entry is not in its locked layout").inFile(after).onLineContaining("@Lsi(");
    // Declared from the start, the index is locked with the entity and compiles from then on.
    Files.delete(lock());
    assertThat(compile(after)).succeeded();
    assertThat(compile(after)).succeeded();
    assertThat(locked()).contains("local lsi1 = lsi1sk");
  }
}
