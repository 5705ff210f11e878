package dev.singletable.processor.model;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * Where a message about one part of the model points: an element and, when the fault lies in an
 * annotation, that annotation and the value at fault. Checks hand it to the reporter; writers never
 * read it.
 *
 * @param element the element at fault
 * @param annotation the annotation at fault, or null for the element as a whole
 * @param value the annotation value at fault, or null for the annotation as a whole (also when the
 *     value was left at its default and so appears nowhere in the source)
 */
public record Position(Element element, AnnotationMirror annotation, AnnotationValue value) {

  /** Points at an element. */
  public static Position of(Element element) {
    return new Position(element, null, null);
  }

  /** Points at an annotation of an element. */
  public static Position of(Element element, AnnotationMirror annotation) {
    return new Position(element, annotation, null);
  }

  /** Points at one value of an annotation; a null value points at the annotation. */
  public static Position of(Element element, AnnotationMirror annotation, AnnotationValue value) {
    return new Position(element, annotation, value);
  }
}
