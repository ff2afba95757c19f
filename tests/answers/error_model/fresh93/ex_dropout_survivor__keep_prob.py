# exercise: ex_dropout_survivor
# mistake: Multiplies survivors by the keep probability 1 − p = 0.9; inverted dropout divides them by it, 1 / 0.9 = 1.1111.
p = 0.1
# a kept entry is kept with probability 1 - p
ex_dropout_survivor = round(1.0 * (1 - p), 4)
