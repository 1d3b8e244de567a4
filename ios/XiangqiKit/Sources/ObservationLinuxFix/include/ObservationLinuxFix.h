// Nothing to import: the target only defines a symbol Debian's libswiftObservation needs.
