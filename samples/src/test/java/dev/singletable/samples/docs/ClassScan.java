package dev.singletable.samples.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The classes of a module as its build left them (its classes directory or its jar), found from one
 * class of it, so that a test can hold a reference page to every class the module declares.
 */
final class ClassScan {
  private ClassScan() {}

  /** Every class of the module that holds {@code member} whose name starts with {@code packagePrefix}. */
  static List<Class<?>> classesOf(Class<?> member, String packagePrefix) {
    List<Class<?>> classes = new ArrayList<>();
    for (String name : classNames(member)) {
      if (name.startsWith(packagePrefix)) {
        try {
          classes.add(Class.forName(name, false, member.getClassLoader()));
        } catch (NoClassDefFoundError e) {
          // A class built on an optional dependency the tests leave out (Spring Boot's actuator):
          // its supertypes are not there, so it is none of the types these tests look for.
        } catch (ClassNotFoundException e) {
          throw new IllegalStateException("cannot load " + name, e);
        }
      }
    }
    classes.sort(Comparator.comparing(Class::getName));
    return classes;
  }

  private static List<String> classNames(Class<?> member) {
    Path location;
    try {
      location = Path.of(member.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    try {
      if (Files.isDirectory(location)) {
        try (Stream<Path> files = Files.walk(location)) {
          return files.map(file -> location.relativize(file).toString().replace('\\', '/'))
              .filter(ClassScan::isClassFile).map(ClassScan::className).toList();
        }
      }
      try (JarFile jar = new JarFile(location.toFile())) {
        return jar.stream().map(JarEntry::getName).filter(ClassScan::isClassFile).map(ClassScan::className).toList();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean isClassFile(String path) {
    return path.endsWith(".class") && !path.endsWith("module-info.class") && !path.endsWith("package-info.class");
  }

  private static String className(String path) {
    return path.substring(0, path.length() - ".class".length()).replace('/', '.');
  }
}
