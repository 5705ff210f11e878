package dev.singletable.samples.types;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import java.util.List;

/** Binary data, in a table without sort key. */
@Entity(service = "blobs", name = "blob")
@Pk(template = "BLOB#${id}")
public record Blob(String id, byte[] data, List<byte[]> parts) {}
