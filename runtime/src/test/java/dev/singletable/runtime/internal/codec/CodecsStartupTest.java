package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.net.URL;
import java.net.URLClassLoader;
import org.junit.jupiter.api.Test;

/**
 * The shared codecs are created on first use: asking for one loads that codec's class, not every
 * codec's, so an application pays at start-up only for the types its entities use.
 */
class CodecsStartupTest {
  private static final String RUNTIME = "dev.singletable.runtime.";
  private static final String CODECS = RUNTIME + "internal.codec.";

  @Test
  void askingForOneCodecLoadsOnlyThatCodec() throws Exception {
    try (RuntimeLoader loader = new RuntimeLoader()) {
      Object codec = loader.loadClass(CODECS + "Codecs").getMethod("ofString").invoke(null);
      assertEquals(CODECS + "Codecs$StringCodec", codec.getClass().getName());
      assertNotNull(loader.loaded("Codecs$StringCodec"));
      for (String other : new String[] {"Codecs$InstantCodec", "Codecs$BooleanCodec", "NumberCodecs$LongCodec",
          "NumberCodecs$BigDecimalCodec", "DocumentCodec", "ListCodec", "MapCodec", "StringSetCodec"}) {
        assertNull(loader.loaded(other), other + " was loaded");
      }
    }
  }

  /** Loads the runtime's own classes afresh (child first), everything else from the test's loader. */
  private static final class RuntimeLoader extends URLClassLoader {
    RuntimeLoader() {
      super(new URL[] {Codecs.class.getProtectionDomain().getCodeSource().getLocation()},
          CodecsStartupTest.class.getClassLoader());
    }

    Class<?> loaded(String simpleName) {
      return findLoadedClass(CODECS + simpleName);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.startsWith(RUNTIME)) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> type = findLoadedClass(name);
        return type != null ? type : findClass(name);
      }
    }
  }
}
