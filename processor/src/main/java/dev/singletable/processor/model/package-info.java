/**
 * The immutable model of what the user declared, which readers build, checks read and report on, and
 * writers turn into source. This package holds what every part of it names: the opaque {@link
 * dev.singletable.processor.model.Position}s that messages point at and the {@link
 * dev.singletable.processor.model.JavaNames} that generated names are spelled with, and the {@link
 * dev.singletable.processor.model.RuntimeSurface}, the runtime's methods generated names avoid. The model
 * itself lies in the subpackages, each reading only those before it: {@code type} (the types to
 * marshal), {@code key} (key templates and their encodings), {@code entity} (an {@code EntityModel}
 * per {@code @Entity} record with its indexes, attributes and lifecycle) and {@code service} (a
 * {@code ServiceModel} per service with its collections). The model depends on nothing of the
 * processor and holds no logic that needs the compiler.
 */
package dev.singletable.processor.model;
