package com.example.events;

import dev.singletable.runtime.expression.Condition;

/** A long component takes int literals in conditions and updates, as an int component does. */
final class IntegralLiterals {
  private IntegralLiterals() {}

  static AggregateMeta advance(AggregateMetaEntity metas) {
    Condition<AggregateMeta> behind = AggregateMetaEntity.CURRENT_SEQ_NUM.lt(300)
        .and(AggregateMetaEntity.CURRENT_SEQ_NUM.between(1, 9));
    return metas.update("order", "1234").set(AggregateMetaEntity.CURRENT_SEQ_NUM, 300)
        .condition(behind).execute();
  }

  static AggregateMeta step(AggregateMetaEntity metas) {
    return metas.update("order", "1234").add(AggregateMetaEntity.CURRENT_SEQ_NUM, 1).execute();
  }

  static AggregateMeta stepFromItself(AggregateMetaEntity metas) {
    return metas.update("order", "1234")
        .set(AggregateMetaEntity.CURRENT_SEQ_NUM, AggregateMetaEntity.CURRENT_SEQ_NUM.orElse(0).plus(1)).execute();
  }
}
