package good;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.expression.Condition;
import java.util.List;

class InheritedNamesQueries {
  static List<InheritedNames> fixed(Table table) {
    return InheritedNamesEntity.of(table).query().primary("oak")
        .pagesEq("12").countEq("3").operationEq("read").list();
  }

  static List<InheritedNames> byIndex(Table table) {
    return InheritedNamesEntity.of(table).query().firstAsyncIndex("oak").startAfterEq("x").list();
  }

  static Condition<InheritedNames> cover() {
    return InheritedNamesEntity.COVER.namePath().eq("red").and(InheritedNamesEntity.COVER.eqPath().eq("x"));
  }
}
