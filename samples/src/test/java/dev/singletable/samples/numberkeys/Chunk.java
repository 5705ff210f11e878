package dev.singletable.samples.numberkeys;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A content-addressed chunk keyed by native binary: the partition key is the store's id bytes and
 * the sort key the chunk's digest, both stored as DynamoDB binary (B).
 *
 * @param store the store, the partition key
 * @param digest the chunk's digest, the sort key
 * @param size the chunk's size
 */
@Entity(service = "chunks", name = "chunk")
@Pk(template = "${store}", type = KeyType.BINARY)
@Sk(template = "${digest}", type = KeyType.BINARY)
public record Chunk(byte[] store, byte[] digest, int size) {}
