package dev.singletable.samples.async;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A DynamoDB endpoint on a loopback port in front of the engine that answers
 * chosen requests slowly, the way a busy service does: a request of an operation told to {@link
 * #hold} waits before it is passed on, and the server notices when the client gives up on it and
 * closes the connection (the request is then <em>abandoned</em> and never reaches the engine). A
 * request told to {@link #leaveUnprocessed} (a BatchWriteItem) is answered with every item handed
 * back. Everything else goes through as it came.
 *
 * <p>What it saw is kept per operation name ({@code GetItem}, {@code Query}, ...), in order of
 * arrival, so a test can tell that a cancelled call sent nothing more.
 */
final class SlowLoopbackServer implements AutoCloseable {
  private static final String TARGET_PREFIX = "DynamoDB_20120810.";
  private static final Set<String> NOT_FORWARDED = Set.of("host", "content-length", "connection", "expect");

  private enum Kind { HOLD, UNPROCESSED }

  /** How one request is answered; {@code hold} only for {@link Kind#HOLD}. */
  private record Answer(Kind kind, Duration hold) {}

  private final URI upstream;
  private final ServerSocket socket;
  private final HttpClient forward = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private final ExecutorService connections = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "slow-loopback-server");
    thread.setDaemon(true);
    return thread;
  });
  private final Map<String, Deque<Answer>> planned = new LinkedHashMap<>();
  private final List<String> received = new ArrayList<>();
  private final List<String> abandoned = new ArrayList<>();

  private SlowLoopbackServer(URI upstream) throws IOException {
    this.upstream = upstream;
    this.socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    connections.execute(this::accept);
  }

  /** A server in front of the engine at {@code upstream} (the test kit's engine's HTTP endpoint). */
  static SlowLoopbackServer inFrontOf(URI upstream) {
    try {
      return new SlowLoopbackServer(upstream);
    } catch (IOException e) {
      throw new IllegalStateException("no loopback port for the slow server", e);
    }
  }

  /** Where clients send their requests. */
  URI endpoint() {
    return URI.create("http://127.0.0.1:" + socket.getLocalPort());
  }

  /** The next request of {@code operation} waits {@code duration} before it is passed on. */
  synchronized SlowLoopbackServer hold(String operation, Duration duration) {
    return plan(operation, new Answer(Kind.HOLD, duration));
  }

  /** The next BatchWriteItem is not passed on and is answered with all its items unprocessed. */
  synchronized SlowLoopbackServer leaveUnprocessed() {
    return plan("BatchWriteItem", new Answer(Kind.UNPROCESSED, Duration.ZERO));
  }

  private SlowLoopbackServer plan(String operation, Answer answer) {
    planned.computeIfAbsent(operation, o -> new ArrayDeque<>()).addLast(answer);
    return this;
  }

  /** The operations of the requests received so far, in order of arrival. */
  synchronized List<String> received() {
    return List.copyOf(received);
  }

  /** The operations of the held requests whose client closed the connection before the answer. */
  synchronized List<String> abandoned() {
    return List.copyOf(abandoned);
  }

  /** Waits until {@code count} requests of {@code operation} were received; false when {@code timeout} passed first. */
  boolean awaitReceived(String operation, int count, Duration timeout) throws InterruptedException {
    return awaitIn(received, operation, count, timeout);
  }

  /** Waits until {@code count} held requests of {@code operation} were abandoned; false when {@code timeout} passed first. */
  boolean awaitAbandoned(String operation, int count, Duration timeout) throws InterruptedException {
    return awaitIn(abandoned, operation, count, timeout);
  }

  private synchronized boolean awaitIn(List<String> seen, String operation, int count, Duration timeout)
      throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (seen.stream().filter(operation::equals).count() < count) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        return false;
      }
      wait(Math.max(1, left / 1_000_000));
    }
    return true;
  }

  private synchronized Answer arrived(String operation) {
    received.add(operation);
    notifyAll();
    Deque<Answer> answers = planned.get(operation);
    return answers == null ? null : answers.pollFirst();
  }

  private synchronized void gaveUp(String operation) {
    abandoned.add(operation);
    notifyAll();
  }

  private void accept() {
    while (!socket.isClosed()) {
      try {
        Socket connection = socket.accept();
        connections.execute(() -> serve(connection));
      } catch (IOException e) {
        return; // closed
      }
    }
  }

  private void serve(Socket connection) {
    try (connection) {
      InputStream in = new BufferedInputStream(connection.getInputStream());
      OutputStream out = connection.getOutputStream();
      for (Request request = Request.read(in); request != null; request = Request.read(in)) {
        String operation = request.operation();
        Answer answer = arrived(operation);
        Kind kind = answer == null ? null : answer.kind();
        if (kind == Kind.HOLD && !heldUntilDue(connection, in, answer.hold())) {
          gaveUp(operation);
          return;
        }
        if (kind == Kind.UNPROCESSED) {
          respond(out, 200, "{\"UnprocessedItems\":" + requestItems(request.body) + "}");
        } else {
          HttpResponse<String> response = forward(request);
          respond(out, response.statusCode(), response.body());
        }
      }
    } catch (IOException e) {
      // the client went away between requests
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Waits out the hold; false as soon as the client closes the connection. */
  private boolean heldUntilDue(Socket connection, InputStream in, Duration hold) throws IOException {
    long due = System.nanoTime() + hold.toNanos();
    connection.setSoTimeout(20);
    try {
      while (System.nanoTime() < due && !socket.isClosed()) {
        try {
          if (in.read() == -1) {
            return false;
          }
        } catch (SocketTimeoutException stillOpen) {
          // nothing from the client: it is still waiting
        } catch (IOException reset) {
          return false;
        }
      }
      return true;
    } finally {
      connection.setSoTimeout(0);
    }
  }

  private HttpResponse<String> forward(Request request) throws IOException, InterruptedException {
    HttpRequest.Builder builder = HttpRequest.newBuilder(upstream.resolve("/"))
        .POST(HttpRequest.BodyPublishers.ofString(request.body));
    request.headers.forEach((name, value) -> {
      if (!NOT_FORWARDED.contains(name)) {
        builder.header(name, value);
      }
    });
    return forward.send(builder.build(), HttpResponse.BodyHandlers.ofString());
  }

  /** The {@code RequestItems} object of a BatchWriteItem request, as sent. */
  private static String requestItems(String body) {
    String field = "\"RequestItems\":";
    int start = body.indexOf(field) + field.length();
    int depth = 0;
    boolean inString = false;
    for (int i = start; i < body.length(); i++) {
      char c = body.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return body.substring(start, i + 1);
      }
    }
    throw new IllegalArgumentException("no RequestItems in " + body);
  }

  private static void respond(OutputStream out, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(UTF_8);
    String head = "HTTP/1.1 " + status + (status == 200 ? " OK" : " Bad Request") + "\r\n"
        + "Content-Type: application/x-amz-json-1.0\r\n"
        + "x-amzn-RequestId: slow-loopback-server\r\n"
        + "Content-Length: " + bytes.length + "\r\n\r\n";
    out.write(head.getBytes(UTF_8));
    out.write(bytes);
    out.flush();
  }

  @Override
  public void close() throws IOException {
    socket.close();
    connections.shutdownNow();
  }

  /** One HTTP/1.1 request with a {@code Content-Length} body, as the SDK sends DynamoDB's. */
  private static final class Request {
    final Map<String, String> headers;
    final String body;

    private Request(Map<String, String> headers, String body) {
      this.headers = headers;
      this.body = body;
    }

    String operation() {
      String target = headers.getOrDefault("x-amz-target", "");
      return target.startsWith(TARGET_PREFIX) ? target.substring(TARGET_PREFIX.length()) : target;
    }

    /** The next request on the connection, or null when the client closed it. */
    static Request read(InputStream in) throws IOException {
      String requestLine = line(in);
      if (requestLine == null) {
        return null;
      }
      Map<String, String> headers = new LinkedHashMap<>();
      for (String header = line(in); header != null && !header.isEmpty(); header = line(in)) {
        int colon = header.indexOf(':');
        headers.put(header.substring(0, colon).trim().toLowerCase(Locale.ROOT), header.substring(colon + 1).trim());
      }
      byte[] body = in.readNBytes(Integer.parseInt(headers.getOrDefault("content-length", "0")));
      return new Request(headers, new String(body, UTF_8));
    }

    private static String line(InputStream in) throws IOException {
      ByteArrayOutputStream line = new ByteArrayOutputStream();
      for (int b = in.read(); b != -1; b = in.read()) {
        if (b == '\n') {
          String text = line.toString(UTF_8);
          return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
        }
        line.write(b);
      }
      return line.size() == 0 ? null : line.toString(UTF_8);
    }
  }
}
