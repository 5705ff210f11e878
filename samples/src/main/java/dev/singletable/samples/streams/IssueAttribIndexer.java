package dev.singletable.samples.streams;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.stream.ChangeHandler;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Seed 002: keeps the Issue Attrib Index table in step with the issue table, exactly as the seed's
 * Lambda logic lists it. An insert indexes every custom field of the new issue; a removal removes
 * the index rows of every custom field of the old one; a modification removes the rows of fields
 * only the old issue has, inserts those of fields only the new one has, and replaces the rows of
 * fields both have whose value or issue number changed (the sort key holds both, so the row moves).
 * Numbers sort as six-digit zero-padded text, as in the seed ({@code 000042}).
 */
public final class IssueAttribIndexer implements ChangeHandler<IssueDocumentsService.Change> {
  private final Table indexTable;

  /**
   * An indexer writing to the index table.
   *
   * @param indexTable the Issue Attrib Index table
   */
  public IssueAttribIndexer(Table indexTable) {
    this.indexTable = indexTable;
  }

  @Override
  public void handle(IssueDocumentsService.Change change) {
    if (!(change instanceof IssueDocumentsService.IssueChange issueChange)) {
      return;
    }
    Map<String, IssueAttrib> before = rows(issueChange.oldValue().orElse(null));
    Map<String, IssueAttrib> after = rows(issueChange.newValue().orElse(null));
    BatchWrite writes = BatchWrite.of(indexTable);
    switch (change.kind()) {
      case INSERT -> after.values().forEach(row -> writes.put(IssueAttribEntity.SCHEMA, row));
      case REMOVE -> before.values().forEach(row -> writes.delete(IssueAttribEntity.SCHEMA, key(row)));
      case MODIFY -> {
        boolean numChanged = issueChange.changed(IssueDocumentsService.IssueChange.Field.NUM);
        for (Map.Entry<String, IssueAttrib> old : before.entrySet()) {
          IssueAttrib now = after.get(old.getKey());
          if (now == null || numChanged || !now.value().equals(old.getValue().value())) {
            writes.delete(IssueAttribEntity.SCHEMA, key(old.getValue()));
          }
        }
        for (Map.Entry<String, IssueAttrib> now : after.entrySet()) {
          IssueAttrib old = before.get(now.getKey());
          if (old == null || numChanged || !now.getValue().value().equals(old.value())) {
            writes.put(IssueAttribEntity.SCHEMA, now.getValue());
          }
        }
      }
    }
    if (writes.size() > 0) {
      writes.execute().requireComplete();
    }
  }

  /**
   * The index rows of one issue: one per custom field.
   *
   * @param issue the issue, null for none
   * @return the rows by attribute definition id
   */
  public static Map<String, IssueAttrib> rows(Issue issue) {
    Map<String, IssueAttrib> rows = new LinkedHashMap<>();
    if (issue == null || issue.customFields() == null) {
      return rows;
    }
    issue.customFields().forEach((attrib, value) ->
        rows.put(attrib, new IssueAttrib(attrib, sortText(value), issue.num(), issue.issueId())));
    return rows;
  }

  private static dev.singletable.runtime.Key<IssueAttrib> key(IssueAttrib row) {
    return IssueAttribEntity.key(row.attribId(), row.value(), row.num());
  }

  /** A field value as it sorts in the index: numbers as six zero-padded digits, the rest as text. */
  private static String sortText(Object value) {
    if (value instanceof BigDecimal number) {
      return String.format("%06d", number.longValueExact());
    }
    return String.valueOf(value);
  }
}
