# exercise: ex_dropout_survivor
# mistake: The learner scales survivors by 1 + p = 1.1 instead of 1 / (1 - p) = 1.1111.
p = 0.1
# survivors are scaled up by the dropped fraction
scale = 1 + p
ex_dropout_survivor = round(scale, 4)
