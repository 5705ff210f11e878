package dev.singletable.samples.hardening;

import dev.singletable.runtime.operation.IndexQuery;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.QueryOperation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Runs a {@link TenantDoc} query, through the sync or the async {@link Terminals}, several ways (a list, descending, page by page with a cursor) and compares
 * each answer with what the model expects, recording what differs in {@link Violations}: a document
 * outside the query's partition or prefix (a leak), a missing or unexpected one, a wrong order, an
 * over-full page, a walk that does not end.
 */
final class QueryChecks {
  private final Violations violations;
  private final Random random;
  private final Terminals terminals;
  private int queries;

  QueryChecks(Violations violations, Random random, Terminals terminals) {
    this.violations = violations;
    this.random = random;
    this.terminals = terminals;
  }

  /** How many answers were compared (a page walk counts each page). */
  int queries() {
    return queries;
  }

  /** A query built afresh for every run: query operations are mutable builders. */
  record Query(String label, Function<Terminals, List<TenantDoc>> list, IntFunction<QueryOperation<TenantDoc>> limited,
      Supplier<QueryOperation<TenantDoc>> descending) {}

  static Query query(String label, Supplier<? extends IndexQuery<TenantDoc, ?>> step) {
    return new Query(label, terminals -> terminals.list(step.get()), n -> step.get().limit(n), () -> step.get().descending());
  }

  static Query operation(String label, Supplier<QueryOperation<TenantDoc>> operation) {
    return new Query(label, terminals -> terminals.list(operation.get()), n -> operation.get().limit(n),
        () -> operation.get().descending());
  }

  /** Runs the query ascending, descending and, when {@code walk}, page by page with a cursor. */
  void run(Query query, List<TenantDoc> expected, Predicate<TenantDoc> belongs, boolean walk) {
    compare(query.label() + ".list()", expected, belongs, () -> query.list().apply(terminals));
    List<TenantDoc> reversed = new ArrayList<>(expected);
    Collections.reverse(reversed);
    if (walk || random.nextBoolean()) {
      compare(query.label() + ".descending().list()", reversed, belongs, () -> terminals.list(query.descending().get()));
    }
    if (walk) {
      int limit = pick(List.of(5, 7, 13, 50));
      boolean descending = random.nextBoolean();
      compare(query.label() + ".limit(" + limit + ")" + (descending ? ".descending()" : "") + " page by page",
          descending ? reversed : expected, belongs, () -> walk(query, limit, descending, expected.size()));
    }
  }

  private List<TenantDoc> walk(Query query, int limit, boolean descending, int expected) {
    List<TenantDoc> seen = new ArrayList<>();
    String cursor = null;
    // Generous: a walk that returns more than the model expects is reported by compare.
    for (int pages = 0; pages <= (expected + 100) / limit + 2; pages++) {
      QueryOperation<TenantDoc> operation = query.limited().apply(limit);
      if (descending) {
        operation.descending();
      }
      if (cursor != null) {
        operation.startAfter(cursor);
      }
      Page<TenantDoc> page = terminals.page(operation);
      queries++;
      if (page.items().size() > limit) {
        violations.add("a page holds more items than its limit", query.label() + ": " + page.items().size() + " > " + limit);
      }
      seen.addAll(page.items());
      cursor = page.cursor().orElse(null);
      if (cursor == null) {
        return seen;
      }
    }
    violations.add("a page walk does not end", query.label() + " with limit " + limit);
    return seen;
  }

  private void compare(String label, List<TenantDoc> expected, Predicate<TenantDoc> belongs, Supplier<List<TenantDoc>> run) {
    List<TenantDoc> actual;
    try {
      queries++;
      actual = run.get();
    } catch (RuntimeException e) {
      violations.add("a query of storable values failed", label + ": " + e);
      return;
    }
    for (TenantDoc doc : actual) {
      if (!belongs.test(doc)) {
        violations.add("a query returned a document of another tenant, owner or prefix (leak)", label + " returned " + show(doc));
        return;
      }
    }
    if (actual.equals(expected)) {
      return;
    }
    Set<TenantDoc> want = new LinkedHashSet<>(expected);
    Set<TenantDoc> got = new LinkedHashSet<>(actual);
    if (got.size() != actual.size()) {
      violations.add("a query returned a document twice", label);
    } else if (want.equals(got)) {
      violations.add("a query returned the right documents in the wrong order", label);
    } else {
      Set<TenantDoc> missing = new LinkedHashSet<>(want);
      missing.removeAll(got);
      Set<TenantDoc> extra = new LinkedHashSet<>(got);
      extra.removeAll(want);
      violations.add("a query's answer differs from the model", label + ": " + missing.size() + " missing (first "
          + missing.stream().findFirst().map(QueryChecks::show).orElse("-") + "), " + extra.size() + " unexpected (first "
          + extra.stream().findFirst().map(QueryChecks::show).orElse("-") + ")");
    }
  }

  private <T> T pick(List<T> values) {
    return values.get(random.nextInt(values.size()));
  }

  static String show(TenantDoc doc) {
    return "doc(" + Violations.show(doc.tenantId()) + ", " + Violations.show(doc.folder()) + ", "
        + Violations.show(doc.docId()) + ", owner " + Violations.show(doc.owner()) + ", #" + doc.serial() + ")";
  }
}
