package dev.singletable.samples.buildingblocks;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.batch.BatchWrite;

/**
 * Seed 003's removal of a tenant's data on account closure: one query of the tenant's partition
 * (the {@code tenant} collection, every entity of the photo site), then a delete of each primary
 * key it returned, sent in batches. No other tenant's partition is read or written.
 */
public final class TenantData {
  private TenantData() {}

  /**
   * Deletes every item of one tenant.
   *
   * @param photos the photo site's service
   * @param userId the tenant
   * @return how many items were deleted
   * @throws dev.singletable.runtime.batch.BatchWriteIncompleteException when a batch request fails
   *     part-way; deleting again finishes the job
   */
  public static int deleteTenant(PhotosService photos, String userId) {
    BatchWrite deletes = photos.batchWrite();
    // Consistent, so that an item written just before the closure is not left behind.
    photos.tenant(userId).consistent().stream().forEach(item -> {
      if (item instanceof PhotosService.PhotoItem photo) {
        delete(deletes, PhotoEntity.SCHEMA, photo.value());
      } else if (item instanceof PhotosService.AlbumItem album) {
        delete(deletes, AlbumEntity.SCHEMA, album.value());
      } else if (item instanceof PhotosService.PhotoProfileItem profile) {
        delete(deletes, PhotoProfileEntity.SCHEMA, profile.value());
      }
    });
    int deleted = deletes.size();
    deletes.execute().requireComplete();
    return deleted;
  }

  private static <T> void delete(BatchWrite deletes, EntitySchema<T> schema, T value) {
    deletes.delete(schema, schema.keyOf(value));
  }
}
