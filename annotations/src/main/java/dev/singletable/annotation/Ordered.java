package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Renders an integral key component ({@code byte}, {@code short}, {@code int}, {@code long}, boxed
 * or not, or {@code BigInteger}) in an order-preserving text: any sign and magnitude, and text order
 * (as DynamoDB compares sort keys) is numeric order, so the query DSL offers ranges on it.
 * {@code BigDecimal}, {@code double} and {@code float} components always render this way. Without
 * {@code @Ordered} or {@code @Padded}, an integral component renders as its plain decimal text
 * ({@code V1}, {@code LOG#7}) and a query can only fix it, not range over it.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Ordered {}
