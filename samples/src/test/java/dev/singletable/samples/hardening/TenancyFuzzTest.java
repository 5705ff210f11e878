package dev.singletable.samples.hardening;

import static dev.singletable.samples.hardening.QueryChecks.operation;
import static dev.singletable.samples.hardening.QueryChecks.query;
import static dev.singletable.samples.hardening.QueryChecks.show;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.operation.QueryOperation;
import dev.singletable.samples.CountingClient;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.hardening.KeyTuples.Tuple;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Tenancy under hostile key components: hundreds of crafted {@link TenantDoc} tuples from a seed (see
 * {@link KeyTuples}) are written, then read back by whole-partition, prefix, range, paged and
 * descending queries on the table and on the owner index. Every answer is compared with an
 * in-memory model by exact Java string equality: nothing of another tenant, owner or folder may
 * come back, and nothing written may be missing. Tuples that are not valid Unicode (a lone
 * surrogate anywhere) cannot be stored as they are, so they must be refused with {@link
 * InvalidValueException} before any request is sent, and so must reads with such values.
 *
 * <p>{@code -Dsingletable.fuzz.seed=N} replays a run, {@code -Dsingletable.fuzz.tuples=N} sizes it.
 * {@link #fuzz} runs the same checks through the async terminals.
 */
public class TenancyFuzzTest {
  private static final long SEED = Long.getLong("singletable.fuzz.seed", 0x7E4A47L);
  /**
   * 600 by default: the partitions, folders and owners the tuples are drawn from make some 4,400
   * queries whatever the count, and moto reads its whole table, in key order, for each query (10,000
   * tuples had not finished after twenty minutes on it); a deeper run sets the count.
   */
  private static final int TUPLES = Integer.getInteger("singletable.fuzz.tuples", 600);
  private static final int BATCH = BatchWrite.MAX_CHUNK;

  private final TenancyModel model = new TenancyModel();
  private final Violations violations = new Violations();
  private IntSupplier requests;
  private Terminals terminals;
  private Table rawTable;
  private TenancyService service;
  private TenantDocEntity docs;
  private Random random;
  private QueryChecks checks;

  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void noKeyTupleReadsOrOverwritesAnotherTenantsDocuments(SampleEngine engine) {
    Table table = Engines.newTable(engine, "tenancy", TenantDocEntity.SCHEMA);
    CountingClient counter = new CountingClient(engine.client());
    fuzz(engine.toString(), table, Table.of(counter, table.name()), counter::requests, Terminals.SYNC);
  }

  /**
   * Runs the fuzz on a fresh table of {@link TenantDocEntity}.
   *
   * @param engine the engine's name, for the report
   * @param table the table, read raw for the audit of what was stored
   * @param counted the same table, through clients whose requests {@code requests} counts
   * @param requests how many requests were sent so far through {@code counted}
   * @param terminals the terminals every operation is sent through
   */
  public static void fuzz(String engine, Table table, Table counted, IntSupplier requests, Terminals terminals) {
    new TenancyFuzzTest().run(engine, table, counted, requests, terminals);
  }

  private void run(String engine, Table table, Table counted, IntSupplier requests, Terminals terminals) {
    System.out.println("TenancyFuzzTest on " + engine + " (" + terminals + "): seed " + SEED + ", " + TUPLES
        + " tuples (replay with -Dsingletable.fuzz.seed=" + SEED + ")");
    KeyTuples tuples = new KeyTuples(SEED);
    random = new Random(SEED ^ 0x5DEECE66DL);
    checks = new QueryChecks(violations, random, terminals);
    rawTable = table;
    this.requests = requests;
    this.terminals = terminals;
    service = TenancyService.of(counted);
    docs = service.tenantDocs();

    long started = System.nanoTime();
    int refused = write(tuples.generate(TUPLES));
    long written = System.nanoTime();
    auditStoredItems();
    queryTenants(tuples);
    queryOwners(tuples);
    readWithUnstorableValues(tuples);
    long done = System.nanoTime();
    System.out.printf("TenancyFuzzTest on %s (%s): %d documents stored, %d tuples not storable; writes %d ms, "
        + "%d queries %d ms; %d requests%n", engine, terminals, model.all().size(), refused, (written - started) / 1_000_000,
        checks.queries(), (done - written) / 1_000_000, requests.getAsInt());

    assertTrue(violations.isEmpty(), "seed " + SEED + " on " + engine + " (" + terminals + "):" + violations.report());
  }

  // ----- writes

  /** Writes storable tuples in batches and each unstorable one alone; returns how many were unstorable. */
  private int write(List<Tuple> tuples) {
    List<TenantDoc> batch = new ArrayList<>();
    Set<List<String>> keys = new HashSet<>();
    int unstorable = 0;
    for (int serial = 0; serial < tuples.size(); serial++) {
      Tuple tuple = tuples.get(serial);
      TenantDoc doc = tuple.doc(serial);
      if (!tuple.storable()) {
        unstorable++;
        expectRefusal("put of " + show(doc), () -> terminals.put(docs.put(doc)));
        if (unstorable % 10 == 1) {
          expectRefusal("batch put of " + show(doc),
              () -> terminals.write(service.batchWrite().put(TenantDocEntity.SCHEMA, doc)));
        }
        continue;
      }
      // One batch must not name a key twice; a later write of a key goes to a later batch.
      if (batch.size() == BATCH || !keys.add(TenancyModel.key(doc))) {
        flush(batch);
        keys.clear();
        keys.add(TenancyModel.key(doc));
      }
      batch.add(doc);
      model.put(doc);
    }
    flush(batch);
    return unstorable;
  }

  private void flush(List<TenantDoc> batch) {
    if (batch.isEmpty()) {
      return;
    }
    BatchWrite write = service.batchWrite();
    try {
      for (TenantDoc doc : batch) {
        write.put(TenantDocEntity.SCHEMA, doc);
      }
      terminals.write(write).requireComplete();
    } catch (RuntimeException e) {
      violations.add("a batch of storable tuples failed", e + " in the batch of " + show(batch.get(0)));
    }
    batch.clear();
  }

  /** The action must throw InvalidValueException before sending anything. */
  private void expectRefusal(String what, Supplier<?> action) {
    int before = requests.getAsInt();
    try {
      Object result = action.get();
      if (result instanceof List<?> list && !list.isEmpty() || result instanceof Optional<?> one && one.isPresent()) {
        violations.add("a read with an unstorable value returned documents stored for other values (leak)",
            what + " returned " + shown(result));
      } else {
        violations.add("an unstorable value was sent, not refused", what + " returned " + shown(result));
      }
    } catch (InvalidValueException e) {
      if (requests.getAsInt() != before) {
        violations.add("an unstorable value was refused only after sending", what + ": " + e.getMessage());
      }
    } catch (RuntimeException e) {
      violations.add("an unstorable value failed with another exception than InvalidValueException", what + ": " + e);
    }
  }

  // ----- what was stored

  /** Every stored item is the last write of its tuple, under the keys the design renders, and none is missing. */
  private void auditStoredItems() {
    Map<List<String>, TenantDoc> expected = new HashMap<>();
    for (TenantDoc doc : model.all()) {
      expected.put(TenancyModel.key(doc), doc);
    }
    for (Map<String, AttributeValue> item : RawItems.scan(rawTable)) {
      TenantDoc doc;
      try {
        doc = TenantDocEntity.fromItem(item);
      } catch (RuntimeException e) {
        violations.add("a stored item does not decode", e.getMessage());
        continue;
      }
      TenantDoc want = expected.remove(TenancyModel.key(doc));
      if (want == null) {
        violations.add("a stored item was written by no storable tuple (or twice)", show(doc));
      } else if (!want.equals(doc)) {
        violations.add("a stored item is not the last write of its tuple", show(doc) + ", expected " + show(want));
      }
      checkRendered(item, "pk", TenancyModel.pk(doc));
      checkRendered(item, "sk", TenancyModel.sk(doc));
      checkRendered(item, "gsi1pk", TenancyModel.ownerPk(doc));
      checkRendered(item, "gsi1sk", TenancyModel.ownerSk(doc));
    }
    for (TenantDoc missing : expected.values()) {
      violations.add("a written document is not stored", show(missing));
    }
  }

  private void checkRendered(Map<String, AttributeValue> item, String field, String expected) {
    AttributeValue stored = item.get(field);
    String actual = stored == null ? null : stored.s();
    if (!Objects.equals(expected, actual)) {
      violations.add("a key is not rendered as the design specifies", field + " = " + Violations.show(actual)
          + ", expected " + Violations.show(expected));
    }
  }

  // ----- queries of the table

  private void queryTenants(KeyTuples tuples) {
    for (String tenant : tuples.tenants()) {
      if (!KeyTuples.wellFormed(tenant)) {
        continue;
      }
      String in = "primary(" + Violations.show(tenant) + ")";
      Predicate<TenantDoc> partition = d -> d.tenantId().equals(tenant);
      checks.run(query(in, () -> docs.query().primary(tenant)), model.primary(tenant, d -> true), partition, true);

      List<TenantDoc> mine = model.primary(tenant, d -> true);
      List<String> folders = folders(mine, tuples.folders());
      for (String folder : folders) {
        String at = in + ".folder(" + Violations.show(folder) + ")";
        Predicate<TenantDoc> inFolder = partition.and(d -> d.folder().equals(folder));
        List<TenantDoc> filed = model.primary(tenant, d -> d.folder().equals(folder));
        checks.run(query(at, () -> docs.query().primary(tenant).folder(folder)), filed, inFolder, true);
        String bound = bound(filed.stream().map(TenantDoc::docId).collect(Collectors.toList()), tuples);
        String op = pick(List.of("Gt", "Gte", "Lt", "Lte"));
        Predicate<String> range = TenancyModel.range(op, bound, false);
        checks.run(operation(at + ".docId" + op + "(" + Violations.show(bound) + ")", () -> docIdRange(
            docs.query().primary(tenant).folder(folder), op, bound)),
            model.primary(tenant, d -> d.folder().equals(folder) && range.test(d.docId())), inFolder, false);
        String other = bound(filed.stream().map(TenantDoc::docId).collect(Collectors.toList()), tuples);
        String low = TenancyModel.compareCodePoints(TenancyModel.rank(bound, false), TenancyModel.rank(other, false)) <= 0
            ? bound : other;
        String high = low == bound ? other : bound;
        checks.run(operation(at + ".docIdBetween(" + Violations.show(low) + ", " + Violations.show(high) + ")",
            () -> docs.query().primary(tenant).folder(folder).docIdBetween(low, high)),
            model.primary(tenant, d -> d.folder().equals(folder) && between(d.docId(), low, high, false)), inFolder, false);
        String start = cut(bound);
        checks.run(operation(at + ".docIdBeginsWith(" + Violations.show(start) + ")",
            () -> docs.query().primary(tenant).folder(folder).docIdBeginsWith(start)),
            model.primary(tenant, d -> d.folder().equals(folder) && d.docId().startsWith(start)), inFolder, false);
        checks.run(operation(at + ".docId(" + Violations.show(bound) + ")", () -> docs.query().primary(tenant).folder(folder).docId(bound)),
            model.primary(tenant, d -> d.folder().equals(folder) && d.docId().equals(bound)), inFolder, false);
      }
      String folder = bound(folders, tuples);
      String start = cut(folder);
      checks.run(operation(in + ".folderBeginsWith(" + Violations.show(start) + ")",
          () -> docs.query().primary(tenant).folderBeginsWith(start)),
          model.primary(tenant, d -> d.folder().startsWith(start)), partition.and(d -> d.folder().startsWith(start)), true);
      String op = pick(List.of("Gt", "Gte", "Lt", "Lte"));
      Predicate<String> range = TenancyModel.range(op, folder, true);
      checks.run(operation(in + ".folder" + op + "(" + Violations.show(folder) + ")", () -> folderRange(docs.query().primary(tenant), op, folder)),
          model.primary(tenant, d -> range.test(d.folder())), partition, true);
      String other = bound(folders, tuples);
      String low = TenancyModel.compareCodePoints(TenancyModel.rank(folder, true), TenancyModel.rank(other, true)) <= 0 ? folder : other;
      String high = low == folder ? other : folder;
      checks.run(operation(in + ".folderBetween(" + Violations.show(low) + ", " + Violations.show(high) + ")",
          () -> docs.query().primary(tenant).folderBetween(low, high)),
          model.primary(tenant, d -> between(d.folder(), low, high, true)), partition, false);
      if (!mine.isEmpty()) {
        TenantDoc one = pick(mine);
        Optional<TenantDoc> got = terminals.get(docs.get(one.tenantId(), one.folder(), one.docId()));
        if (!got.equals(Optional.of(one))) {
          violations.add("get returned another document", show(one) + " read as " + got.map(QueryChecks::show));
        }
      }
    }
  }

  // ----- queries of the owner index

  private void queryOwners(KeyTuples tuples) {
    for (String tenant : tuples.tenants()) {
      if (!KeyTuples.wellFormed(tenant)) {
        continue;
      }
      Set<String> owners = new TreeSet<>(TenancyModel.CODE_POINTS);
      for (TenantDoc doc : model.primary(tenant, d -> d.owner() != null)) {
        owners.add(doc.owner());
      }
      List<String> sample = new ArrayList<>(owners);
      Collections.shuffle(sample, random);
      sample = new ArrayList<>(sample.subList(0, Math.min(1, sample.size())));
      sample.add(pick(tuples.owners()));
      for (String owner : sample) {
        if (!KeyTuples.wellFormed(owner)) {
          continue;
        }
        String in = "byOwner(" + Violations.show(tenant) + ", " + Violations.show(owner) + ")";
        Predicate<TenantDoc> partition = d -> d.tenantId().equals(tenant) && owner.equals(d.owner());
        List<TenantDoc> owned = model.byOwner(tenant, owner, d -> true);
        checks.run(query(in, () -> docs.query().byOwner(tenant, owner)), owned, partition, true);
        List<String> folders = folders(owned, tuples.folders());
        String folder = folders.get(0);
        List<TenantDoc> filed = model.byOwner(tenant, owner, d -> d.folder().equals(folder));
        checks.run(query(in + ".folder(" + Violations.show(folder) + ")", () -> docs.query().byOwner(tenant, owner).folder(folder)),
            filed, partition.and(d -> d.folder().equals(folder)), true);
        String bound = bound(filed.stream().map(TenantDoc::docId).collect(Collectors.toList()), tuples);
        String op = pick(List.of("Gt", "Gte", "Lt", "Lte"));
        Predicate<String> docRange = TenancyModel.range(op, bound, false);
        checks.run(operation(in + ".folder(" + Violations.show(folder) + ").docId" + op + "(" + Violations.show(bound) + ")",
            () -> docIdRange(docs.query().byOwner(tenant, owner).folder(folder), op, bound)),
            model.byOwner(tenant, owner, d -> d.folder().equals(folder) && docRange.test(d.docId())),
            partition.and(d -> d.folder().equals(folder)), false);
        String other = bound(folders, tuples);
        String folderOp = pick(List.of("Gt", "Gte", "Lt", "Lte"));
        Predicate<String> folderRange = TenancyModel.range(folderOp, other, true);
        checks.run(operation(in + ".folder" + folderOp + "(" + Violations.show(other) + ")",
            () -> folderRange(docs.query().byOwner(tenant, owner), folderOp, other)),
            model.byOwner(tenant, owner, d -> folderRange.test(d.folder())), partition, true);
        String start = cut(other);
        checks.run(operation(in + ".folderBeginsWith(" + Violations.show(start) + ")",
            () -> docs.query().byOwner(tenant, owner).folderBeginsWith(start)),
            model.byOwner(tenant, owner, d -> d.folder().startsWith(start)), partition.and(d -> d.folder().startsWith(start)),
            false);
      }
    }
  }

  // ----- reads with values that cannot be stored

  private void readWithUnstorableValues(KeyTuples tuples) {
    String valid = "acme";
    for (String tenant : tuples.tenants()) {
      if (!KeyTuples.wellFormed(tenant)) {
        expectRefusal("primary(" + Violations.show(tenant) + ").list()", () -> terminals.list(docs.query().primary(tenant)));
        expectRefusal("get(" + Violations.show(tenant) + ", \"a\", \"1\")", () -> terminals.get(docs.get(tenant, "a", "1")));
        expectRefusal("byOwner(" + Violations.show(tenant) + ", \"ann\").list()", () -> terminals.list(docs.query().byOwner(tenant, "ann")));
      }
    }
    for (String owner : tuples.owners()) {
      if (!KeyTuples.wellFormed(owner)) {
        expectRefusal("byOwner(\"acme\", " + Violations.show(owner) + ").list()", () -> terminals.list(docs.query().byOwner(valid, owner)));
      }
    }
    for (String folder : tuples.folders()) {
      if (!KeyTuples.wellFormed(folder)) {
        expectRefusal("primary(\"?\").folder(" + Violations.show(folder) + ").list()",
            () -> terminals.list(docs.query().primary("?").folder(folder)));
        expectRefusal("primary(\"?\").folderGt(" + Violations.show(folder) + ").list()",
            () -> terminals.list(docs.query().primary("?").folderGt(folder)));
      }
    }
    for (String lone : KeyTuples.LONE_SURROGATES) {
      expectRefusal("primary(\"?\").folder(\"?\").docIdBeginsWith(" + Violations.show(lone) + ").list()",
          () -> terminals.list(docs.query().primary("?").folder("?").docIdBeginsWith(lone)));
    }
  }

  // ----- helpers

  private static QueryOperation<TenantDoc> docIdRange(Object step, String op, String bound) {
    if (step instanceof TenantDocEntity.PrimaryDocIdStep s) {
      return switch (op) {
        case "Gt" -> s.docIdGt(bound);
        case "Gte" -> s.docIdGte(bound);
        case "Lt" -> s.docIdLt(bound);
        default -> s.docIdLte(bound);
      };
    }
    TenantDocEntity.ByOwnerDocIdStep s = (TenantDocEntity.ByOwnerDocIdStep) step;
    return switch (op) {
      case "Gt" -> s.docIdGt(bound);
      case "Gte" -> s.docIdGte(bound);
      case "Lt" -> s.docIdLt(bound);
      default -> s.docIdLte(bound);
    };
  }

  private static QueryOperation<TenantDoc> folderRange(Object step, String op, String bound) {
    if (step instanceof TenantDocEntity.PrimaryFolderStep s) {
      return switch (op) {
        case "Gt" -> s.folderGt(bound);
        case "Gte" -> s.folderGte(bound);
        case "Lt" -> s.folderLt(bound);
        default -> s.folderLte(bound);
      };
    }
    TenantDocEntity.ByOwnerFolderStep s = (TenantDocEntity.ByOwnerFolderStep) step;
    return switch (op) {
      case "Gt" -> s.folderGt(bound);
      case "Gte" -> s.folderGte(bound);
      case "Lt" -> s.folderLt(bound);
      default -> s.folderLte(bound);
    };
  }

  private static boolean between(String value, String low, String high, boolean followedByDelimiter) {
    return TenancyModel.range("Gte", low, followedByDelimiter).test(value)
        && TenancyModel.range("Lte", high, followedByDelimiter).test(value);
  }

  /** A folder the documents are in, and one from the pool (maybe none of theirs); all storable. */
  private List<String> folders(List<TenantDoc> documents, List<String> pool) {
    List<String> folders = new ArrayList<>();
    if (!documents.isEmpty()) {
      folders.add(pick(documents).folder());
    }
    String any = pick(pool);
    folders.add(KeyTuples.wellFormed(any) ? any : "inbox");
    return folders.stream().distinct().collect(Collectors.toList());
  }

  /** A range bound: mostly a value that is there, else a crafted one; always storable. */
  private String bound(List<String> present, KeyTuples tuples) {
    String bound = !present.isEmpty() && random.nextInt(3) > 0 ? pick(present) : tuples.component(0, 0.02);
    return KeyTuples.wellFormed(bound) ? bound : "12";
  }

  /** A prefix of the value, cut between code points so that it stays storable. */
  private String cut(String value) {
    int codePoints = value.codePointCount(0, value.length());
    return value.substring(0, value.offsetByCodePoints(0, random.nextInt(codePoints + 1)));
  }

  private <T> T pick(List<T> values) {
    return values.get(random.nextInt(values.size()));
  }

  private static String shown(Object result) {
    if (result instanceof List<?> list && !list.isEmpty() && list.get(0) instanceof TenantDoc first) {
      return list.size() + " documents, the first " + show(first);
    }
    if (result instanceof Optional<?> one && one.isPresent() && one.get() instanceof TenantDoc doc) {
      return show(doc);
    }
    String text = String.valueOf(result);
    return text.length() > 120 ? text.substring(0, 120) + "..." : text;
  }
}
