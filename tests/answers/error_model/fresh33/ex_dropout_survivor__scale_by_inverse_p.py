# exercise: ex_dropout_survivor
# mistake: Scaled the survivors by 1/p = 10.0 instead of 1/(1-p) = 1.1111.
# dropout rescales the kept entries by the inverse of the dropout rate
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
