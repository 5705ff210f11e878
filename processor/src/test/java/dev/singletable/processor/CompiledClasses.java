package dev.singletable.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import javax.tools.JavaFileObject;

/**
 * Loads the classes of a successful in-memory compilation, the generated ones included, over the
 * test's own class path (runtime, SDK), so that tests can run generated code.
 */
final class CompiledClasses extends ClassLoader {
  private static final String CLASS_OUTPUT = "/CLASS_OUTPUT/";

  private final Map<String, byte[]> classes = new HashMap<>();

  CompiledClasses(Compilation compilation) {
    super(CompiledClasses.class.getClassLoader());
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() != JavaFileObject.Kind.CLASS) {
        continue;
      }
      String path = file.toUri().getPath();
      String name = path.substring(path.indexOf(CLASS_OUTPUT) + CLASS_OUTPUT.length(), path.length() - ".class".length());
      try (InputStream in = file.openInputStream()) {
        classes.put(name.replace('/', '.'), in.readAllBytes());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    byte[] bytes = classes.get(name);
    if (bytes == null) {
      throw new ClassNotFoundException(name);
    }
    return defineClass(name, bytes, 0, bytes.length);
  }

  Class<?> load(String name) {
    try {
      return loadClass(name);
    } catch (ClassNotFoundException e) {
      throw new AssertionError(name + " was not compiled", e);
    }
  }

  /** Creates a record through its canonical constructor. */
  Object record(String name, Object... components) {
    Class<?> type = load(name);
    try {
      return type.getDeclaredConstructors()[0].newInstance(components);
    } catch (InvocationTargetException e) {
      throw sneaky(e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /** Calls a public static method by name; what it throws is thrown as is. */
  Object call(String className, String method, Object... arguments) {
    for (Method candidate : load(className).getMethods()) {
      if (candidate.getName().equals(method) && candidate.getParameterCount() == arguments.length) {
        try {
          return candidate.invoke(null, arguments);
        } catch (InvocationTargetException e) {
          throw sneaky(e.getCause());
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        }
      }
    }
    throw new AssertionError(className + " has no method " + method + " of " + arguments.length + " parameters");
  }

  @SuppressWarnings("unchecked")
  private static <T extends Throwable> RuntimeException sneaky(Throwable throwable) throws T {
    throw (T) throwable;
  }
}
