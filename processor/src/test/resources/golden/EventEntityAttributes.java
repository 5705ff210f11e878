package com.example.events;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.LongPath;
import dev.singletable.runtime.expression.MapPath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import java.time.Instant;
import javax.annotation.processing.Generated;

/**
 * The typed attribute constants of {@link EventEntity}, read through it ({@code EventEntity.AGGREGATE_TYPE}),
 * for conditions, filters, updates and queries, and its {@code SCHEMA}. Declared here, not in the
 * entity class, so that they are built when one is first read rather than when the entity class is
 * initialised by its first item.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public interface EventEntityAttributes {
  /**
   * The attribute {@code aggregateType}, a component of the primary key: for conditions and filters; no update
   * can change it.
   */
  AttributePath<Event, String> AGGREGATE_TYPE = EventEntity.AttributeConstants.AGGREGATE_TYPE;

  /**
   * The attribute {@code aggregateId}, a component of the primary key: for conditions and filters; no update
   * can change it.
   */
  AttributePath<Event, String> AGGREGATE_ID = EventEntity.AttributeConstants.AGGREGATE_ID;

  /**
   * The attribute {@code seqNum}, a component of the primary key: for conditions and filters; no update
   * can change it.
   */
  LongPath<Event> SEQ_NUM = EventEntity.AttributeConstants.SEQ_NUM;

  /**
   * The attribute {@code eventType}, for conditions, filters and updates.
   */
  UpdatableAttribute<Event, String> EVENT_TYPE = EventEntity.AttributeConstants.EVENT_TYPE;

  /**
   * The attribute {@code eventId}, for conditions, filters and updates.
   */
  UpdatableAttribute<Event, String> EVENT_ID = EventEntity.AttributeConstants.EVENT_ID;

  /**
   * The attribute {@code payload}, for conditions, filters and updates.
   */
  MapPath<Event, Object> PAYLOAD = EventEntity.AttributeConstants.PAYLOAD;

  /**
   * The attribute {@code occurredAt}, for conditions, filters and updates.
   */
  UpdatableAttribute<Event, Instant> OCCURRED_AT = EventEntity.AttributeConstants.OCCURRED_AT;

  /**
   * What the runtime operations know about this entity: names, keys, indexes and marshalling.
   */
  EntitySchema<Event> SCHEMA = EventEntity.AttributeConstants.SCHEMA;
}
