package dev.singletable.samples.writes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.List;

/**
 * A basket of order lines, stored as a list of maps, and the shipments it is split into, each with
 * its own list of lines: typed paths reach a line's component by index ({@code LINES.at(0).qty()},
 * {@code SHIPMENTS.at(1).lines().at(0).sku()}).
 */
@Entity(service = "baskets", name = "basket")
@Pk(template = "BASKET#${basketId}")
@Sk(template = "#BASKET")
public record Basket(String basketId, List<Line> lines, List<Shipment> shipments) {

  /** One line: a product and how many. */
  public record Line(String sku, Integer qty) {}

  /** A shipment of some of the lines. */
  public record Shipment(String carrier, List<Line> lines) {}
}
