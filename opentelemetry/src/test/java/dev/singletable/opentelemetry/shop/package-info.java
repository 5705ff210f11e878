/** A shop of customers and their orders, the model the tracing tests read and write. */
package dev.singletable.opentelemetry.shop;
