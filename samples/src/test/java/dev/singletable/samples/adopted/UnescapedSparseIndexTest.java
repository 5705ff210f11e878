package dev.singletable.samples.adopted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * An entity stored without escapes refuses, at the first write, a text value that a sparse index's
 * key could not hold, even while that index is left out (another of its components is null): else
 * the item is stored and every later write that fills the index in is refused.
 */
class UnescapedSparseIndexTest {
  private final Table table = Engines.newTable(Engines.http(), "unescaped-sparse", RegionalSiteEntity.SCHEMA);
  private final RegionalSiteEntity sites = RegionalSiteEntity.of(table);

  @Test
  void aTenantTheRegionIndexCouldNotHoldIsRefusedBeforeTheSiteHasARegion() {
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> sites.put(new RegionalSite("t1#id_zz", null, "head office")).execute());

    assertEquals("tenant", refused.field());
    assertTrue(refused.getMessage().contains("gsi1pk"), refused.getMessage());
    assertEquals(List.of(), RawItems.scan(table));
  }

  @Test
  void anUpsertThatMayCreateTheSiteRefusesTheTenantAsAPutDoes() {
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> sites.upsert("t1#id_zz").set(RegionalSiteEntity.NAME_, "head office").execute());

    assertEquals("tenant", refused.field());
    assertTrue(refused.getMessage().contains("gsi1pk"), refused.getMessage());
    assertEquals(List.of(), RawItems.scan(table));
  }

  @Test
  void anUpsertOfATenantTheIndexCanHoldCreatesTheSite() {
    RegionalSite created = sites.upsert("t1").set(RegionalSiteEntity.NAME_, "head office").execute();

    assertEquals(new RegionalSite("t1", null, "head office"), created);
    assertEquals(Optional.of(created), sites.get("t1").execute());
  }

  @Test
  void aTenantTheIndexCanHoldIsStoredAndIndexedOnceItHasARegion() {
    sites.put(new RegionalSite("t1", null, "head office")).execute();
    RegionalSite placed = sites.update("t1").set(RegionalSiteEntity.REGION, "eu").execute();

    assertEquals(Optional.of(placed), sites.get("t1").execute());
    assertEquals(List.of(placed), sites.query().byRegion("t1", "eu").list());
  }
}
