# exercise: ex_dropout_survivor
# mistake: Multiplied by the keep probability 0.9 instead of dividing by it (1/0.9 = 1.1111).
p = 0.1
ex_dropout_survivor = round(1 * (1 - p), 4)
