package dev.singletable.processor.model.service;

import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.ExactNames;
import dev.singletable.processor.model.key.KeyEncoding;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A sub-collection of a service collection: the members naming it ({@code subCollection}) and the
 * leading part of the sort keys they share, which the generated step narrows by. That part is the
 * members' common literal text and placeholders from the start of their sort-key templates, up to
 * the last placeholder that every member renders alike (the same component, encoding, escaping and
 * casing)
 * and follows with a literal whose first character is the same: that delimiter ends the value, so a
 * prefix for {@code 12} never matches a key for {@code 123}. Members that share no placeholder share
 * the literal text their sort keys start with, up to its last delimiter ({@code $owned#managed#}, as
 * ElectroDB's sub-collection {@code managed} of collection {@code owned} renders it).
 *
 * @param name the sub-collection name, which names the generated step
 * @param members the members naming it, in the collection's order
 * @param components the component names of the shared leading placeholders, in template order; empty
 *     when the members share none (then they narrow by their shared literal text, or the checks report
 *     it)
 * @param literalLength how many characters of the literal after the last shared placeholder every
 *     member's sort key starts with; without shared placeholders, how many characters of their first
 *     literal they share, up to and including its last delimiter
 */
public record SubCollection(String name, List<ServiceCollection.Member> members, List<String> components,
    int literalLength) {

  /** Copies the lists: the model is immutable. */
  public SubCollection {
    members = List.copyOf(members);
    components = List.copyOf(components);
  }

  /**
   * Whether the members share something to narrow by: leading components, or literal text up to a
   * delimiter ({@code $owned#managed#}).
   */
  public boolean narrows() {
    return !components.isEmpty() || literalLength > 0;
  }

  /** The first member, whose sort-key template renders the shared prefix. */
  public ServiceCollection.Member first() {
    return members.get(0);
  }

  /** The sub-collection of {@code members}, with the leading components their sort keys share. */
  static SubCollection of(String name, List<ServiceCollection.Member> members) {
    List<String> components = new ArrayList<>();
    int literalLength = 0;
    List<List<KeyTemplate.Segment>> templates = new ArrayList<>();
    for (ServiceCollection.Member member : members) {
      Optional<KeyModel> sk = member.index().sk();
      if (sk.isEmpty()) {
        return new SubCollection(name, members, List.of(), 0);
      }
      templates.add(sk.get().template().segments());
    }
    for (int i = 0; allHave(templates, i); i++) {
      KeyTemplate.Segment segment = templates.get(0).get(i);
      if (!allEqual(templates, i)) {
        break;
      }
      if (segment instanceof KeyTemplate.Placeholder placeholder) {
        int common = commonLiteralAfter(templates, i);
        if (common == 0 || !renderedAlike(members, placeholder.name(), components.size())) {
          break;
        }
        components.add(placeholder.name());
        literalLength = common;
      }
    }
    if (components.isEmpty()) {
      literalLength = sharedLiteral(templates);
    }
    return new SubCollection(name, members, components, literalLength);
  }

  /**
   * How many characters of their first literal every template starts with, up to and including the
   * last delimiter (a character that is no letter or digit) of the text they share: ElectroDB's {@code
   * $owned#managed#} before {@code board_1} and {@code task_1}. The delimiter ends the shared text, so
   * that the prefix of {@code managed} never reads a member of {@code managedx}; 0 when there is none,
   * and when the members' first literals are all the same: they then part at a placeholder, which
   * they must share (else the checks report that they do not). A lone member (the sub-collection as
   * its first entity joins it) shares its own first literal.
   */
  private static int sharedLiteral(List<List<KeyTemplate.Segment>> templates) {
    if (!allHave(templates, 0) || templates.size() > 1 && allEqual(templates, 0)) {
      return 0;
    }
    String common = null;
    for (List<KeyTemplate.Segment> segments : templates) {
      if (segments.isEmpty() || !(segments.get(0) instanceof KeyTemplate.Literal literal)) {
        return 0;
      }
      String text = literal.text();
      if (common == null) {
        common = text;
      }
      int length = 0;
      while (length < common.length() && length < text.length() && common.charAt(length) == text.charAt(length)) {
        length++;
      }
      common = common.substring(0, length);
    }
    if (common == null) {
      return 0;
    }
    for (int end = common.length(); end > 0; end--) {
      if (!Character.isLetterOrDigit(common.charAt(end - 1))) {
        return end;
      }
    }
    return 0;
  }

  private static boolean allHave(List<List<KeyTemplate.Segment>> templates, int i) {
    return templates.stream().allMatch(segments -> segments.size() > i);
  }

  private static boolean allEqual(List<List<KeyTemplate.Segment>> templates, int i) {
    return templates.stream().allMatch(segments -> segments.get(i).equals(templates.get(0).get(i)));
  }

  /** The length of the text every template's literal after segment {@code i} starts with; 0 when one has none. */
  private static int commonLiteralAfter(List<List<KeyTemplate.Segment>> templates, int i) {
    String common = null;
    for (List<KeyTemplate.Segment> segments : templates) {
      if (segments.size() <= i + 1 || !(segments.get(i + 1) instanceof KeyTemplate.Literal literal)) {
        return 0;
      }
      if (common == null) {
        common = literal.text();
      } else {
        int length = 0;
        while (length < common.length() && length < literal.text().length()
            && common.charAt(length) == literal.text().charAt(length)) {
          length++;
        }
        common = common.substring(0, length);
      }
    }
    return common == null ? 0 : common.length();
  }

  /**
   * Whether every member renders the value of placeholder {@code position} the same way: the same
   * type and encoding, the same exact names, and for escaped text the same delimiters to escape.
   */
  static boolean renderedAlike(List<ServiceCollection.Member> members, String component, int position) {
    String shape = null;
    for (ServiceCollection.Member member : members) {
      Optional<AttributeModel> attribute = member.entity().attribute(component);
      if (attribute.isEmpty() || attribute.get().keyEncoding().isEmpty()) {
        return false;
      }
      KeyModel sk = member.index().sk().orElseThrow();
      KeyTemplate template = sk.template();
      KeyEncoding encoding = attribute.get().keyEncoding().get();
      Optional<List<String>> exact = ExactNames.of(template, position, attribute.get());
      String theirs = attribute.get().javaType() + "/" + encoding
          + attribute.get().padding().map(padding -> "/" + padding.width()).orElse("")
          + exact.map(names -> "/exact" + names).orElse("")
          + (encoding == KeyEncoding.TEXT && exact.isEmpty() ? "/escapes" + delimiters(template) : "")
          + (encoding == KeyEncoding.TEXT ? "/casing " + sk.casing() : "");
      if (shape != null && !shape.equals(theirs)) {
        return false;
      }
      shape = theirs;
    }
    return true;
  }

  /** The characters a template's text components escape: those of its literals that are no letter or digit. */
  private static Set<Character> delimiters(KeyTemplate template) {
    Set<Character> delimiters = new TreeSet<>();
    for (KeyTemplate.Segment segment : template.segments()) {
      if (segment instanceof KeyTemplate.Literal literal) {
        for (char c : literal.text().toCharArray()) {
          if (!Character.isLetterOrDigit(c)) {
            delimiters.add(c);
          }
        }
      }
    }
    return delimiters;
  }
}
