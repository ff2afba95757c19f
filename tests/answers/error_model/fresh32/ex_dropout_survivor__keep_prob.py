# exercise: ex_dropout_survivor
# mistake: Multiplies survivors by the keep probability 0.9 (0.9000); training-time dropout divides them by 1 - p, so 1/0.9 = 1.1111.

p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1.0 * keep, 4)
