package dev.singletable.spring;

import java.beans.Introspector;
import java.util.Map;
import org.springframework.beans.factory.config.AutowireCapableBeanFactory;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.type.AnnotationMetadata;

/**
 * Registers, for each class of {@link EnableSingleTableServices}, the service bean made by its
 * static {@code of(Table)} and a {@link dev.singletable.runtime.table.TableDefinition} bean (not a
 * candidate for autowiring) made by its static {@code tableDefinition(String)} with the table's name:
 * plain factory-method bean definitions that Spring itself resolves.
 */
final class SingleTableServicesRegistrar implements ImportBeanDefinitionRegistrar {
  @Override
  public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
    Map<String, Object> attributes = metadata.getAnnotationAttributes(EnableSingleTableServices.class.getName(), true);
    if (attributes == null) {
      return;
    }
    for (String className : (String[]) attributes.get("value")) {
      String simpleName = className.substring(className.lastIndexOf('.') + 1);
      String beanName = Introspector.decapitalize(simpleName);

      RootBeanDefinition service = new RootBeanDefinition();
      service.setBeanClassName(className);
      service.setFactoryMethodName("of");
      service.setAutowireMode(AutowireCapableBeanFactory.AUTOWIRE_CONSTRUCTOR);
      registry.registerBeanDefinition(beanName, service);

      RootBeanDefinition table = new RootBeanDefinition();
      table.setBeanClassName(className);
      table.setFactoryMethodName("tableDefinition");
      table.getConstructorArgumentValues().addGenericArgumentValue("${singletable.table-name}");
      table.setAutowireCandidate(false);
      table.setLazyInit(true);
      registry.registerBeanDefinition(beanName + ".tableDefinition", table);
    }
  }
}
