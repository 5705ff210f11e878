package dev.singletable.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.lang.model.SourceVersion;

/**
 * How the names of a model (entity, collection, sub-collection and access-pattern names, which are
 * stored or written by people for DynamoDB, not for Java) become parts of generated Java names.
 *
 * <p>A name is split into words at every character that is not a letter or digit ({@code _},
 * {@code -}, {@code .}, {@code $}, spaces) and where its case changes ({@code pullRequest} is
 * {@code pull}, {@code Request}; {@code PRReview} is {@code PR}, {@code Review}); the words are then
 * joined in camel case with acronyms written as words: {@code pull_request} and {@code PullRequest}
 * both become {@code pullRequest}, {@code PRReview} becomes {@code prReview} and {@code PrReview}.
 * A name already in lower camel case is unchanged. Checks use the same spelling as writers, so that
 * two model names that would give one generated name are a compile error, not a silent rename.
 */
public final class JavaNames {
  private JavaNames() {}

  /**
   * A name in lower camel case, for a method: {@code pull_request} -> {@code pullRequest},
   * {@code PRReview} -> {@code prReview}, {@code byType} -> {@code byType}. A name with no letter or
   * digit gives the empty string.
   */
  public static String lowerCamel(String name) {
    StringBuilder camel = new StringBuilder(name.length());
    for (String word : words(name)) {
      if (camel.length() == 0) {
        camel.append(word.toLowerCase(Locale.ROOT));
      } else {
        appendCapitalised(camel, word);
      }
    }
    return camel.toString();
  }

  /**
   * A name in upper camel case, for a type or after a verb: {@code pull_request} -> {@code
   * PullRequest}, {@code PRReview} -> {@code PrReview}, {@code byType} -> {@code ByType}.
   */
  public static String upperCamel(String name) {
    StringBuilder camel = new StringBuilder(name.length());
    for (String word : words(name)) {
      appendCapitalised(camel, word);
    }
    return camel.toString();
  }

  /**
   * {@link #lowerCamel} as a Java identifier: a name that starts with a digit gets a leading
   * {@code _}, a keyword gets {@code suffix}.
   */
  public static String identifier(String name, String suffix) {
    String camel = lowerCamel(name);
    if (camel.isEmpty() || !Character.isJavaIdentifierStart(camel.codePointAt(0))) {
      camel = "_" + camel;
    }
    return SourceVersion.isKeyword(camel) ? camel + suffix : camel;
  }

  /**
   * The words of a name: runs of letters and digits, split where a lower-case letter or digit is
   * followed by an upper-case one ({@code byType}) and before the last capital of a run of capitals
   * that a lower-case letter follows ({@code PRReview}).
   */
  static List<String> words(String name) {
    List<String> words = new ArrayList<>();
    int start = -1;
    for (int i = 0; i < name.length(); i = name.offsetByCodePoints(i, 1)) {
      int c = name.codePointAt(i);
      if (!Character.isLetterOrDigit(c)) {
        if (start >= 0) {
          words.add(name.substring(start, i));
          start = -1;
        }
        continue;
      }
      if (start >= 0 && Character.isUpperCase(c)) {
        int before = name.codePointBefore(i);
        int next = i + Character.charCount(c);
        boolean lowerNext = next < name.length() && Character.isLowerCase(name.codePointAt(next));
        if (!Character.isUpperCase(before) || lowerNext) {
          words.add(name.substring(start, i));
          start = i;
        }
      }
      if (start < 0) {
        start = i;
      }
    }
    if (start >= 0) {
      words.add(name.substring(start));
    }
    return words;
  }

  private static void appendCapitalised(StringBuilder camel, String word) {
    int first = word.codePointAt(0);
    camel.appendCodePoint(Character.toUpperCase(first));
    camel.append(word.substring(Character.charCount(first)).toLowerCase(Locale.ROOT));
  }
}
