package com.example.shop;

import java.util.List;

public record Address(List<String> lines, String city, String country) {}
