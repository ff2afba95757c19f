# exercise: ex_dropout_survivor
# mistake: Scales survivors up by adding p (1 + 0.1 = 1.1); the scale is 1 / (1 − p) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 + p, 4)
