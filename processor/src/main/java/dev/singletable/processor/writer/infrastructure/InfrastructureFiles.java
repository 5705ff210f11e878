package dev.singletable.processor.writer.infrastructure;

import dev.singletable.processor.model.RuntimeSurface;
import dev.singletable.processor.model.service.ServiceModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The files that state a service's table outward, by file name, each the same bytes for the same
 * model: {@code <service>.cfn.json} and {@code <service>.cfn.yaml} (CloudFormation), {@code
 * <service>.tf.json} (Terraform), {@code <service>.workbench.json} (NoSQL Workbench) and {@code
 * <service>.md} (the design document). The processor writes them below {@link #directory} in the
 * class output, and copies them to the directory {@code -Asingletable.infrastructure} names.
 *
 * @param files the files' text by file name, in the order above
 * @param problems a sentence for each example item that does not fit the model and was left out
 */
public record InfrastructureFiles(Map<String, String> files, List<String> problems) {

  /** Copies the collections: the value is immutable. */
  public InfrastructureFiles {
    files = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(files));
    problems = List.copyOf(problems);
  }

  /** The resource directory of a service's files below the class output. */
  public static String directory(ServiceModel service) {
    return "META-INF/singletable/" + service.name() + "/";
  }

  /**
   * The files of a service whose entities passed the checks.
   *
   * @param examples the example items of the design documents
   * @param surface names the runtime's methods, which the generated query methods avoid
   */
  public static InfrastructureFiles of(ServiceModel service, ExampleFile examples, RuntimeSurface surface) {
    TableShape table = TableShape.of(service);
    List<String> problems = new ArrayList<>();
    ExampleItems items = ExampleItems.of(table, examples.of(service.name()), problems);
    Map<String, Object> template = CloudFormationWriter.template(table);
    Map<String, String> files = new LinkedHashMap<>();
    String name = service.name();
    files.put(name + ".cfn.json", JsonText.write(template));
    files.put(name + ".cfn.yaml", YamlText.write(template));
    files.put(name + ".tf.json", JsonText.write(TerraformWriter.configuration(table)));
    files.put(name + ".workbench.json", JsonText.write(WorkbenchWriter.model(table, items)));
    files.put(name + ".md", DesignDocumentWriter.write(service, table, items, surface));
    return new InfrastructureFiles(files, problems);
  }
}
