# exercise: ex_dropout_survivor
# mistake: Scales the survivors by the keep probability 1 - p = 0.9; they are scaled by 1 / (1 - p) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 * (1 - p), 4)
