package dev.singletable.processor.lock;

import dev.singletable.processor.diagnostics.Message;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads the layout lock file strictly: every line is a comment, a blank, an entry heading {@code
 * [service/name vN]} or a fact {@code <kind> <subject> = <value>} of a kind the writer writes, each
 * entry and each fact of an entry once. Whatever else the file holds (bytes that are not UTF-8,
 * control characters, a heading or fact that does not read, a repeated entry) is a problem at its
 * line: a lenient reader would skip it, and the layout it locked could then change unseen. A UTF-8
 * byte order mark and CRLF line ends are read as the lock they hold; an empty file holds no entry.
 */
final class LayoutLockFile {
  private static final Pattern HEADING = Pattern.compile("\\[(\\S(?:.*\\S)?/\\S(?:.*\\S)?) v(-?(?:0|[1-9][0-9]{0,9}))]");
  /** The keys of the facts the writer writes (LayoutLockWriter.lines). */
  private static final Pattern FACT = Pattern.compile(
      "identity|keys|layout|(?:field|template|type|attributes|casing) \\S+\\.(?:pk|sk)"
          + "|(?:local|shard|attribute|padded|absent|unique|keys|vector) \\S+");
  private static final String SEPARATOR = " = ";
  /**
   * The heading of the roster: one fact {@code entity <service/name> = v1 v2} per entity ever locked,
   * with every version locked, so that an entry deleted on its own is told from an entity new to the
   * lock.
   */
  static final String ROSTER = "[locked entities]";
  /** A fact of the roster. */
  private static final Pattern ROSTER_FACT = Pattern.compile("entity \\S+/\\S+");
  /** The value of a roster fact: the versions locked. */
  private static final Pattern ROSTER_VERSIONS = Pattern.compile("v-?(?:0|[1-9][0-9]{0,9})(?: v-?(?:0|[1-9][0-9]{0,9}))*");

  private LayoutLockFile() {}

  /** A lock that cannot be read: each problem's text names the file and line. */
  static final class Malformed extends Exception {
    private static final long serialVersionUID = 1L;
    private final List<String> problems;

    Malformed(List<String> problems) {
      super(String.join("\n", problems));
      this.problems = List.copyOf(problems);
    }

    /** The problems, each a full message. */
    List<String> problems() {
      return problems;
    }
  }

  /**
   * The entries of a lock file.
   *
   * @param file the file, for messages
   * @param bytes its content
   * @return each entry's facts as written, by heading, in file order
   * @throws Malformed when any line cannot be read
   */
  static Map<String, List<String>> read(Path file, byte[] bytes) throws Malformed {
    List<String> problems = new ArrayList<>();
    String text = decode(file, bytes, problems);
    if (text == null) {
      throw new Malformed(problems);
    }
    Map<String, List<String>> entries = new LinkedHashMap<>();
    Map<String, Integer> headingLines = new HashMap<>();
    Map<String, Integer> factLines = new HashMap<>();
    String heading = null;
    int headingLine = 0;
    boolean headed = false;
    String[] lines = text.split("\r\n|\r|\n", -1);
    for (int i = 0; i < lines.length; i++) {
      int number = i + 1;
      String line = lines[i].strip();
      int control = firstControl(line);
      if (control >= 0) {
        problems.add(Message.LOCK_NOT_TEXT.format(file, number,
            String.format(Locale.ROOT, "holds control character U+%04X", control)));
        continue;
      }
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (line.startsWith("[")) {
        empty(file, heading, headingLine, entries, problems);
        heading = null;
        headed = true;
        if (!line.equals(ROSTER) && (!HEADING.matcher(line).matches() || !fitsAnInt(line))) {
          problems.add(Message.LOCK_BAD_HEADING.format(file, number, line));
          continue;
        }
        Integer first = headingLines.putIfAbsent(line, number);
        if (first != null) {
          problems.add(Message.LOCK_DUPLICATE_ENTRY.format(file, number, line, first));
          continue;
        }
        heading = line;
        headingLine = number;
        entries.put(heading, new ArrayList<>());
        factLines.clear();
        continue;
      }
      int split = line.indexOf(SEPARATOR);
      String key = split < 0 ? line : line.substring(0, split);
      boolean inRoster = ROSTER.equals(heading);
      if (split <= 0 || !(inRoster ? ROSTER_FACT.matcher(key).matches()
              && ROSTER_VERSIONS.matcher(line.substring(split + SEPARATOR.length())).matches() && fitsInts(line)
              : FACT.matcher(key).matches())
          || line.substring(split + SEPARATOR.length()).isBlank()) {
        problems.add(Message.LOCK_BAD_FACT.format(file, number, line));
      } else if (!headed) {
        problems.add(Message.LOCK_OUTSIDE_ENTRY.format(file, number, line));
      } else if (heading != null) {
        // (The facts after an unreadable or repeated heading are not reported again.)
        Integer first = factLines.putIfAbsent(key, number);
        if (first != null) {
          problems.add(Message.LOCK_DUPLICATE_FACT.format(file, number, key, heading, first));
        } else {
          entries.get(heading).add(line);
        }
      }
    }
    empty(file, heading, headingLine, entries, problems);
    if (!problems.isEmpty()) {
      throw new Malformed(problems);
    }
    return entries;
  }

  private static void empty(Path file, String heading, int line, Map<String, List<String>> entries, List<String> problems) {
    if (heading != null && entries.get(heading).isEmpty()) {
      problems.add(Message.LOCK_EMPTY_ENTRY.format(file, line, heading));
    }
  }

  /** Whether every version of a roster fact fits an int. */
  private static boolean fitsInts(String fact) {
    try {
      for (String version : fact.substring(fact.indexOf(SEPARATOR) + SEPARATOR.length()).split(" ")) {
        Integer.parseInt(version.substring(1));
      }
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static boolean fitsAnInt(String heading) {
    try {
      Integer.parseInt(heading.substring(heading.lastIndexOf(" v") + 2, heading.length() - 1));
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** The first control character of a line (tab aside), or -1. */
  private static int firstControl(String line) {
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c != '\t' && Character.getType(c) == Character.CONTROL) {
        return c;
      }
    }
    return -1;
  }

  /** The text of a UTF-8 file without its byte order mark; null, with the problem, when it is not UTF-8. */
  private static String decode(Path file, byte[] bytes, List<String> problems) {
    if (bytes.length >= 2 && (bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF
        || bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE)) {
      problems.add(Message.LOCK_NOT_TEXT.format(file, 1, "is UTF-16 (it starts with a UTF-16 byte order mark);"
          + " the processor writes it in UTF-8"));
      return null;
    }
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    if (result.isError()) {
      int line = 1;
      for (int i = 0; i < in.position(); i++) {
        line += bytes[i] == '\n' ? 1 : 0;
      }
      problems.add(Message.LOCK_NOT_TEXT.format(file, line, "is not UTF-8 text (byte offset " + in.position() + ")"));
      return null;
    }
    String text = out.flip().toString();
    return text.startsWith("\uFEFF") ? text.substring(1) : text;
  }
}
