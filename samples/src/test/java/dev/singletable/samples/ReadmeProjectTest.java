package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.singletable.test.MotoServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Builds a fresh Maven project of exactly the snippets marked {@code <!-- project-file: ... -->} in
 * the README (its build section) and the testing guide (the test kit's dependencies, an entity and
 * its test) and runs {@code
 * mvn -B -o test} on it, against the artifacts this build just packaged: once on the moto server the
 * test kit starts by itself, once on an endpoint named as a user would name theirs. They are put in a local
 * repository of their own beside links to the user's, so nothing is installed into it. Runs when
 * the reactor's jars exist ({@code mvn verify}); a {@code mvn test} of this module alone skips it.
 */
class ReadmeProjectTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern MARKED = Pattern.compile("<!-- project-file: (\\S+) -->\\s*```\\w*\\n(.*?)```", Pattern.DOTALL);
  /** This build's version, which names its jars. */
  private static final String VERSION = version(ROOT.resolve("pom.xml"), "singletable-parent");
  private static final List<String> MODULES = List.of("annotations", "processor", "runtime", "testkit");
  /** The bom as published: flattened, without the parent. */
  private static final Path BOM = ROOT.resolve("bom/target/.flattened-pom.xml");

  @TempDir
  Path work;

  @Test
  void aProjectMadeOnlyOfTheReadmeSnippetsBuildsAndItsTestPassesOffline() throws Exception {
    String pages = Files.readString(ROOT.resolve("README.md"))
        + Files.readString(ROOT.resolve("docs/guides/testing.md"));
    Path project = project(pages, "readme");
    Path repository = repository(readmeVersion(snippets(pages)));
    String output = build(project, repository, Map.of(), "build.log");
    assertFalse(output.contains("SLF4J:"), output);

    // The same project on an endpoint the user names, here a moto server started as a user would run
    // one: the kit connects to it instead of starting its own, and deletes the tables it created.
    try (MotoServer users = MotoServer.start();
        DynamoDbClient client = DynamoDbClient.builder().endpointOverride(users.endpoint()).region(Region.US_EAST_1)
            .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("u", "u"))).build()) {
      Set<String> seen = ConcurrentHashMap.newKeySet();
      AtomicBoolean building = new AtomicBoolean(true);
      Thread watcher = new Thread(() -> {
        while (building.get()) {
          seen.addAll(client.listTables().tableNames());
          LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
      });
      watcher.start();
      try {
        build(project, repository, Map.of("SINGLETABLE_TEST_ENDPOINT", users.endpoint().toString()), "endpoint.log");
      } finally {
        building.set(false);
        watcher.join();
      }
      assertFalse(seen.isEmpty(), "the build's tables were made on the endpoint named");
      assertTrue(seen.stream().allMatch(name -> name.matches("st[0-9a-f]{6}-notes-\\d+")), seen.toString());
      assertEquals(List.of(), client.listTables().tableNames(), "the kit deleted the tables it created");
    }
  }

  /**
   * The getting-started page, followed as a new user would from an empty directory: a project of
   * exactly its marked files builds and its test stores and reads back its entity, on the moto server
   * the test kit starts by itself.
   */
  @Test
  void theGettingStartedPageBuildsAProjectWhoseTestPassesOffline() throws Exception {
    Path page = ROOT.resolve("docs/getting-started.md");
    Path project = project(Files.readString(page), "getting-started");
    Path repository = repository(readmeVersion(snippets(Files.readString(page))));
    String output = build(project, repository, Map.of(), "getting-started.log");
    assertFalse(output.contains("SLF4J:"), output);
  }

  /** A fresh project of exactly the files the pages mark, its pom assembled from their sections. */
  private Path project(String pages, String name) throws IOException {
    for (String module : MODULES) {
      assumeTrue(Files.exists(jar(module)), "the reactor's jars are built by mvn package / verify");
    }
    assumeTrue(Files.exists(BOM), "the bom's published pom is written by mvn package / verify");
    Map<String, List<String>> snippets = snippets(pages);
    assertTrue(snippets.keySet().containsAll(List.of("pom.xml", "pom.xml#dependencies", "pom.xml#plugins")), snippets.keySet().toString());
    Path project = Files.createDirectories(work.resolve("project-" + name));
    Files.writeString(project.resolve("pom.xml"), pom(snippets));
    int files = 0;
    for (Map.Entry<String, List<String>> snippet : snippets.entrySet()) {
      if (!snippet.getKey().startsWith("pom.xml")) {
        Path file = project.resolve(snippet.getKey());
        Files.createDirectories(file.getParent());
        Files.writeString(file, String.join("\n", snippet.getValue()));
        files++;
      }
    }
    assertTrue(files >= 2, "an entity and a test");
    return project;
  }

  /** Runs {@code mvn -B -o test} on the project with {@code environment} added; its two tests must pass. */
  private String build(Path project, Path repository, Map<String, String> environment, String logName)
      throws IOException, InterruptedException {
    Path log = work.resolve(logName);
    ProcessBuilder builder = new ProcessBuilder("mvn", "-B", "-o", "test", "-Dmaven.repo.local=" + repository)
        .directory(project.toFile())
        .redirectErrorStream(true)
        .redirectOutput(log.toFile());
    builder.environment().putAll(environment);
    Process maven = builder.start();
    assertTrue(maven.waitFor(15, TimeUnit.MINUTES), "the build finished");
    String output = Files.readString(log);
    assertEquals(0, maven.exitValue(), output);
    assertTrue(output.contains("Tests run: 2, Failures: 0, Errors: 0, Skipped: 0"), output);
    return output;
  }

  /** The marked snippets by file name, in README order; several of one name are joined. */
  static Map<String, List<String>> snippets(String readme) {
    Map<String, List<String>> snippets = new LinkedHashMap<>();
    Matcher matcher = MARKED.matcher(readme);
    while (matcher.find()) {
      snippets.computeIfAbsent(matcher.group(1), name -> new ArrayList<>()).add(matcher.group(2));
    }
    return snippets;
  }

  /** The README's build section inside a project, with the test kit's dependencies and plugins added. */
  private static String pom(Map<String, List<String>> snippets) throws IOException {
    String build = String.join("\n", snippets.get("pom.xml"));
    String dependencies = String.join("\n", snippets.get("pom.xml#dependencies"));
    String plugins = String.join("\n", snippets.get("pom.xml#plugins"));
    int projectDependencies = build.lastIndexOf("</dependencies>");
    build = build.substring(0, projectDependencies) + dependencies + build.substring(projectDependencies);
    int buildPlugins = build.lastIndexOf("</plugins>");
    build = build.substring(0, buildPlugins) + plugins + build.substring(buildPlugins);
    int buildStart = build.indexOf("<build>") + "<build>".length();
    build = build.substring(0, buildStart) + pinnedLifecyclePlugins() + build.substring(buildStart);
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
        + "<modelVersion>4.0.0</modelVersion>\n"
        + "<groupId>demo</groupId><artifactId>readme-project</artifactId><version>1.0</version>\n"
        + build + "\n</project>\n";
  }

  /**
   * The lifecycle plugins the README leaves to Maven's defaults, pinned to the versions this build
   * uses. The project builds offline, and Maven 3.8's default {@code maven-resources-plugin} (2.6)
   * is in no repository that this build filled: on a fresh machine the offline build would fail
   * before reaching the README's code. A user building online gets the default and loses nothing.
   */
  private static String pinnedLifecyclePlugins() throws IOException {
    String root = Files.readString(ROOT.resolve("pom.xml"));
    StringBuilder pinned = new StringBuilder("\n<pluginManagement><plugins>\n");
    for (String plugin : List.of("maven-resources-plugin")) {
      Matcher version = Pattern.compile("<artifactId>" + plugin + "</artifactId>\\s*<version>([^<]+)</version>").matcher(root);
      assertTrue(version.find(), plugin + " is pinned in the root pom");
      pinned.append("<plugin><groupId>org.apache.maven.plugins</groupId><artifactId>").append(plugin)
          .append("</artifactId><version>").append(version.group(1)).append("</version></plugin>\n");
    }
    return pinned.append("</plugins></pluginManagement>\n").toString();
  }

  /**
   * A local repository holding this build's artifacts, the parent pom and the bom, and links to
   * every other entry of the user's repository.
   */
  private Path repository(String version) throws IOException {
    Path user = Path.of(System.getProperty("user.home"), ".m2", "repository");
    Path repository = Files.createDirectories(work.resolve("repository"));
    try (Stream<Path> entries = Files.list(user)) {
      for (Path entry : (Iterable<Path>) entries::iterator) {
        if (!entry.getFileName().toString().equals("dev")) {
          Files.createSymbolicLink(repository.resolve(entry.getFileName()), entry);
        }
      }
    }
    Path dev = user.resolve("dev");
    if (Files.isDirectory(dev)) {
      Files.createDirectories(repository.resolve("dev"));
      try (Stream<Path> entries = Files.list(dev)) {
        for (Path entry : (Iterable<Path>) entries::iterator) {
          if (!entry.getFileName().toString().equals("singletable")) {
            Files.createSymbolicLink(repository.resolve("dev").resolve(entry.getFileName()), entry);
          }
        }
      }
    }
    put(repository, version, "singletable-parent", ROOT.resolve("pom.xml"), null);
    put(repository, version, "singletable-bom", BOM, null);
    for (String module : MODULES) {
      put(repository, version, artifact(module), ROOT.resolve(module).resolve("pom.xml"), jar(module));
    }
    return repository;
  }

  /**
   * This build's files under the version the README names (the last release, or this version
   * before the first): the README's project is built against the code of this commit. The poms
   * name this build's version, so their versions are changed to that one.
   */
  private static void put(Path repository, String version, String artifact, Path pom, Path jar) throws IOException {
    Path folder = Files.createDirectories(repository.resolve("dev/singletable").resolve(artifact).resolve(version));
    Files.writeString(folder.resolve(artifact + "-" + version + ".pom"),
        Files.readString(pom).replace("<version>" + VERSION + "</version>", "<version>" + version + "</version>"));
    if (jar != null) {
      Files.copy(jar, folder.resolve(artifact + "-" + version + ".jar"));
    }
  }

  /** The version of singletable-bom that the README's build section imports. */
  private static String readmeVersion(Map<String, List<String>> snippets) {
    Matcher version = Pattern.compile("<artifactId>singletable-bom</artifactId>\\s*<version>([^<]+)</version>")
        .matcher(String.join("\n", snippets.get("pom.xml")));
    assertTrue(version.find(), "the README's build section imports singletable-bom with a version");
    return version.group(1);
  }

  /** The version a pom gives the artifact it names first (its own, or its parent's). */
  private static String version(Path pom, String artifactId) {
    try {
      Matcher version = Pattern.compile("<artifactId>" + artifactId + "</artifactId>\\s*<version>([^<]+)</version>")
          .matcher(Files.readString(pom));
      if (!version.find()) {
        throw new IllegalStateException(pom + " names no version of " + artifactId);
      }
      return version.group(1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String artifact(String module) {
    return module.equals("testkit") ? "singletable-test" : "singletable-" + module;
  }

  private static Path jar(String module) {
    return ROOT.resolve(module).resolve("target").resolve(artifact(module) + "-" + VERSION + ".jar");
  }
}
