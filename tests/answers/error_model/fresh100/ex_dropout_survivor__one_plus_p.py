# exercise: ex_dropout_survivor
# mistake: Scales survivors up by 1 + p = 1.1 instead of 1 / (1 - p) = 1.1111.
p = 0.1
scale = lambda v: v * (1 + p)
ex_dropout_survivor = scale(1.0)
