package dev.singletable.samples.types;

/** An enum stored by name. */
public enum Colour { RED, GREEN, BLUE }
