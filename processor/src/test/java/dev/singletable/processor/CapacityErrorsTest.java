package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** Provisioned capacity: what the processor refuses, and a service whose capacity is split over entities. */
class CapacityErrorsTest {

  @Test
  void indexCapacityOnOneEntityAndTableCapacityOnAnotherCompile() {
    Compilation compilation = Sources.compile(Sources.good("Meter", "MeterReading"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("good.MetersService").contentsAsUtf8String()
        .contains("withCapacity(");
    assertThat(compilation).generatedSourceFile("good.MetersService").contentsAsUtf8String()
        .contains("new Capacity(7L, 6L)");
    assertThat(compilation).generatedSourceFile("good.MetersService").contentsAsUtf8String()
        .contains("\"gsi1\", new Capacity(3L, 2L)");
  }

  @Test
  void zeroCapacityUnitsAreRefused() {
    Sources.assertErrorAt("CapacityUnits",
        "[SingleTableCapacityUnits] @Provisioned of CapacityUnits gives read 0, write 5", "@Provisioned(");
  }

  @Test
  void indexCapacityOnAnOnDemandTableIsRefused() {
    Sources.assertErrorAt("IndexCapacityWithoutProvisioned",
        "[SingleTableIndexCapacityWithoutProvisioned] @Gsi index \"gsi1\" of IndexCapacityWithoutProvisioned gives"
            + " capacity units, but no entity of service \"ondemand\" is @Provisioned",
        "readCapacity = 3");
  }

  @Test
  void entitiesOfOneServiceWithDifferentTableCapacityAreRefused() {
    Compilation compilation = Sources.compile(Sources.bad("CapacityMismatch"));
    assertThat(compilation).hadErrorContaining("[SingleTableCapacityMismatch] Second gives the table read 5, write 2,"
        + " but entity \"first\" of service \"metered\" gives it read 5, write 5");
  }
}
