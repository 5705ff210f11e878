package dev.singletable.processor.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * ElectroDB's key format ({@code KeyLayout.ELECTRODB}): the template a key written as ElectroDB's
 * {@code composite} list (placeholders only) or {@code template} (any literal text) stands for. A
 * composite key is its lead ({@code $<service>} for a partition key, {@code [$<collection>[#<sub>]#|$]<entity>_<version>}
 * for a sort key) and {@code #<component>_${component}} for each component; a template is rendered as
 * it reads. ElectroDB folds the whole key, its literal text included, to the key's casing: so does
 * this, leaving the placeholders' names alone (their values are folded when keys are written).
 */
final class ElectroDbKeys {
  private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{[^}]*}");

  private ElectroDbKeys() {}

  /** The lead of a sort key: {@code $<entity>_<version>}, after {@code $<collection>[#<sub>]#} on a collection's index. */
  static String sortLead(String entity, int version, String collection, String subCollection) {
    String name = entity + "_" + version;
    if (collection.isEmpty()) {
      return "$" + name;
    }
    return "$" + collection + (subCollection.isEmpty() ? "" : "#" + subCollection) + "#" + name;
  }

  /** The lead of a partition key: {@code $<service>}, followed by the sort key's lead on an index without one. */
  static String partitionLead(String service, String sortLeadWithoutSortKey) {
    return "$" + service + sortLeadWithoutSortKey;
  }

  /**
   * The template the key stands for: composite form ({@code ${a}${b}}, or empty) after {@code lead},
   * template form as written; literal text folded to {@code casing} ({@code NONE}, {@code LOWER},
   * {@code UPPER}).
   */
  static String template(String written, String lead, String casing) {
    if (!composite(written)) {
      return foldLiterals(written, casing);
    }
    StringBuilder template = new StringBuilder(fold(lead, casing));
    for (String name : names(written)) {
      template.append(fold("#" + name + "_", casing)).append("${").append(name).append('}');
    }
    return template.toString();
  }

  /** Whether the key is written in composite form (its components only), which gets a lead. */
  static boolean composite(String written) {
    return PLACEHOLDER.matcher(written).replaceAll("").isEmpty();
  }

  private static List<String> names(String written) {
    List<String> names = new ArrayList<>();
    Matcher matcher = PLACEHOLDER.matcher(written);
    while (matcher.find()) {
      String placeholder = matcher.group();
      names.add(placeholder.substring(2, placeholder.length() - 1));
    }
    return names;
  }

  private static String foldLiterals(String written, String casing) {
    StringBuilder folded = new StringBuilder();
    Matcher matcher = PLACEHOLDER.matcher(written);
    int end = 0;
    while (matcher.find()) {
      folded.append(fold(written.substring(end, matcher.start()), casing)).append(matcher.group());
      end = matcher.end();
    }
    return folded.append(fold(written.substring(end), casing)).toString();
  }

  private static String fold(String text, String casing) {
    return switch (casing) {
      case "LOWER" -> text.toLowerCase(Locale.ROOT);
      case "UPPER" -> text.toUpperCase(Locale.ROOT);
      default -> text;
    };
  }
}
