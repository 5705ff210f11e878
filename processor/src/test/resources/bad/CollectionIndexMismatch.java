package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class CollectionIndexMismatch {
  private CollectionIndexMismatch() {}

  @Entity(service = "taskapp", name = "office")
  @Pk(template = "OFFICE#${office}")
  @Sk(template = "OFFICE#${office}")
  @Gsi(index = "gsi1", name = "workplace", pk = "OFFICE#${office}", sk = "#OFFICE", collection = "workplaces")
  record Office(String office, String city) {}

  @Entity(service = "taskapp", name = "employee")
  @Pk(template = "EMPLOYEE#${employee}")
  @Sk(template = "EMPLOYEE")
  @Gsi(index = "gsi2", name = "coworkers", pk = "OFFICE#${office}", sk = "EMPLOYEE#${employee}",
      collection = "workplaces")
  record Employee(String employee, String office) {}
}
