package dev.singletable.processor;

import com.google.auto.service.AutoService;
import com.squareup.javapoet.JavaFile;
import dev.singletable.annotation.Entity;
import dev.singletable.processor.checks.EntityChecks;
import dev.singletable.processor.checks.ServiceChecks;
import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problem;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.lock.LayoutLockCheck;
import dev.singletable.processor.model.RuntimeSurface;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.service.ServiceModel;
import dev.singletable.processor.reading.EntityReader;
import dev.singletable.processor.reading.Resolution;
import dev.singletable.processor.reading.RuntimeSurfaceReader;
import dev.singletable.processor.writer.entity.EntityWriter;
import dev.singletable.processor.writer.infrastructure.ExampleFile;
import dev.singletable.processor.writer.infrastructure.InfrastructureFiles;
import dev.singletable.processor.writer.service.DescriptionWriter;
import dev.singletable.processor.writer.service.ServiceWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.FileObject;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * Generates {@code <Record>Entity} for every {@code @Entity} record, and {@code <Service>Service}
 * with the resource {@code META-INF/singletable/<service>.md} for every service.
 *
 * <p>One path, one direction, per entity: {@link EntityReader} turns the element into an {@link
 * EntityModel}; {@link EntityChecks} and {@link ServiceChecks} report everything wrong with it, each
 * message pointing at the annotation value at fault; {@link EntityWriter} turns a model without
 * problems into source. An entity with problems is skipped and the others are still generated. An
 * entity whose types do not exist yet (another processor may generate them) waits for a later round
 * and is reported only when processing is over. The processor never claims the annotations.
 *
 * <p>A service spans its entities, so it is written once per compilation, at the end of the first
 * round in which no entity waits for types: every entity of the service must be there by then (an
 * entity that joins a service later, because another processor generated it, is reported). A
 * service with an entity that has problems is not written.
 *
 * <p>With {@code -Asingletable.lock=<path>}, {@link LayoutLockCheck} holds every entity to the
 * storage layout its version has in that file, and the file is written when processing is over.
 *
 * <p>Beside each service's description, {@link InfrastructureFiles} writes the service's table outward
 * under {@code META-INF/singletable/<service>/}: CloudFormation, Terraform, a NoSQL Workbench model and
 * the design document, whose example items come from the JSON file {@code
 * -Asingletable.examples=<path>} names ({@link ExampleFile}). With {@code
 * -Asingletable.infrastructure=<directory>} the files are also copied to that directory.
 *
 * <p>Gradle incremental compilation: declared {@code aggregating} in {@code
 * META-INF/gradle/incremental.annotation.processors}, since the service class and its description
 * derive from all the entities of the service (each generated file names its originating elements:
 * the entity record for {@code <Record>Entity}, every entity of the service for the service). The
 * checks that look across entities (duplicate names, key collisions, collections, time to live)
 * only see the entities compiled together.
 */
@AutoService(Processor.class)
public final class SingleTableProcessor extends AbstractProcessor {
  private static final String ENTITY = Entity.class.getCanonicalName();

  /** Entities waiting for types, by qualified name: elements do not survive rounds. */
  private final Set<String> deferred = new LinkedHashSet<>();
  /** Every entity read in this compilation, by service: duplicate names span rounds. */
  private final Map<String, ServiceModel> services = new HashMap<>();
  /** Services with an entity that was not generated: their service class is not written. */
  private final Set<String> failedServices = new HashSet<>();
  /** Services whose class was written; an entity joining one later is an error. */
  private final Set<String> writtenServices = new HashSet<>();
  private EntityReader reader;
  private Reporter reporter;
  /** False in a modular build that does not read java.compiler, where @Generated would not resolve. */
  private boolean generatedAnnotationVisible;
  /** The layout lock the options name; null when they name none. */
  private LayoutLockCheck lock;
  /** The runtime's members the generated classes inherit, read in the last round with entities. */
  private RuntimeSurface surface;
  /** The design documents' example items, from {@link #EXAMPLES_OPTION}; none when it names no file. */
  private ExampleFile examples = ExampleFile.NONE;

  /** The option naming the example file of the design documents. */
  static final String EXAMPLES_OPTION = "singletable.examples";
  /** The option naming a directory the infrastructure files are copied to. */
  static final String INFRASTRUCTURE_OPTION = "singletable.infrastructure";

  /** Creates the processor; the compiler calls {@link #init} before use. */
  public SingleTableProcessor() {}

  @Override
  public synchronized void init(ProcessingEnvironment environment) {
    super.init(environment);
    reader = new EntityReader(environment.getElementUtils(), environment.getTypeUtils());
    reporter = new Reporter(environment);
    generatedAnnotationVisible =
        environment.getElementUtils().getTypeElement("javax.annotation.processing.Generated") != null;
    List<String> lockErrors = new ArrayList<>();
    lock = LayoutLockCheck.of(environment.getOptions(), lockErrors);
    lockErrors.forEach(error -> reporter.error(error, null));
    String examplePath = environment.getOptions().get(EXAMPLES_OPTION);
    if (examplePath != null && !examplePath.isBlank()) {
      try {
        examples = ExampleFile.parse(Files.readString(Path.of(examplePath), StandardCharsets.UTF_8));
      } catch (IOException | IllegalArgumentException e) {
        reporter.error(Message.EXAMPLES_UNREADABLE.format(examplePath, e.getMessage()), null);
      }
    }
  }

  @Override
  public Set<String> getSupportedOptions() {
    return Set.of(LayoutLockCheck.OPTION, LayoutLockCheck.UPDATE_OPTION, LayoutLockCheck.CREATE_OPTION, EXAMPLES_OPTION,
        INFRASTRUCTURE_OPTION);
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(ENTITY);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    List<TypeElement> entities = new ArrayList<>();
    for (String name : deferred) {
      TypeElement element = processingEnv.getElementUtils().getTypeElement(name);
      if (element != null) {
        entities.add(element);
      }
    }
    deferred.clear();
    TypeElement entityAnnotation = processingEnv.getElementUtils().getTypeElement(ENTITY);
    if (entityAnnotation != null) {
      for (Element element : round.getElementsAnnotatedWith(entityAnnotation)) {
        entities.add((TypeElement) element);
      }
    }
    if (!entities.isEmpty() && !readSurface(entities)) {
      entities.clear();
    }
    for (TypeElement entity : entities) {
      Optional<String> unresolved = Resolution.firstUnresolved(entity);
      if (unresolved.isEmpty()) {
        process(entity);
      } else if (round.processingOver()) {
        reporter.error(Message.UNRESOLVED_TYPE.format(entity.getQualifiedName(), unresolved.get()), entity);
      } else {
        deferred.add(entity.getQualifiedName().toString());
      }
    }
    if (deferred.isEmpty() || round.processingOver()) {
      writeServices();
    }
    if (round.processingOver() && lock != null) {
      finishLock();
    }
    return false;
  }

  /**
   * Reads the runtime's surface for this round; when the runtime is not on the class path, reports
   * every entity as not generated and returns false.
   */
  private boolean readSurface(List<TypeElement> entities) {
    List<String> missing = new ArrayList<>();
    Optional<RuntimeSurface> read = RuntimeSurfaceReader.read(processingEnv.getElementUtils(), missing);
    if (read.isPresent()) {
      surface = read.get();
      return true;
    }
    for (TypeElement entity : entities) {
      reporter.error(Message.RUNTIME_MISSING.format(entity.getQualifiedName(), missing.get(0)), entity);
    }
    return false;
  }

  /** Writes the layout lock and warns about the entities it holds that were not compiled. */
  private void finishLock() {
    try {
      Problems problems = new Problems();
      lock.finish(problems).forEach(reporter::warning);
      problems.all().forEach(reporter::error);
    } catch (IOException e) {
      reporter.error(Message.LOCK_UNREADABLE.format(processingEnv.getOptions().get(LayoutLockCheck.OPTION), e), null);
    }
  }

  /** Writes the services read so far that are complete and not written yet. */
  private void writeServices() {
    List<String> names = new ArrayList<>(services.keySet());
    names.sort(null);
    for (String name : names) {
      if (failedServices.contains(name) || !writtenServices.add(name)) {
        continue;
      }
      ServiceModel service = services.get(name);
      Problems complete = new Problems();
      ServiceChecks.checkComplete(service, complete);
      if (!complete.isEmpty()) {
        complete.all().forEach(reporter::error);
        failedServices.add(name);
        continue;
      }
      List<Element> origins = new ArrayList<>();
      for (EntityModel entity : service.entities()) {
        TypeElement element = processingEnv.getElementUtils().getTypeElement(entity.recordType().canonicalName());
        if (element != null) {
          origins.add(element);
        }
      }
      try {
        write(ServiceWriter.write(service, surface, generatedAnnotationVisible), origins.toArray(new Element[0]));
        FileObject description = processingEnv.getFiler().createResource(
            StandardLocation.CLASS_OUTPUT, "", DescriptionWriter.path(service), origins.toArray(new Element[0]));
        try (Writer writer = description.openWriter()) {
          writer.write(DescriptionWriter.write(service, surface));
        }
        writeInfrastructure(service, origins.toArray(new Element[0]));
      } catch (RuntimeException | IOException e) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        reporter.error(Message.INTERNAL_ERROR.format("service " + name, trace), origins.isEmpty() ? null : origins.get(0));
      }
    }
  }

  /**
   * Writes the service's infrastructure files as resources, and copies them to the directory the
   * option names; an example that does not fit the model is a warning.
   */
  private void writeInfrastructure(ServiceModel service, Element[] origins) throws IOException {
    InfrastructureFiles infrastructure = InfrastructureFiles.of(service, examples, surface);
    for (String problem : infrastructure.problems()) {
      reporter.warning(Message.EXAMPLE_UNFIT.format(problem, processingEnv.getOptions().get(EXAMPLES_OPTION)));
    }
    for (Map.Entry<String, String> file : infrastructure.files().entrySet()) {
      FileObject resource = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "",
          InfrastructureFiles.directory(service) + file.getKey(), origins);
      try (Writer writer = resource.openWriter()) {
        writer.write(file.getValue());
      }
    }
    String directory = processingEnv.getOptions().get(INFRASTRUCTURE_OPTION);
    if (directory == null || directory.isBlank()) {
      return;
    }
    try {
      Path target = Path.of(directory);
      Files.createDirectories(target);
      for (Map.Entry<String, String> file : infrastructure.files().entrySet()) {
        Path path = target.resolve(file.getKey());
        byte[] bytes = file.getValue().getBytes(StandardCharsets.UTF_8);
        // Unchanged files are left alone, so that a build that changes nothing touches nothing.
        if (!Files.exists(path) || !java.util.Arrays.equals(Files.readAllBytes(path), bytes)) {
          Files.write(path, bytes);
        }
      }
    } catch (IOException | RuntimeException e) {
      reporter.error(Message.INFRASTRUCTURE_UNWRITABLE.format(service.name(), directory, e), null);
    }
  }

  private void process(TypeElement element) {
    try {
      Problems problems = new Problems();
      Optional<EntityModel> entity = reader.read(element, problems);
      if (entity.isPresent()) {
        EntityChecks.check(entity.get(), problems);
        ServiceModel service = services.getOrDefault(entity.get().service(), ServiceModel.empty(entity.get().service()));
        ServiceChecks.check(service, entity.get(), surface, problems);
        if (lock != null && problems.isEmpty()) {
          lock.check(entity.get(), problems);
        }
        if (writtenServices.contains(service.name())) {
          problems.report(Message.LATE_SERVICE_ENTITY, entity.get().position(), entity.get().recordType(),
              service.name(), service.className().simpleName());
        }
        services.put(service.name(), service.with(entity.get()));
      }
      for (Problem problem : problems.all()) {
        reporter.error(problem);
      }
      for (Problem warning : problems.warnings()) {
        reporter.warning(warning);
      }
      if (entity.isPresent() && problems.isEmpty()) {
        for (JavaFile file : EntityWriter.write(entity.get(), surface, generatedAnnotationVisible)) {
          write(file, element);
        }
      } else if (entity.isPresent()) {
        failedServices.add(entity.get().service());
      }
    } catch (RuntimeException | IOException e) {
      StringWriter trace = new StringWriter();
      e.printStackTrace(new PrintWriter(trace));
      reporter.error(Message.INTERNAL_ERROR.format(element.getQualifiedName(), trace), element);
    }
  }

  /** Writes a source file that names its originating elements. */
  private void write(JavaFile file, Element... origins) throws IOException {
    String name = file.packageName.isEmpty() ? file.typeSpec.name : file.packageName + "." + file.typeSpec.name;
    JavaFileObject source = processingEnv.getFiler().createSourceFile(name, origins);
    try (Writer writer = source.openWriter()) {
      file.writeTo(writer);
    }
  }
}
