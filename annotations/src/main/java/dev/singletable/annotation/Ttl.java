package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The item's expiry for DynamoDB's time to live: an {@code Instant} stored as a number of epoch
 * seconds ({@code N}), the format DynamoDB's TTL reads, so fractions of a second are dropped. Enable
 * TTL on the table for this attribute (the generated service's {@code timeToLiveRequest}); DynamoDB
 * deletes expired items within days, not at once, so readers that must not see them filter on it.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Ttl {}
