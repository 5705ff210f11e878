package dev.singletable.samples.recipes.tenancy;

/**
 * Who is calling, as the authentication layer established it (a verified token's claims, a session):
 * the only place a tenant id comes from. Request parameters name projects and tasks, never a tenant.
 *
 * @param tenantId the caller's tenant, not blank
 * @param userId the caller, not blank
 */
public record Caller(String tenantId, String userId) {
  /**
   * Refuses a caller without a tenant or user id.
   *
   * @throws IllegalArgumentException when either is null or blank
   */
  public Caller {
    if (tenantId == null || tenantId.isBlank()) {
      throw new IllegalArgumentException("a caller needs a tenant id, was " + (tenantId == null ? "null" : "\"" + tenantId + "\""));
    }
    if (userId == null || userId.isBlank()) {
      throw new IllegalArgumentException("a caller needs a user id, was " + (userId == null ? "null" : "\"" + userId + "\""));
    }
  }
}
