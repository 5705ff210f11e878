package com.example.kitchen;

public record Money(long cents, String currency) {}
