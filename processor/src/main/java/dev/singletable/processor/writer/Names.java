package dev.singletable.processor.writer;

import com.squareup.javapoet.CodeBlock;
import dev.singletable.processor.model.JavaNames;
import java.util.List;
import java.util.Locale;

/** Spelling helpers for generated names and javadoc. */
public final class Names {
  private Names() {}

  /** {@code byType} -> {@code BY_TYPE}, {@code URLCodec} -> {@code URL_CODEC}, {@code gsi1} -> {@code GSI1}. */
  public static String upperSnake(String name) {
    StringBuilder snake = new StringBuilder(name.length() + 4);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (i > 0 && Character.isUpperCase(c)) {
        char before = name.charAt(i - 1);
        boolean wordStart = Character.isLowerCase(before) || Character.isDigit(before)
            || (i + 1 < name.length() && Character.isLowerCase(name.charAt(i + 1)) && Character.isUpperCase(before));
        if (wordStart) {
          snake.append('_');
        }
      }
      snake.append(Character.isLetterOrDigit(c) ? Character.toUpperCase(c) : '_');
    }
    return snake.toString().toUpperCase(Locale.ROOT);
  }

  /** {@code byType} -> {@code ByType}: a name as the start of a class name or after a verb. */
  public static String upperCamel(String name) {
    return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** {@code an {@code event}}, {@code a {@code customer}}: an entity name with its article, for javadoc. */
  public static String withArticle(String entityName) {
    boolean vowel = "aeiou".indexOf(Character.toLowerCase(entityName.charAt(0))) >= 0;
    return (vowel ? "an " : "a ") + code(entityName);
  }

  /**
   * Text as inline code in javadoc. {@code {@code}} reads best, but cannot hold unbalanced braces or
   * a comment end; such text is written as escaped HTML instead.
   */
  public static String code(String text) {
    if (!text.contains("*/") && !text.contains("@") && balanced(text)) {
      return "{@code " + text + "}";
    }
    StringBuilder html = new StringBuilder("<code>");
    for (char c : text.toCharArray()) {
      switch (c) {
        case '<' -> html.append("&lt;");
        case '>' -> html.append("&gt;");
        case '&' -> html.append("&amp;");
        case '@' -> html.append("&#64;");
        case '{' -> html.append("&#123;");
        case '}' -> html.append("&#125;");
        case '/' -> html.append("&#47;");
        default -> html.append(c);
      }
    }
    return html.append("</code>").toString();
  }

  private static boolean balanced(String text) {
    int depth = 0;
    for (char c : text.toCharArray()) {
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth < 0) {
        return false;
      }
    }
    return depth == 0;
  }

  /** Arguments separated by commas, each on its own line when there are more than {@code inline}. */
  public static CodeBlock arguments(List<CodeBlock> arguments, int inline) {
    if (arguments.size() <= inline) {
      return CodeBlock.join(arguments, ", ");
    }
    return CodeBlock.builder().add("\n").add(CodeBlock.join(arguments, ",\n")).build();
  }

  /**
   * A model name as a Java identifier in lower camel case: {@code order-history} and {@code
   * order_history} -> {@code orderHistory}, {@code PRReview} -> {@code prReview}; a keyword gets
   * {@code suffix}. The spelling is {@link JavaNames}', which the name checks use too.
   */
  public static String identifier(String text, String suffix) {
    return JavaNames.identifier(text, suffix);
  }
}
