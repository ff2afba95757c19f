# exercise: ex_dropout_survivor
# mistake: Divided by p (0.1) instead of by the keep probability 1 - p.
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
