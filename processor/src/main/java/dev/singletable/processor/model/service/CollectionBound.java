package dev.singletable.processor.model.service;

import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The sort-key prefix every item of a collection has in a partition, which its query sends as
 * {@code begins_with} so that DynamoDB reads no item of another collection of the same partition (as
 * ElectroDB's collection queries do). It is the start the members' sort-key templates share: equal
 * literal text, placeholders that the partition key gives (the same component of it in every
 * member, rendered alike by each, so that the query renders them as each member's key does), and
 * then the characters the next literals share. Nothing bounds a collection whose members' sort keys
 * start with a component the partition key does not give, or that are stored as numbers or binary.
 *
 * @param components the names of the leading placeholders, in the first member's sort-key template;
 *     each is a component of the partition key
 * @param literalLength how many characters of the literal after the last of those placeholders (or
 *     of the template's first literal, when there are none) every member's sort key starts with
 */
public record CollectionBound(List<String> components, int literalLength) {

  /** Copies the list: the model is immutable. */
  public CollectionBound {
    components = List.copyOf(components);
  }

  /** Whether there is a prefix to send: false when the members share no leading text. */
  public boolean bounds() {
    return !components.isEmpty() || literalLength > 0;
  }

  /** The bound of a collection of {@code members}; the first member's sort-key template renders it. */
  static CollectionBound of(List<ServiceCollection.Member> members) {
    List<List<KeyTemplate.Segment>> templates = new ArrayList<>();
    for (ServiceCollection.Member member : members) {
      Optional<KeyModel> sk = member.index().sk();
      if (sk.isEmpty() || sk.get().typed()) {
        return new CollectionBound(List.of(), 0);
      }
      templates.add(sk.get().template().segments());
    }
    List<String> components = new ArrayList<>();
    int literalLength = 0;
    for (int i = 0; allHave(templates, i); i++) {
      int at = i;
      KeyTemplate.Segment first = templates.get(0).get(i);
      if (templates.stream().allMatch(segments -> segments.get(at) instanceof KeyTemplate.Literal)) {
        int common = commonStart(templates, i);
        literalLength = common;
        if (common < ((KeyTemplate.Literal) first).text().length()
            || !templates.stream().allMatch(segments -> segments.get(at).equals(first))) {
          break;
        }
      } else if (first instanceof KeyTemplate.Placeholder placeholder
          && templates.stream().allMatch(segments -> segments.get(at).equals(first))
          && givenByPartitionKey(members, placeholder.name())
          && SubCollection.renderedAlike(members, placeholder.name(), components.size())) {
        components.add(placeholder.name());
        literalLength = 0;
      } else {
        break;
      }
    }
    return new CollectionBound(components, literalLength);
  }

  private static boolean allHave(List<List<KeyTemplate.Segment>> templates, int i) {
    return templates.stream().allMatch(segments -> segments.size() > i);
  }

  /** The length of the text the literals at segment {@code i} of every template start with. */
  private static int commonStart(List<List<KeyTemplate.Segment>> templates, int i) {
    String common = ((KeyTemplate.Literal) templates.get(0).get(i)).text();
    for (List<KeyTemplate.Segment> segments : templates) {
      String text = ((KeyTemplate.Literal) segments.get(i)).text();
      int length = 0;
      while (length < common.length() && length < text.length() && common.charAt(length) == text.charAt(length)) {
        length++;
      }
      common = common.substring(0, length);
    }
    return common.length();
  }

  /** Whether {@code component} is the same component of the partition key in every member. */
  private static boolean givenByPartitionKey(List<ServiceCollection.Member> members, String component) {
    int position = members.get(0).index().pk().template().componentNames().indexOf(component);
    return position >= 0 && members.stream()
        .allMatch(member -> member.index().pk().template().componentNames().indexOf(component) == position);
  }
}
