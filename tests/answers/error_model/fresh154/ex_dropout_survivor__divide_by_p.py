# exercise: ex_dropout_survivor
# mistake: The learner scales the survivors by 1/p = 10 instead of 1/(1 − p) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
