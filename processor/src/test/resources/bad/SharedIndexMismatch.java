package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class SharedIndexMismatch {
  private SharedIndexMismatch() {}

  @Entity(service = "taskapp", name = "office")
  @Pk(template = "OFFICE#${office}")
  @Sk(template = "OFFICE#${office}")
  @Gsi(index = "gsi1", name = "workplace", pk = "OFFICE#${office}", sk = "#OFFICE")
  record Office(String office, String city) {}

  @Entity(service = "taskapp", name = "employee")
  @Pk(template = "EMPLOYEE#${employee}")
  @Sk(template = "EMPLOYEE")
  @Gsi(index = "gsi1", name = "coworkers", pk = "OFFICE#${office}")
  record Employee(String employee, String office) {}
}
