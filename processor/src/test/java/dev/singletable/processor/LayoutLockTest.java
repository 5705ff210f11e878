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
    if (!Files.exists(lock())) {
      options.add("-Asingletable.lock.create=true"); // the first compilation of each test starts the lock
    }
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

  /** A reply whose unread state is stored as the given placeholder. */
  private static JavaFileObject reply(String placeholder) {
    return JavaFileObjects.forSourceString("com.example.lock.Reply", String.format(Locale.ROOT, """
        package com.example.lock;

        import dev.singletable.annotation.AbsentAs;
        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Pk;

        @Entity(service = "shop", name = "reply")
        @Pk(template = "REPLY#${replyId}")
        public record Reply(String replyId,
            @AbsentAs("%s") String viewed) {}
        """, placeholder));
  }

  @Test
  void aChangedPlaceholderWithoutVersionBumpFailsAtAbsentAs() throws IOException {
    assertThat(compile(reply("#"))).succeededWithoutWarnings();
    assertThat(locked()).contains("absent viewed = \"#\"\n");

    JavaFileObject changed = reply("-");
    Compilation compilation = compile(changed);

    assertThat(compilation).hadErrorContaining("locked `absent viewed = \"#\"`, now `absent viewed = \"-\"`")
        .inFile(changed).onLineContaining("@AbsentAs(\"-\")");
    assertThat(compilation).hadErrorCount(1);
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
    assertThat(locked()).contains(before.substring(before.indexOf("[shop/order v1]"), before.indexOf("[locked entities]")));
    assertThat(locked()).contains("[shop/customer v1]\n");
    assertThat(locked()).endsWith("[locked entities]\nentity shop/customer = v1\nentity shop/order = v1\n");
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

  /** Tempest's track, its keys escaped or stored as Tempest stores them. */
  private static JavaFileObject track(String unescaped) {
    return JavaFileObjects.forSourceString("com.example.lock.Track", String.format(Locale.ROOT, """
        package com.example.lock;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @Entity(service = "music", name = "track", typeAttribute = "", versionAttribute = ""%s)
        @Pk(template = "${album}", field = "partition_key")
        @Sk(template = "TRACK_${token}", field = "sort_key")
        public record Track(String album, String token) {}
        """, unescaped));
  }

  @Test
  void storingKeysWithoutEscapesIsALayoutChangeEitherWay() throws IOException {
    assertThat(compile(track(""))).succeededWithoutWarnings();
    assertThat(locked()).doesNotContain("keys =");
    JavaFileObject unescaped = track(",\n    unescapedKeys = true");
    assertThat(compile(unescaped)).hadErrorContaining("locked `(none)`, now `keys = unescaped`")
        .inFile(unescaped).onLineContaining("unescapedKeys = true");
    assertThat(compile(unescaped, "-Asingletable.lock.update=true")).succeededWithoutWarnings();
    assertThat(locked()).contains("keys = unescaped\n");
    assertThat(compile(unescaped)).succeededWithoutWarnings();
    assertThat(compile(track(""))).hadErrorContaining("locked `keys = unescaped`, now `(none)`");
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

  private static JavaFileObject product(int dimensions) {
    return JavaFileObjects.forSourceString("com.example.lock.Product", String.format(Locale.ROOT, """
        package com.example.lock;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.VectorDistance;
        import dev.singletable.annotation.VectorIndex;
        import java.util.List;

        @Entity(service = "catalogue", name = "product")
        @Pk(template = "PRODUCT#${sku}")
        @VectorIndex(index = "byEmbedding", vector = "embedding",
            dimensions = %d, distance = VectorDistance.COSINE)
        public record Product(String sku, List<Float> embedding) {}
        """, dimensions));
  }

  @Test
  void theDimensionsOfAVectorIndexAreLocked() throws IOException {
    assertThat(compile(product(8))).succeededWithoutWarnings();
    assertThat(locked()).contains("vector byEmbedding = embedding, 8 dimensions, COSINE\n");

    JavaFileObject wider = product(16);
    assertThat(compile(wider)).hadErrorContaining(
            "locked `vector byEmbedding = embedding, 8 dimensions, COSINE`, now `vector byEmbedding = embedding, 16"
                + " dimensions, COSINE`")
        .inFile(wider).onLineContaining("dimensions = 16");
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
  // A lock the processor cannot read fails the build at the file and line, and is left as it is:
  // read leniently, a damaged entry was skipped and the layout it locked could change unseen.

  /** The locked order's lock with {@code from} replaced by {@code to}, compiled: the refusal. */
  private Compilation compileWithLockEdited(String from, String to) throws IOException {
    String text = lockOrder();
    assertThat(text).contains(from);
    Files.writeString(lock(), text.replace(from, to));
    return compileLockedOrderAgainstDamagedLock();
  }

  /** Compiles the locked order and the changed one against the lock as it is: both are refused, the file kept. */
  private Compilation compileLockedOrderAgainstDamagedLock() throws IOException {
    byte[] before = Files.readAllBytes(lock());
    Compilation compilation = compile(Order.LOCKED.source());
    assertThat(compilation).failed();
    assertThat(compile(new Order(1, "CLIENT#${customerId}", 10, "st", "gsi1pk").source())).failed();
    assertThat(Files.readAllBytes(lock())).isEqualTo(before);
    return compilation;
  }

  /** The line of the lock file on which {@code text} first appears, counted from 1. */
  private int lineOf(String text) throws IOException {
    List<String> lines = Files.readAllLines(lock());
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(text)) {
        return i + 1;
      }
    }
    throw new AssertionError(text + " is not in the lock");
  }

  @Test
  void headingWithoutItsClosingBracketFailsAtItsLine() throws IOException {
    Compilation compilation = compileWithLockEdited("[shop/order v1]\n", "[shop/order v1\n");
    assertThat(compilation).hadErrorContaining("[SingleTableLockMalformed] " + lock() + ":" + lineOf("[shop/order v1")
        + ": `[shop/order v1` is not an entry heading");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void headingWithAVersionThatIsNoNumberFailsAtItsLine() throws IOException {
    Compilation compilation = compileWithLockEdited("[shop/order v1]\n", "[shop/order vX]\n");
    assertThat(compilation).hadErrorContaining("[SingleTableLockMalformed] " + lock() + ":" + lineOf("[shop/order vX]")
        + ": `[shop/order vX]` is not an entry heading");
  }

  @Test
  void headingWithAVersionWrittenOtherwiseFailsAtItsLine() throws IOException {
    // Read as version 1 under another heading, v01 would lock nothing and the entity would be locked anew.
    Compilation compilation = compileWithLockEdited("[shop/order v1]\n", "[shop/order v01]\n");
    assertThat(compilation).hadErrorContaining(lock() + ":" + lineOf("[shop/order v01]")
        + ": `[shop/order v01]` is not an entry heading");
  }

  @Test
  void bytesThatAreNotUtf8FailAtTheirLine() throws IOException {
    String text = lockOrder();
    int at = text.indexOf("field primary.pk");
    byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    byte[] damaged = new byte[bytes.length + 3];
    System.arraycopy(bytes, 0, damaged, 0, at);
    damaged[at] = (byte) 0xC3;
    damaged[at + 1] = (byte) 0x28;
    damaged[at + 2] = (byte) 0xFF;
    System.arraycopy(bytes, at, damaged, at + 3, bytes.length - at);
    Files.write(lock(), damaged);
    int line = (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    Compilation compilation = compileLockedOrderAgainstDamagedLock();
    assertThat(compilation).hadErrorContaining("[SingleTableLockNotText] " + lock() + ":" + line
        + ": the layout lock is not UTF-8 text");
  }

  @Test
  void controlCharactersFailAtTheirLine() throws IOException {
    Compilation compilation = compileWithLockEdited("padded number = 10\n", "padded number = 10\u0000\u0001\n");
    assertThat(compilation).hadErrorContaining("[SingleTableLockNotText] " + lock() + ":" + lineOf("padded number")
        + ": the layout lock holds control character U+0000");
  }

  @Test
  void aUtf16LockFailsAtItsFirstLine() throws IOException {
    String text = lockOrder();
    Files.write(lock(), ("\uFEFF" + text).getBytes(java.nio.charset.StandardCharsets.UTF_16LE));
    Compilation compilation = compileLockedOrderAgainstDamagedLock();
    assertThat(compilation).hadErrorContaining("[SingleTableLockNotText] " + lock() + ":1: the layout lock is"
        + " UTF-16 (it starts with a UTF-16 byte order mark)");
  }

  @Test
  void aFactOutsideAnyEntryFailsAtItsLine() throws IOException {
    String text = lockOrder();
    Files.writeString(lock(), "template primary.pk = \"CLIENT#${customerId:text}\"\n" + text);
    Compilation compilation = compileLockedOrderAgainstDamagedLock();
    assertThat(compilation).hadErrorContaining("[SingleTableLockMalformed] " + lock() + ":1: `template primary.pk ="
        + " \"CLIENT#${customerId:text}\"` comes before any entry heading");
  }

  @Test
  void aFactOfAnUnknownKindFailsAtItsLine() throws IOException {
    Compilation compilation = compileWithLockEdited("padded number = 10\n", "padded number = 10\ncolour number = red\n");
    assertThat(compilation).hadErrorContaining("[SingleTableLockMalformed] " + lock() + ":" + lineOf("colour number")
        + ": `colour number = red` is not a layout fact");
  }

  @Test
  void aLineWithoutItsEqualsSignFailsAtItsLine() throws IOException {
    Compilation compilation = compileWithLockEdited("padded number = 10\n", "padded number 10\n");
    assertThat(compilation).hadErrorContaining(lock() + ":" + lineOf("padded number 10")
        + ": `padded number 10` is not a layout fact");
  }

  @Test
  void aFactStatedTwiceInOneEntryFailsAtTheSecond() throws IOException {
    Compilation compilation = compileWithLockEdited("padded number = 10\n", "padded number = 10\npadded number = 12\n");
    assertThat(compilation).hadErrorContaining("[SingleTableLockMalformed] " + lock() + ":" + lineOf("padded number = 12")
        + ": `padded number` is stated again in entry [shop/order v1], first at line " + lineOf("padded number = 10"));
  }

  @Test
  void anEntryStatedTwiceFailsAtTheSecond() throws IOException {
    String text = lockOrder();
    String entry = text.substring(text.indexOf("[shop/order v1]"));
    Files.writeString(lock(), text + "\n" + entry.replace("CUSTOMER#", "CLIENT#"));
    int first = lineOf("[shop/order v1]");
    int second = first + entry.split("\n").length + 1;
    Compilation compilation = compileLockedOrderAgainstDamagedLock();
    assertThat(compilation).hadErrorContaining("[SingleTableLockMalformed] " + lock() + ":" + second
        + ": entry [shop/order v1] is stated again, first at line " + first);
  }

  @Test
  void anEntryWithoutFactsFailsAtItsHeading() throws IOException {
    String text = lockOrder();
    Files.writeString(lock(), text.substring(0, text.indexOf("[shop/order v1]")) + "[shop/order v1]\n");
    Compilation compilation = compileLockedOrderAgainstDamagedLock();
    assertThat(compilation).hadErrorContaining("[SingleTableLockMalformed] " + lock() + ":" + lineOf("[shop/order v1]")
        + ": entry [shop/order v1] states no fact");
  }

  @Test
  void crlfLineEndingsAndAUtf8ByteOrderMarkAreReadAsTheLockTheyHold() throws IOException {
    String text = lockOrder();
    Files.writeString(lock(), "\uFEFF" + text.replace("\n", "\r\n"));
    assertThat(compile(Order.LOCKED.source())).succeededWithoutWarnings();
    assertThat(locked()).isEqualTo(text);
    Files.writeString(lock(), "\uFEFF" + text.replace("\n", "\r\n"));
    JavaFileObject changed = new Order(1, "CLIENT#${customerId}", 10, "st", "gsi1pk").source();
    assertThat(compile(changed)).hadErrorContaining("locked `template primary.pk = \"CUSTOMER#${customerId:text}\"`")
        .inFile(changed).onLineContaining("@Pk(template");
  }

  @Test
  void anEmptyLockIsStartedOnlyOnPurpose() throws IOException {
    Files.writeString(lock(), "");
    assertThat(compile(Order.LOCKED.source())).hadErrorContaining("[SingleTableLockMissing]");
    assertThat(compile(Order.LOCKED.source(), "-Asingletable.lock.create=true")).succeededWithoutWarnings();
    assertThat(locked()).contains("[shop/order v1]\n");
  }
  /** The locked order under another {@code @Entity(name)}. */
  private static JavaFileObject orderNamed(String name) {
    return JavaFileObjects.forSourceString("com.example.lock.Order", String.format(Locale.ROOT, """
        package com.example.lock;

        import dev.singletable.annotation.Attribute;
        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Gsi;
        import dev.singletable.annotation.Padded;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @Entity(service = "shop",
            name = "%s")
        @Pk(template = "CUSTOMER#${customerId}")
        @Sk(template = "ORDER#${number}")
        @Gsi(index = "gsi1", name = "byStatus", pk = "STATUS#${status}", sk = "ORDER#${number}",
            pkField = "gsi1pk")
        public record Order(
            String customerId,
            @Padded(10) long number,
            @Attribute(name = "st") String status) {}
        """, name));
  }

  @Test
  void aRenamedEntityWhoseOldNameHoldsItsKeysFailsAtTheName() throws IOException {
    String before = lockOrder();
    JavaFileObject renamed = orderNamed("purchase");
    Compilation compilation = compile(renamed);
    assertThat(compilation).hadErrorContaining("[SingleTableLockedEntityRenamed] entity shop/purchase is not in the"
            + " layout lock " + lock() + ", and its primary key templates are those of shop/order")
        .inFile(renamed).onLineContaining("record Order(");
    assertThat(compilation).hadErrorCount(1);
    assertThat(locked()).isEqualTo(before);
    // Accepted on purpose (no item of the old name is stored), both entries stay.
    assertThat(compile(renamed, "-Asingletable.lock.update=true")).succeeded();
    assertThat(locked()).contains("[shop/purchase v1]\n");
    assertThat(locked()).contains("[shop/order v1]\n");
  }
}
