# exercise: ex_dropout_survivor
# mistake: Divides the survivors by p = 0.1 (giving 10.0) instead of by the keep probability 1 - p (giving 1.1111).
p = 0.1
ex_dropout_survivor = 1 / p
