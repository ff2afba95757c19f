# exercise: ex_dropout_survivor
# mistake: Adds the dropped fraction back (1 + p = 1.1) rather than dividing by 1 − p; the survivors are 1 / 0.9 = 1.1111.
# 10% are zeroed, so the rest must be 10% larger to keep the mean
ex_dropout_survivor = 1.1
