/** A shop of customers and their orders, the model the metrics tests read and write. */
package dev.singletable.micrometer.shop;
