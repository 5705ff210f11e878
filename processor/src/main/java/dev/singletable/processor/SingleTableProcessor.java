package dev.singletable.processor;

import com.google.auto.service.AutoService;
import com.squareup.javapoet.JavaFile;
import dev.singletable.annotation.Entity;
import dev.singletable.processor.checks.EntityChecks;
import dev.singletable.processor.checks.Message;
import dev.singletable.processor.checks.Problem;
import dev.singletable.processor.checks.Problems;
import dev.singletable.processor.checks.ServiceChecks;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.ServiceModel;
import dev.singletable.processor.reading.EntityReader;
import dev.singletable.processor.reading.Resolution;
import dev.singletable.processor.writer.EntityWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
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
import javax.tools.JavaFileObject;

/**
 * Generates {@code <Record>Entity} for every {@code @Entity} record.
 *
 * <p>One path, one direction, per entity: {@link EntityReader} turns the element into an {@link
 * EntityModel}; {@link EntityChecks} and {@link ServiceChecks} report everything wrong with it, each
 * message pointing at the annotation value at fault; {@link EntityWriter} turns a model without
 * problems into source. An entity with problems is skipped and the others are still generated. An
 * entity whose types do not exist yet (another processor may generate them) waits for a later round
 * and is reported only when processing is over. The processor never claims the annotations.
 *
 * <p>Gradle incremental compilation: declared {@code isolating} in {@code
 * META-INF/gradle/incremental.annotation.processors}, since each generated file derives from one
 * originating element, the entity record, which it names. The one check that looks across entities,
 * duplicate entity names in a service, only sees the entities compiled together. The service class
 * (a later addition) spans several entities: it will make the processor {@code aggregating}, or must
 * be generated so that the per-entity output stays isolating; change the declaration with it.
 */
@AutoService(Processor.class)
public final class SingleTableProcessor extends AbstractProcessor {
  private static final String ENTITY = Entity.class.getCanonicalName();

  /** Entities waiting for types, by qualified name: elements do not survive rounds. */
  private final Set<String> deferred = new LinkedHashSet<>();
  /** Every entity read in this compilation, by service: duplicate names span rounds. */
  private final Map<String, ServiceModel> services = new HashMap<>();
  private EntityReader reader;
  private Reporter reporter;
  /** False in a modular build that does not read java.compiler, where @Generated would not resolve. */
  private boolean generatedAnnotationVisible;

  /** Creates the processor; the compiler calls {@link #init} before use. */
  public SingleTableProcessor() {}

  @Override
  public synchronized void init(ProcessingEnvironment environment) {
    super.init(environment);
    reader = new EntityReader(environment.getElementUtils(), environment.getTypeUtils());
    reporter = new Reporter(environment);
    generatedAnnotationVisible =
        environment.getElementUtils().getTypeElement("javax.annotation.processing.Generated") != null;
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
    return false;
  }

  private void process(TypeElement element) {
    try {
      Problems problems = new Problems();
      Optional<EntityModel> entity = reader.read(element, problems);
      if (entity.isPresent()) {
        EntityChecks.check(entity.get(), problems);
        ServiceModel service = services.getOrDefault(entity.get().service(), ServiceModel.empty(entity.get().service()));
        ServiceChecks.check(service, entity.get(), problems);
        services.put(service.name(), service.with(entity.get()));
      }
      for (Problem problem : problems.all()) {
        reporter.error(problem);
      }
      if (entity.isPresent() && problems.isEmpty()) {
        write(EntityWriter.write(entity.get(), generatedAnnotationVisible), element);
      }
    } catch (RuntimeException | IOException e) {
      StringWriter trace = new StringWriter();
      e.printStackTrace(new PrintWriter(trace));
      reporter.error(Message.INTERNAL_ERROR.format(element.getQualifiedName(), trace), element);
    }
  }

  /** Writes a file whose only originating element is the entity, as isolating processing requires. */
  private void write(JavaFile file, TypeElement origin) throws IOException {
    String name = file.packageName.isEmpty() ? file.typeSpec.name : file.packageName + "." + file.typeSpec.name;
    JavaFileObject source = processingEnv.getFiler().createSourceFile(name, origin);
    try (Writer writer = source.openWriter()) {
      file.writeTo(writer);
    }
  }
}
