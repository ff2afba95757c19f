# exercise: ex_dropout_survivor
# mistake: Scaled survivors by 1 + p = 1.1 instead of 1/(1 − p) = 1.1111.
# p = 0.1 -> survivors get a bit bigger
ex_dropout_survivor = 1.1
