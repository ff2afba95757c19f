# exercise: ex_dropout_survivor
# mistake: The learner scales survivors by 1 + p = 1.1 instead of 1 / (1 − p) = 1.1111.
p = 0.1
assert 0 <= p < 1
scale = 1 + p   # survivors make up for the dropped ones
ex_dropout_survivor = round(scale, 4)
