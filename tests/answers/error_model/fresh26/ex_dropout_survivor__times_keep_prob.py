# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability 1 − p = 0.9; dropout divides them by it, so they become 1 / 0.9 = 1.1111.

p = 0.1
# the kept values are scaled by the keep probability
ex_dropout_survivor = round(1.0 * (1 - p), 4)
