package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runtime's public surface, read by reflection from its compiled classes: what a user can see
 * (public and protected members of public types outside {@code internal}) names no type of an
 * {@code internal} package, so that what users import never leads them into what only generated
 * code may call.
 *
 * <p>It also reads each read type's methods: every read offers the one vocabulary of DESIGN.md
 * ({@code list}, {@code stream}, {@code first}, {@code count}, their async twins, {@code pages()},
 * {@code publisher()}, {@code limit}, one form of {@code skipInvalid}, and where a single cursor
 * exists {@code page}, {@code pageAsync}, {@code startAfter}).
 *
 * <p>{@link #KNOWN} and {@link #KNOWN_MISSING} list what still departs from both rules, each to go
 * when every read runs on one engine and generated code extends {@code internal} bases. The tests
 * fail on a new departure, and on a listed one that is gone, so the lists only shrink.
 */
class PublicSurfaceTest {
  private static final Path CLASSES = Path.of("target/classes");
  private static final String ROOT = "dev.singletable.runtime";

  private static final Set<String> KNOWN = Set.of();

  @Test
  void noPublicOrProtectedMemberOfAUserFacingTypeNamesAnInternalType() {
    Set<String> found = new TreeSet<>();
    for (Class<?> type : userFacingTypes()) {
      for (Executable member : members(type)) {
        if (isVisible(member.getModifiers()) && namesInternal(member)) {
          found.add(type.getName() + "#" + (member instanceof Constructor ? "<init>" : member.getName()));
        }
      }
      for (Field field : type.getDeclaredFields()) {
        if (isVisible(field.getModifiers()) && isInternal(field.getGenericType())) {
          found.add(type.getName() + "#" + field.getName());
        }
      }
      if (isInternal(type.getGenericSuperclass())
          || Stream.of(type.getGenericInterfaces()).anyMatch(PublicSurfaceTest::isInternal)) {
        found.add(type.getName() + " extends or implements an internal type");
      }
    }
    Set<String> added = new TreeSet<>(found);
    added.removeAll(KNOWN);
    Set<String> gone = new TreeSet<>(KNOWN);
    gone.removeAll(found);
    assertEquals(List.of(), List.copyOf(added), "public or protected members naming internal types");
    assertEquals(List.of(), List.copyOf(gone), "no longer name internal types: take them off KNOWN");
  }

  /** The read vocabulary every read offers (DESIGN.md): its terminals and modifiers, by name. */
  private static final List<String> VOCABULARY = List.of("list", "stream", "first", "count", "listAsync",
      "firstAsync", "countAsync", "pages", "publisher", "limit", "skipInvalid");
  /** What a read with a single cursor offers besides: all but a parallel scan. */
  private static final List<String> CURSOR_VOCABULARY = List.of("page", "pageAsync", "startAfter");
  private static final List<String> READS = List.of("operation.QueryOperation", "operation.TableQuery",
      "internal.query.KeyQueryStep", "internal.query.AttributeQueryStep",
      "collection.CollectionQuery", "scan.Scan", "scan.TableScan", "shard.ShardedQuery");
  private static final List<String> CURSORLESS_READS = List.of("scan.ParallelScan");

  /** Reads lacking part of the vocabulary: none; a read that loses a word fails here. */
  private static final Set<String> KNOWN_MISSING = Set.of();

  @Test
  void everyReadOffersTheWholeVocabulary() throws ClassNotFoundException {
    Set<String> missing = new TreeSet<>();
    for (String read : READS) {
      missing.addAll(missing(read, VOCABULARY));
      missing.addAll(missing(read, CURSOR_VOCABULARY));
    }
    for (String read : CURSORLESS_READS) {
      missing.addAll(missing(read, VOCABULARY));
    }
    // One form of skipInvalid: the forms of the entity query, and no other.
    Set<String> forms = skipInvalidForms("operation.QueryOperation");
    for (String read : READS) {
      for (String form : skipInvalidForms(read)) {
        if (!forms.contains(form)) {
          missing.add(read + "#skipInvalid(" + form + ")");
        }
      }
    }
    Set<String> added = new TreeSet<>(missing);
    added.removeAll(KNOWN_MISSING);
    Set<String> gone = new TreeSet<>(KNOWN_MISSING);
    gone.removeAll(missing);
    assertEquals(List.of(), List.copyOf(added), "reads lacking part of the vocabulary");
    assertEquals(List.of(), List.copyOf(gone), "offered now: take them off KNOWN_MISSING");
  }

  private static List<String> missing(String read, List<String> names) throws ClassNotFoundException {
    Class<?> type = Class.forName(ROOT + "." + read);
    Set<String> offered = new TreeSet<>();
    for (Method method : type.getMethods()) {
      offered.add(method.getName());
    }
    return names.stream().filter(name -> !offered.contains(name)).map(name -> read + "#" + name).toList();
  }

  private static Set<String> skipInvalidForms(String read) throws ClassNotFoundException {
    Set<String> forms = new TreeSet<>();
    for (Method method : Class.forName(ROOT + "." + read).getMethods()) {
      if (method.getName().equals("skipInvalid")) {
        forms.add(String.join(",", Stream.of(method.getParameterTypes()).map(Class::getSimpleName).toList()));
      }
    }
    return forms;
  }

  private static List<Executable> members(Class<?> type) {
    List<Executable> members = new ArrayList<>(List.of(type.getDeclaredConstructors()));
    for (Method method : type.getDeclaredMethods()) {
      if (!method.isSynthetic() && !method.isBridge()) {
        members.add(method);
      }
    }
    return members;
  }

  private static boolean namesInternal(Executable member) {
    if (member instanceof Method method && isInternal(method.getGenericReturnType())) {
      return true;
    }
    return Stream.of(member.getGenericParameterTypes()).anyMatch(PublicSurfaceTest::isInternal)
        || Stream.of(member.getGenericExceptionTypes()).anyMatch(PublicSurfaceTest::isInternal);
  }

  private static boolean isInternal(Type type) {
    return isInternal(type, new java.util.HashSet<>());
  }

  /** Whether a type names an internal type, following each type variable's bounds once. */
  private static boolean isInternal(Type type, Set<TypeVariable<?>> seen) {
    if (type == null) {
      return false;
    }
    if (type instanceof Class<?> c) {
      Class<?> component = c;
      while (component.isArray()) {
        component = component.getComponentType();
      }
      return component.getPackageName().startsWith(ROOT + ".internal");
    }
    if (type instanceof ParameterizedType p) {
      return isInternal(p.getRawType(), seen)
          || Stream.of(p.getActualTypeArguments()).anyMatch(t -> isInternal(t, seen));
    }
    if (type instanceof GenericArrayType a) {
      return isInternal(a.getGenericComponentType(), seen);
    }
    if (type instanceof WildcardType w) {
      return Stream.of(w.getUpperBounds()).anyMatch(t -> isInternal(t, seen))
          || Stream.of(w.getLowerBounds()).anyMatch(t -> isInternal(t, seen));
    }
    if (type instanceof TypeVariable<?> v) {
      return seen.add(v) && Stream.of(v.getBounds()).anyMatch(b -> isInternal(b, seen));
    }
    return false;
  }

  private static boolean isVisible(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  /** Public types, nested ones whose enclosing types are public too, outside the internal packages. */
  private static List<Class<?>> userFacingTypes() {
    List<Class<?>> types = new ArrayList<>();
    try (Stream<Path> files = Files.walk(CLASSES)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
        String name = CLASSES.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
        if (!name.startsWith(ROOT) || name.startsWith(ROOT + ".internal") || name.endsWith("package-info")) {
          continue;
        }
        Class<?> type = Class.forName(name, false, PublicSurfaceTest.class.getClassLoader());
        if (isUserVisible(type)) {
          types.add(type);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException e) {
      throw new AssertionError(e);
    }
    return types;
  }

  private static boolean isUserVisible(Class<?> type) {
    for (Class<?> at = type; at != null; at = at.getEnclosingClass()) {
      if (!Modifier.isPublic(at.getModifiers()) || at.isAnonymousClass() || at.isLocalClass()) {
        return false;
      }
    }
    return true;
  }
}
