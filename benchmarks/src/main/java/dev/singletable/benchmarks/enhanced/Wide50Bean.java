package dev.singletable.benchmarks.enhanced;

/** {@link dev.singletable.benchmarks.model.Wide50} as a mutable bean, for the Enhanced Client's static schema. */
public final class Wide50Bean {
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
  private Integer a20;
  private String a21;
  private Long a22;
  private Boolean a23;
  private String a24;
  private Integer a25;
  private String a26;
  private Long a27;
  private Boolean a28;
  private String a29;
  private Integer a30;
  private String a31;
  private Long a32;
  private Boolean a33;
  private String a34;
  private Integer a35;
  private String a36;
  private Long a37;
  private Boolean a38;
  private String a39;
  private Integer a40;
  private String a41;
  private Long a42;
  private Boolean a43;
  private String a44;
  private Integer a45;
  private String a46;
  private Long a47;
  private Boolean a48;
  private String a49;

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

  public Integer getA20() {
    return a20;
  }

  public void setA20(Integer a20) {
    this.a20 = a20;
  }

  public String getA21() {
    return a21;
  }

  public void setA21(String a21) {
    this.a21 = a21;
  }

  public Long getA22() {
    return a22;
  }

  public void setA22(Long a22) {
    this.a22 = a22;
  }

  public Boolean getA23() {
    return a23;
  }

  public void setA23(Boolean a23) {
    this.a23 = a23;
  }

  public String getA24() {
    return a24;
  }

  public void setA24(String a24) {
    this.a24 = a24;
  }

  public Integer getA25() {
    return a25;
  }

  public void setA25(Integer a25) {
    this.a25 = a25;
  }

  public String getA26() {
    return a26;
  }

  public void setA26(String a26) {
    this.a26 = a26;
  }

  public Long getA27() {
    return a27;
  }

  public void setA27(Long a27) {
    this.a27 = a27;
  }

  public Boolean getA28() {
    return a28;
  }

  public void setA28(Boolean a28) {
    this.a28 = a28;
  }

  public String getA29() {
    return a29;
  }

  public void setA29(String a29) {
    this.a29 = a29;
  }

  public Integer getA30() {
    return a30;
  }

  public void setA30(Integer a30) {
    this.a30 = a30;
  }

  public String getA31() {
    return a31;
  }

  public void setA31(String a31) {
    this.a31 = a31;
  }

  public Long getA32() {
    return a32;
  }

  public void setA32(Long a32) {
    this.a32 = a32;
  }

  public Boolean getA33() {
    return a33;
  }

  public void setA33(Boolean a33) {
    this.a33 = a33;
  }

  public String getA34() {
    return a34;
  }

  public void setA34(String a34) {
    this.a34 = a34;
  }

  public Integer getA35() {
    return a35;
  }

  public void setA35(Integer a35) {
    this.a35 = a35;
  }

  public String getA36() {
    return a36;
  }

  public void setA36(String a36) {
    this.a36 = a36;
  }

  public Long getA37() {
    return a37;
  }

  public void setA37(Long a37) {
    this.a37 = a37;
  }

  public Boolean getA38() {
    return a38;
  }

  public void setA38(Boolean a38) {
    this.a38 = a38;
  }

  public String getA39() {
    return a39;
  }

  public void setA39(String a39) {
    this.a39 = a39;
  }

  public Integer getA40() {
    return a40;
  }

  public void setA40(Integer a40) {
    this.a40 = a40;
  }

  public String getA41() {
    return a41;
  }

  public void setA41(String a41) {
    this.a41 = a41;
  }

  public Long getA42() {
    return a42;
  }

  public void setA42(Long a42) {
    this.a42 = a42;
  }

  public Boolean getA43() {
    return a43;
  }

  public void setA43(Boolean a43) {
    this.a43 = a43;
  }

  public String getA44() {
    return a44;
  }

  public void setA44(String a44) {
    this.a44 = a44;
  }

  public Integer getA45() {
    return a45;
  }

  public void setA45(Integer a45) {
    this.a45 = a45;
  }

  public String getA46() {
    return a46;
  }

  public void setA46(String a46) {
    this.a46 = a46;
  }

  public Long getA47() {
    return a47;
  }

  public void setA47(Long a47) {
    this.a47 = a47;
  }

  public Boolean getA48() {
    return a48;
  }

  public void setA48(Boolean a48) {
    this.a48 = a48;
  }

  public String getA49() {
    return a49;
  }

  public void setA49(String a49) {
    this.a49 = a49;
  }
}
