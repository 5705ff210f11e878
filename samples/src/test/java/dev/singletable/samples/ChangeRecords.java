package dev.singletable.samples;

import dev.singletable.runtime.stream.ChangeKind;
import dev.singletable.runtime.stream.ChangeRecord;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stream records built as a stream delivers them, for tests of typed changes without a database. */
public final class ChangeRecords {
  private ChangeRecords() {}

  /**
   * A record of an insert (no old image), a removal (no new image) or a modification.
   *
   * @param oldImage the old image, or null
   * @param newImage the new image, or null
   * @param keyFields the primary key attributes, taken from the new image, else from the old one
   */
  public static ChangeRecord of(Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage,
      String... keyFields) {
    Map<String, AttributeValue> image = newImage != null ? newImage : oldImage;
    Map<String, AttributeValue> keys = new LinkedHashMap<>();
    for (String field : keyFields) {
      keys.put(field, image.get(field));
    }
    return new ChangeRecord(oldImage == null ? ChangeKind.INSERT : newImage == null ? ChangeKind.REMOVE
        : ChangeKind.MODIFY, keys, oldImage, newImage, "7", null, false);
  }
}
