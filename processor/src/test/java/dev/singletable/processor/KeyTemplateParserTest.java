package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.key.KeyTemplate.Fault;
import dev.singletable.processor.model.key.KeyTemplate.Literal;
import dev.singletable.processor.model.key.KeyTemplate.Placeholder;
import dev.singletable.processor.model.key.KeyTemplateParser;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The template parser on its own: what it splits, and the faults it records without stopping. */
class KeyTemplateParserTest {

  @Test
  void templateSplitsIntoLiteralsAndPlaceholders() {
    KeyTemplate template = KeyTemplateParser.parse("AGGREGATE#${aggregateType}#${aggregateId}");
    assertEquals(List.of(new Literal("AGGREGATE#"), new Placeholder("aggregateType"), new Literal("#"),
        new Placeholder("aggregateId")), template.segments());
    assertTrue(template.faults().isEmpty());
    assertEquals(Optional.of('#'), template.charAfter(0));
    assertEquals(Optional.empty(), template.charAfter(1));
  }

  @Test
  void constantTemplateHasNoPlaceholder() {
    KeyTemplate template = KeyTemplateParser.parse("#METADATA");
    assertTrue(template.isConstant());
    assertEquals(List.of(new Literal("#METADATA")), template.segments());
  }

  @Test
  void repeatedPlaceholderIsOneComponent() {
    assertEquals(List.of("id"), KeyTemplateParser.parse("A#${id}#B#${id}").componentNames());
  }

  @Test
  void dollarWithoutBraceIsLiteral() {
    KeyTemplate template = KeyTemplateParser.parse("PRICE$#${id}");
    assertEquals(List.of(new Literal("PRICE$#"), new Placeholder("id")), template.segments());
    assertTrue(template.faults().isEmpty());
  }

  @Test
  void everyFaultIsRecordedAndPlaceholdersAreStillRead() {
    KeyTemplate template = KeyTemplateParser.parse("A\\${x}${y}z#${}");
    assertEquals(List.of(
        new Fault(Fault.Kind.BACKSLASH_IN_LITERAL, 1),
        new Fault(Fault.Kind.ADJACENT_PLACEHOLDERS, 6),
        new Fault(Fault.Kind.LETTER_OR_DIGIT_AFTER_PLACEHOLDER, 10),
        new Fault(Fault.Kind.EMPTY_PLACEHOLDER, 12)), template.faults());
    assertEquals(List.of("x", "y"), template.componentNames());
  }

  @Test
  void unclosedPlaceholderKeepsTheRestAsLiteral() {
    KeyTemplate template = KeyTemplateParser.parse("A#${id");
    assertEquals(List.of(new Fault(Fault.Kind.UNCLOSED_PLACEHOLDER, 2)), template.faults());
    assertEquals(List.of(new Literal("A#${id")), template.segments());
  }

  @Test
  void surrogateAfterPlaceholderIsAFaultLikeTheRuntimeSaysItIs() {
    KeyTemplate template = KeyTemplateParser.parse("A#${id}\uD83D\uDE00");
    assertEquals(List.of(new Fault(Fault.Kind.LETTER_OR_DIGIT_AFTER_PLACEHOLDER, 7)), template.faults());
  }

  @Test
  void emptyTemplateIsAFault() {
    assertEquals(List.of(new Fault(Fault.Kind.EMPTY_TEMPLATE, 0)), KeyTemplateParser.parse("").faults());
  }
}
