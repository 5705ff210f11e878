package dev.singletable.test;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A moto server (an open-source implementation of the DynamoDB, DynamoDB Streams and CloudFormation
 * APIs, Apache-2.0) on a free loopback port, serving one request at a time, so that every request is
 * atomic as DynamoDB's single-item writes and transactions are (served on several threads, moto's
 * writes are not). It is started as a child process and stops with {@link #close()}, or by itself
 * when the JVM that started it exits.
 *
 * <p>Where moto is found, in order: the Python interpreter named by the system property {@value
 * #PYTHON_PROPERTY} or the environment variable {@value #PYTHON_VARIABLE}; the {@code moto_server}
 * script named by {@value #SERVER_PROPERTY} or {@value #SERVER_VARIABLE}, else the first one on
 * {@code PATH}, run by the interpreter its first line names ({@code python3} when that line names
 * none). When none is found the start fails saying what to install ({@code pip install
 * "moto[server]"}) and how to name another engine instead ({@link DynamoDbEngine#ENDPOINT_PROPERTY}).
 */
public final class MotoServer implements AutoCloseable {
  /** System property naming the Python interpreter that has moto installed. */
  public static final String PYTHON_PROPERTY = "singletable.moto.python";
  /** Environment variable naming the Python interpreter that has moto installed. */
  public static final String PYTHON_VARIABLE = "SINGLETABLE_MOTO_PYTHON";
  /** System property naming the {@code moto_server} script. */
  public static final String SERVER_PROPERTY = "singletable.moto.server";
  /** Environment variable naming the {@code moto_server} script. */
  public static final String SERVER_VARIABLE = "SINGLETABLE_MOTO_SERVER";

  private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
  private static final String INSTALL = "install moto with its server (pip install \"moto[server]\", Python 3.9 or "
      + "later) and put moto_server on PATH, name its script with -D" + SERVER_PROPERTY + " or " + SERVER_VARIABLE
      + " (or its Python interpreter with -D" + PYTHON_PROPERTY + " or " + PYTHON_VARIABLE + "), or run the tests "
      + "on another engine with -D" + DynamoDbEngine.ENDPOINT_PROPERTY + "=URL or " + DynamoDbEngine.ENDPOINT_VARIABLE;

  private final Process process;
  private final URI endpoint;
  private final Path log;

  private MotoServer(Process process, URI endpoint, Path log) {
    this.process = process;
    this.endpoint = endpoint;
    this.log = log;
  }

  /**
   * Starts a moto server on a free loopback port and waits until it answers.
   *
   * @return the running server; close it when done
   * @throws IllegalStateException when moto cannot be found or does not start, saying what to install
   */
  public static MotoServer start() {
    String python = python();
    IllegalStateException last = null;
    // The free port is chosen before the server binds it: another process may take it in between.
    for (int attempt = 0; attempt < 3; attempt++) {
      try {
        return start(python, freeLoopbackPort());
      } catch (PortTakenException e) {
        last = new IllegalStateException(e.getMessage());
      }
    }
    throw last;
  }

  /**
   * The server's HTTP endpoint on the loopback address.
   *
   * @return the server's loopback HTTP endpoint
   */
  public URI endpoint() {
    return endpoint;
  }

  /**
   * Whether the server process is still running.
   *
   * @return {@code true} while the server process runs
   */
  public boolean isRunning() {
    return process.isAlive();
  }

  /** Stops the server and waits for it to exit. */
  @Override
  public void close() {
    try {
      process.getOutputStream().close();
    } catch (IOException e) {
      // The process may have gone already; it is destroyed below either way.
    }
    process.destroy();
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
    try {
      Files.deleteIfExists(log);
    } catch (IOException e) {
      // A log left in the temporary directory is harmless.
    }
  }

  @Override
  public String toString() {
    return "moto " + endpoint;
  }

  private static MotoServer start(String python, int port) {
    Path log;
    Process process;
    try {
      log = Files.createTempFile("singletable-moto-", ".log");
      process = new ProcessBuilder(python, "-c", script(), Integer.toString(port))
          .redirectErrorStream(true)
          .redirectOutput(log.toFile())
          .start();
    } catch (IOException e) {
      throw new IllegalStateException("cannot run " + python + " to start moto: " + INSTALL, e);
    }
    URI endpoint = URI.create("http://127.0.0.1:" + port);
    MotoServer server = new MotoServer(process, endpoint, log);
    long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        String output = tail(log);
        server.close();
        if (output.contains("Address already in use")) {
          throw new PortTakenException("port " + port + " was taken before moto bound it");
        }
        throw new IllegalStateException("moto did not start (" + python + " exited with " + process.exitValue()
            + "): " + INSTALL + "\n" + output);
      }
      if (answers(endpoint)) {
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "moto-stop"));
        return server;
      }
      sleep(50);
    }
    String output = tail(log);
    server.close();
    throw new IllegalStateException("moto did not answer on " + endpoint + " within " + START_TIMEOUT.toSeconds()
        + " s\n" + output);
  }

  /** The Python interpreter to run moto with, or a failure saying what to install. */
  static String python() {
    Optional<String> named = setting(PYTHON_PROPERTY, PYTHON_VARIABLE);
    if (named.isPresent()) {
      return named.get();
    }
    Optional<String> script = setting(SERVER_PROPERTY, SERVER_VARIABLE);
    Path server = script.map(Path::of).orElseGet(() -> onPath("moto_server"));
    if (server == null || !Files.isRegularFile(server)) {
      throw new IllegalStateException((script.isPresent() ? "no moto_server at " + script.get()
          : "moto_server is not on PATH") + ": " + INSTALL);
    }
    return interpreterOf(server);
  }

  /**
   * The interpreter a console script's first line names ({@code #!/usr/bin/python3}, {@code
   * #!/usr/bin/env python3}); {@code python3} when it names none, as a version manager's wrapper does.
   */
  static String interpreterOf(Path script) {
    String first;
    try (InputStream in = Files.newInputStream(script)) {
      byte[] head = in.readNBytes(512);
      String text = new String(head, UTF_8);
      int end = text.indexOf('\n');
      first = end < 0 ? text : text.substring(0, end);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + script, e);
    }
    if (!first.startsWith("#!")) {
      return "python3";
    }
    List<String> words = new ArrayList<>(List.of(first.substring(2).trim().split("\\s+")));
    if (!words.isEmpty() && words.get(0).endsWith("/env")) {
      words.remove(0);
    }
    String interpreter = words.isEmpty() ? "" : words.get(0);
    return interpreter.toLowerCase(Locale.ROOT).contains("python") ? interpreter : "python3";
  }

  private static Optional<String> setting(String property, String variable) {
    String value = System.getProperty(property);
    if (value == null || value.isBlank()) {
      value = System.getenv(variable);
    }
    return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.trim());
  }

  private static Path onPath(String name) {
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String directory : path.split(java.io.File.pathSeparator)) {
      if (directory.isEmpty()) {
        continue;
      }
      Path candidate = Path.of(directory, name);
      if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
        return candidate;
      }
    }
    return null;
  }

  private static String script() {
    try (InputStream in = MotoServer.class.getResourceAsStream("moto_server.py")) {
      if (in == null) {
        throw new IllegalStateException("the test kit's moto_server.py is missing from its jar");
      }
      return new String(in.readAllBytes(), UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean answers(URI endpoint) {
    try {
      HttpURLConnection connection = (HttpURLConnection) endpoint.resolve("/moto-api/data.json").toURL().openConnection();
      connection.setConnectTimeout(500);
      connection.setReadTimeout(5000);
      int status = connection.getResponseCode();
      connection.disconnect();
      return status == 200;
    } catch (IOException e) {
      return false;
    }
  }

  private static String tail(Path log) {
    try {
      String text = Files.readString(log, UTF_8);
      return text.length() <= 4000 ? text : text.substring(text.length() - 4000);
    } catch (IOException e) {
      return "";
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for moto to start", e);
    }
  }

  private static int freeLoopbackPort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new IllegalStateException("no free loopback port", e);
    }
  }

  private static final class PortTakenException extends RuntimeException {
    PortTakenException(String message) {
      super(message, null, false, false);
    }
  }
}
