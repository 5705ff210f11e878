package dev.singletable.spring;

import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.Table;
import java.util.function.Supplier;
import org.springframework.beans.factory.config.BeanPostProcessor;

/**
 * Adds a listener to every {@link Table} bean of the application, the one of {@link SingleTableAutoConfiguration}
 * or the application's own, unless the table has a listener of that kind already. The listener is made when the
 * first table is, so that the beans it needs (a {@code MeterRegistry}, an {@code OpenTelemetry}) are looked up
 * lazily; when they are absent the tables stay as they are.
 */
final class ListeningTables implements BeanPostProcessor {
  private final Class<? extends RequestListener> kind;
  private final Supplier<? extends RequestListener> listener;

  /**
   * @param kind the listener's class, to leave tables that have one alone
   * @param listener makes the listener; returns null when what it needs is absent
   */
  ListeningTables(Class<? extends RequestListener> kind, Supplier<? extends RequestListener> listener) {
    this.kind = kind;
    this.listener = listener;
  }

  @Override
  public Object postProcessAfterInitialization(Object bean, String beanName) {
    if (!(bean instanceof Table table) || table.listeners().stream().anyMatch(kind::isInstance)) {
      return bean;
    }
    RequestListener made = listener.get();
    return made == null ? bean : table.withListener(made);
  }
}
