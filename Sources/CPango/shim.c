// Pango and Cairo as one C module for Swift; see Package.swift for why this is a C target.
#include "shim.h"
