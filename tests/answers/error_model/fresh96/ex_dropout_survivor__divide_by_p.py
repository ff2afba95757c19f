# exercise: ex_dropout_survivor
# mistake: Divided by the drop probability p (1/0.1 = 10) instead of by the keep probability 1 - p (1/0.9 = 1.1111).
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
