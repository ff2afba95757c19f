# exercise: ex_dropout_survivor
# mistake: Multiplies survivors by the keep probability 1-p = 0.9 (the old inference-time scaling) instead of dividing by it (1.1111).
ex_dropout_survivor=1-0.1
