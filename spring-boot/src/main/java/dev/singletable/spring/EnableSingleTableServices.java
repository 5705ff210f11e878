package dev.singletable.spring;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.context.annotation.Import;

/**
 * Makes each listed generated service a bean on the application's {@link
 * dev.singletable.runtime.Table}:
 *
 * <pre>{@code
 * @SpringBootApplication
 * @EnableSingleTableServices({EventsService.class, ShopService.class})
 * public class Application { }
 * }</pre>
 *
 * Spring calls each service's generated {@code of(Table)} as the bean's factory method, and its
 * {@code tableDefinition(String)} for the table checked at start-up and in the health, and created
 * when {@code singletable.create-tables=true}. Nothing is scanned: only the listed classes become beans.
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/spring-boot.md#spring-boot">Spring Boot</a>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Import(SingleTableServicesRegistrar.class)
public @interface EnableSingleTableServices {
  /**
   * The generated service classes ({@code EventsService.class}, ...).
   *
   * @return the generated service classes that become beans
   */
  Class<?>[] value();
}
