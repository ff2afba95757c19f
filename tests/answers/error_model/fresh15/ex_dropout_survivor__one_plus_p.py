# exercise: ex_dropout_survivor
# mistake: Scaled survivors up by p (1 + p = 1.1) instead of dividing by 1 - p (1/0.9 = 1.1111).
p = 0.1
ex_dropout_survivor = 1 + p
