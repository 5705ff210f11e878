package dev.singletable.samples.catalogue;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;

/**
 * A sketch whose outline is a {@code float[]} vector: the array form of a vector component.
 *
 * @param id the sketch
 * @param album its album, the search partition
 * @param outline its outline, 4 elements
 */
@Entity(service = "sketches")
@Pk(template = "SKETCH#${id}")
@Sk(template = "#SKETCH")
@VectorIndex(index = "byOutline", vector = "outline", dimensions = 4, distance = VectorDistance.EUCLIDEAN,
    partition = "album")
public record Sketch(String id, String album, float[] outline) {}
