# exercise: ex_dropout_survivor
# mistake: The learner divided by the drop probability p (1 / 0.1 = 10) instead of by the keep probability 1 - p, so the survivor value should be 1 / 0.9 = 1.1111.
p = 0.1
scale = 1 / p
ex_dropout_survivor = 1.0 * scale
