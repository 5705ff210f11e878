package dev.singletable.benchmarks.enhanced;

/** {@link dev.singletable.benchmarks.model.Wide20} as a mutable bean, for the Enhanced Client's static schema. */
public final class Wide20Bean {
  private String pk;
  private String sk;
  private String entity;
  private Integer version;
  private String id;
  private String a01;
  private Long a02;
  private Boolean a03;
  private String a04;
  private Integer a05;
  private String a06;
  private Long a07;
  private Boolean a08;
  private String a09;
  private Integer a10;
  private String a11;
  private Long a12;
  private Boolean a13;
  private String a14;
  private Integer a15;
  private String a16;
  private Long a17;
  private Boolean a18;
  private String a19;

  public String getPk() {
    return pk;
  }

  public void setPk(String pk) {
    this.pk = pk;
  }

  public String getSk() {
    return sk;
  }

  public void setSk(String sk) {
    this.sk = sk;
  }

  public String getEntity() {
    return entity;
  }

  public void setEntity(String entity) {
    this.entity = entity;
  }

  public Integer getVersion() {
    return version;
  }

  public void setVersion(Integer version) {
    this.version = version;
  }

  public String getId() {
    return id;
  }

  public void setId(String id) {
    this.id = id;
  }

  public String getA01() {
    return a01;
  }

  public void setA01(String a01) {
    this.a01 = a01;
  }

  public Long getA02() {
    return a02;
  }

  public void setA02(Long a02) {
    this.a02 = a02;
  }

  public Boolean getA03() {
    return a03;
  }

  public void setA03(Boolean a03) {
    this.a03 = a03;
  }

  public String getA04() {
    return a04;
  }

  public void setA04(String a04) {
    this.a04 = a04;
  }

  public Integer getA05() {
    return a05;
  }

  public void setA05(Integer a05) {
    this.a05 = a05;
  }

  public String getA06() {
    return a06;
  }

  public void setA06(String a06) {
    this.a06 = a06;
  }

  public Long getA07() {
    return a07;
  }

  public void setA07(Long a07) {
    this.a07 = a07;
  }

  public Boolean getA08() {
    return a08;
  }

  public void setA08(Boolean a08) {
    this.a08 = a08;
  }

  public String getA09() {
    return a09;
  }

  public void setA09(String a09) {
    this.a09 = a09;
  }

  public Integer getA10() {
    return a10;
  }

  public void setA10(Integer a10) {
    this.a10 = a10;
  }

  public String getA11() {
    return a11;
  }

  public void setA11(String a11) {
    this.a11 = a11;
  }

  public Long getA12() {
    return a12;
  }

  public void setA12(Long a12) {
    this.a12 = a12;
  }

  public Boolean getA13() {
    return a13;
  }

  public void setA13(Boolean a13) {
    this.a13 = a13;
  }

  public String getA14() {
    return a14;
  }

  public void setA14(String a14) {
    this.a14 = a14;
  }

  public Integer getA15() {
    return a15;
  }

  public void setA15(Integer a15) {
    this.a15 = a15;
  }

  public String getA16() {
    return a16;
  }

  public void setA16(String a16) {
    this.a16 = a16;
  }

  public Long getA17() {
    return a17;
  }

  public void setA17(Long a17) {
    this.a17 = a17;
  }

  public Boolean getA18() {
    return a18;
  }

  public void setA18(Boolean a18) {
    this.a18 = a18;
  }

  public String getA19() {
    return a19;
  }

  public void setA19(String a19) {
    this.a19 = a19;
  }
}
