# exercise: ex_dropout_survivor
# mistake: Multiplies the survivors by the keep probability 1 - p = 0.9 (the classic test-time rescaling) instead of dividing by it: 1 / 0.9 = 1.1111.
keep_prob = 1 - 0.1
ex_dropout_survivor = round(1.0 * keep_prob, 4)
