# exercise: ex_dropout_survivor
# mistake: Multiplies the survivors by the keep probability 0.9 (the old test-time scaling), but inverted dropout divides them by 1 - p, giving 1/0.9 = 1.1111.
p = 0.1
ex_dropout_survivor = round(1.0 * (1 - p), 4)
