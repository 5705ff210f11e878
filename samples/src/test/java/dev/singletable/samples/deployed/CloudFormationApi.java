package dev.singletable.samples.deployed;

import dev.singletable.test.DynamoDbEngine;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The two CloudFormation calls the round trip needs, {@code CreateStack} and {@code DescribeStacks},
 * sent to the test kit's moto server in CloudFormation's query protocol: the AWS SDK's {@code
 * cloudformation} module is not published at the SDK version the project pins, and these two
 * requests are all a test sends. moto routes a request to CloudFormation by the service its
 * credential scope names and does not check signatures.
 */
final class CloudFormationApi {
  private static final String VERSION = "2010-05-15";

  private final URI endpoint;
  private final String region;
  private final String account;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  CloudFormationApi(DynamoDbEngine engine) {
    this.endpoint = engine.endpoint().orElseThrow();
    this.region = engine.region().id();
    this.account = engine.account().orElse(null);
  }

  /** A stack as {@code DescribeStacks} reports it. */
  record Stack(String status, String reason, Map<String, String> outputs) {}

  /** Creates a stack from a template with the given parameters. */
  void createStack(String name, String templateBody, Map<String, String> parameters) {
    Map<String, String> form = new LinkedHashMap<>();
    form.put("Action", "CreateStack");
    form.put("Version", VERSION);
    form.put("StackName", name);
    form.put("TemplateBody", templateBody);
    int member = 1;
    for (Map.Entry<String, String> parameter : parameters.entrySet()) {
      form.put("Parameters.member." + member + ".ParameterKey", parameter.getKey());
      form.put("Parameters.member." + member + ".ParameterValue", parameter.getValue());
      member++;
    }
    send(form);
  }

  /** The stack's status and outputs. */
  Stack describeStack(String name) {
    Document response = send(Map.of("Action", "DescribeStacks", "Version", VERSION, "StackName", name));
    Element stack = (Element) response.getElementsByTagName("Stacks").item(0);
    Map<String, String> outputs = new LinkedHashMap<>();
    NodeList keys = stack.getElementsByTagName("OutputKey");
    NodeList values = stack.getElementsByTagName("OutputValue");
    for (int i = 0; i < keys.getLength(); i++) {
      outputs.put(keys.item(i).getTextContent(), values.item(i).getTextContent());
    }
    NodeList reason = stack.getElementsByTagName("StackStatusReason");
    return new Stack(stack.getElementsByTagName("StackStatus").item(0).getTextContent(),
        reason.getLength() == 0 ? "" : reason.item(0).getTextContent(), outputs);
  }

  private Document send(Map<String, String> form) {
    StringJoiner body = new StringJoiner("&");
    form.forEach((key, value) -> body.add(URLEncoder.encode(key, StandardCharsets.UTF_8) + "="
        + URLEncoder.encode(value, StandardCharsets.UTF_8)));
    HttpRequest.Builder request = HttpRequest.newBuilder(endpoint.resolve("/"))
        .timeout(Duration.ofMinutes(1))
        .header("Content-Type", "application/x-www-form-urlencoded; charset=utf-8")
        .header("Authorization", "AWS4-HMAC-SHA256 Credential=test/20240101/" + region
            + "/cloudformation/aws4_request, SignedHeaders=content-type;host, Signature=0")
        .POST(HttpRequest.BodyPublishers.ofString(body.toString()));
    if (account != null) {
      request.header("x-moto-account-id", account);
    }
    try {
      HttpResponse<byte[]> response = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
      String text = new String(response.body(), StandardCharsets.UTF_8);
      if (response.statusCode() != 200) {
        throw new AssertionError(form.get("Action") + " answered " + response.statusCode() + ": " + text);
      }
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return factory.newDocumentBuilder().parse(new ByteArrayInputStream(response.body()));
    } catch (IOException | InterruptedException | javax.xml.parsers.ParserConfigurationException
        | org.xml.sax.SAXException e) {
      throw new AssertionError(form.get("Action") + " failed", e);
    }
  }
}
