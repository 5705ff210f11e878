package dev.singletable.samples.migration;

/** The states of a {@link WebOrder}, stored by name. */
public enum OrderStatus { OPEN, SHIPPED }
