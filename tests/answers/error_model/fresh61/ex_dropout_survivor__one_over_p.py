# exercise: ex_dropout_survivor
# mistake: Divides by the dropout rate p instead of the keep probability: 1 / 0.1 = 10.0; the survivors are 1 / (1 − p) = 1.1111.
p = 0.1
ex_dropout_survivor = 1 / p   # rescale 1/p
