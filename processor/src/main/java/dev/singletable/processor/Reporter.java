package dev.singletable.processor;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.singletable.processor.diagnostics.Problem;
import dev.singletable.processor.model.Position;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;
import javax.tools.Diagnostic;

/**
 * Prints problems at their positions, working around two gaps in javac's {@code Messager}: it finds
 * no source for a {@link RecordComponentElement} (the component's field has the same source and
 * annotations), and none for one of several repeated annotations, which javac keeps inside a
 * synthesized container (the compiler tree API finds it, when the compiler offers that API).
 */
final class Reporter {
  private final Messager messager;
  private final Types types;
  private final Trees trees;

  Reporter(ProcessingEnvironment environment) {
    this.messager = environment.getMessager();
    this.types = environment.getTypeUtils();
    this.trees = treesOf(environment);
  }

  void error(Problem problem) {
    print(Diagnostic.Kind.ERROR, problem.text(), problem.position());
  }

  void warning(Problem problem) {
    print(Diagnostic.Kind.WARNING, problem.text(), problem.position());
  }

  void error(String text, Element element) {
    messager.printMessage(Diagnostic.Kind.ERROR, text, element);
  }

  void warning(String text) {
    messager.printMessage(Diagnostic.Kind.WARNING, text);
  }

  private void print(Diagnostic.Kind kind, String text, Position position) {
    Position at = onField(position);
    if (at.annotation() != null && !isDirectlyPresent(at.element(), at.annotation())
        && printRepeated(kind, text, at)) {
      return;
    }
    messager.printMessage(kind, text, at.element(), at.annotation(), at.value());
  }

  /** A record component's position moved to its field, annotation and value included. */
  private static Position onField(Position position) {
    if (!(position.element() instanceof RecordComponentElement component)) {
      return position;
    }
    for (VariableElement field : ElementFilter.fieldsIn(component.getEnclosingElement().getEnclosedElements())) {
      if (field.getSimpleName().contentEquals(component.getSimpleName())) {
        return Position.of(field, sameOn(field, position.annotation()), sameValue(field, position));
      }
    }
    return position;
  }

  private static AnnotationMirror sameOn(Element element, AnnotationMirror annotation) {
    if (annotation == null) {
      return null;
    }
    for (AnnotationMirror candidate : element.getAnnotationMirrors()) {
      if (candidate.getAnnotationType().toString().equals(annotation.getAnnotationType().toString())) {
        return candidate;
      }
    }
    return null;
  }

  private static AnnotationValue sameValue(Element field, Position position) {
    AnnotationMirror annotation = sameOn(field, position.annotation());
    String name = nameOf(position.annotation(), position.value());
    if (annotation == null || name == null) {
      return null;
    }
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : annotation.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(name)) {
        return entry.getValue();
      }
    }
    return null;
  }

  /** The name of an annotation value, found by identity among the annotation's values. */
  private static String nameOf(AnnotationMirror annotation, AnnotationValue value) {
    if (annotation == null || value == null) {
      return null;
    }
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : annotation.getElementValues().entrySet()) {
      if (entry.getValue() == value) {
        return entry.getKey().getSimpleName().toString();
      }
    }
    return null;
  }

  private static boolean isDirectlyPresent(Element element, AnnotationMirror annotation) {
    for (AnnotationMirror present : element.getAnnotationMirrors()) {
      if (present == annotation) {
        return true;
      }
    }
    return false;
  }

  /**
   * Prints at the source of a repeated annotation: the n-th annotation tree of its type on the
   * element, n being its place in the container. False when the tree API or the tree is missing.
   */
  private boolean printRepeated(Diagnostic.Kind kind, String text, Position position) {
    if (trees == null) {
      return false;
    }
    int occurrence = occurrenceInContainer(position.element(), position.annotation());
    TreePath path = trees.getPath(position.element());
    ModifiersTree modifiers = path == null ? null : modifiersOf(path.getLeaf());
    if (occurrence < 0 || modifiers == null) {
      return false;
    }
    int seen = -1;
    for (AnnotationTree annotation : modifiers.getAnnotations()) {
      var type = trees.getTypeMirror(new TreePath(path, annotation));
      if (type == null || !types.isSameType(type, position.annotation().getAnnotationType()) || ++seen != occurrence) {
        continue;
      }
      Tree at = valueTree(annotation, nameOf(position.annotation(), position.value()));
      trees.printMessage(kind, text, at, path.getCompilationUnit());
      return true;
    }
    return false;
  }

  private static int occurrenceInContainer(Element element, AnnotationMirror annotation) {
    for (AnnotationMirror container : element.getAnnotationMirrors()) {
      for (AnnotationValue value : container.getElementValues().values()) {
        if (value.getValue() instanceof List<?> list) {
          for (int i = 0; i < list.size(); i++) {
            if (list.get(i) instanceof AnnotationValue repeated && repeated.getValue() == annotation) {
              return i;
            }
          }
        }
      }
    }
    return -1;
  }

  private static ModifiersTree modifiersOf(Tree tree) {
    if (tree instanceof ClassTree type) {
      return type.getModifiers();
    }
    if (tree instanceof VariableTree variable) {
      return variable.getModifiers();
    }
    if (tree instanceof MethodTree method) {
      return method.getModifiers();
    }
    return null;
  }

  /** The tree of the value named {@code name} in an annotation, or the annotation itself. */
  private static Tree valueTree(AnnotationTree annotation, String name) {
    if (name == null) {
      return annotation;
    }
    for (ExpressionTree argument : annotation.getArguments()) {
      if (argument instanceof AssignmentTree assignment
          && assignment.getVariable() instanceof IdentifierTree variable
          && variable.getName().contentEquals(name)) {
        return assignment.getExpression();
      }
      if (!(argument instanceof AssignmentTree) && name.equals("value")) {
        return argument;
      }
    }
    return annotation;
  }

  /** The compiler tree API, or null when the compiler is not javac or wraps the environment (Gradle). */
  private static Trees treesOf(ProcessingEnvironment environment) {
    try {
      return Trees.instance(environment);
    } catch (IllegalArgumentException | LinkageError notJavac) {
      return null;
    }
  }
}
