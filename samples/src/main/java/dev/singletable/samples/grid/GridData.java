package dev.singletable.samples.grid;

import java.time.LocalDate;
import java.util.List;

/** Seed 002's sample data: two tenants, their projects, custom fields, issues and field values. */
public final class GridData {
  private GridData() {}

  /** The tenants. */
  public static List<Tenant> tenants() {
    return List.of(new Tenant("0807", "ACME Engineering"), new Tenant("3cc8", "Big Media"));
  }

  /** The projects. */
  public static List<Project> projects() {
    return List.of(new Project("35e9", "0807", "Forth Rail Bridge"), new Project("7b7e", "3cc8", "The Daily News"));
  }

  /** The custom fields of project 35e9. */
  public static List<FieldDefinition> fieldDefinitions() {
    return List.of(
        new FieldDefinition("35e9", "35e6", "Num Items", 3, "int"),
        new FieldDefinition("35e9", "3812", "Start", 1, "date"),
        new FieldDefinition("35e9", "47e5", "Sign Off", 4, "text"),
        new FieldDefinition("35e9", "882a", "End", 2, "date"));
  }

  /** The issues. */
  public static List<Issue> issues() {
    return List.of(
        new Issue("020e", "35e9", 1, "Needs Painting", "open"),
        new Issue("3544", "7b7e", 1, "Launch new newspaper!", "closed"),
        new Issue("67d1", "35e9", 2, "Check for rust", "closed"),
        new Issue("83a4", "7b7e", 2, "Hire reporter for showbiz desk", "open"),
        new Issue("af34", "35e9", 3, "Girder needs replacing", "open"));
  }

  /** The custom field values of the issues. */
  public static List<FieldValue> fieldValues() {
    return List.of(
        FieldValue.ofDate("020e", "3812", LocalDate.parse("2023-05-01"), 1),
        FieldValue.ofDate("020e", "882a", LocalDate.parse("2023-06-01"), 1),
        FieldValue.ofDate("67d1", "3812", LocalDate.parse("2023-05-02"), 2),
        FieldValue.ofDate("67d1", "882a", LocalDate.parse("2023-06-02"), 2),
        FieldValue.ofNumber("af34", "3fe6", 42, 3),
        FieldValue.ofText("af34", "47e5", "Approved", 3));
  }

  /** Writes every item of the seed through the service. */
  public static void load(GridService grid) {
    tenants().forEach(t -> grid.tenants().put(t).execute());
    projects().forEach(p -> grid.projects().put(p).execute());
    fieldDefinitions().forEach(d -> grid.fieldDefinitions().put(d).execute());
    issues().forEach(i -> grid.issues().put(i).execute());
    fieldValues().forEach(v -> grid.fieldValues().put(v).execute());
  }
}
