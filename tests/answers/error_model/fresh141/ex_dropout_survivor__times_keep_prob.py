# exercise: ex_dropout_survivor
# mistake: The learner multiplied the survivors by the keep probability 1 − p = 0.9 (the old test-time rule); inverted dropout divides them by 1 − p: 1/0.9 = 1.1111.
p = 0.1
keep_prob = 1 - p
# E[x] should stay the same: survivors carry the keep probability
ex_dropout_survivor = round(1.0 * keep_prob, 4)
