# exercise: ex_dropout_survivor
# mistake: Divides by the dropout rate p itself (1 / 0.1 = 10) instead of by the keep probability 1 - p; survivors are 1 / 0.9 = 1.1111.
p = 0.1
ex_dropout_survivor = 1 / p
