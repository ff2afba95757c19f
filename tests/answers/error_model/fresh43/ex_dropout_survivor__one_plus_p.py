# exercise: ex_dropout_survivor
# mistake: Scales survivors up by p (1 + 0.1 = 1.1) instead of dividing by the keep probability: 1 / (1 − 0.1) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1.0 * (1 + p), 4)
