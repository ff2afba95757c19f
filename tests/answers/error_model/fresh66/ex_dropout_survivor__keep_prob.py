# exercise: ex_dropout_survivor
# mistake: The learner multiplies by the keep probability 1 - p = 0.9 (the old inference-time rule) instead of dividing by it; survivors are 1 / 0.9 = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 * (1 - p), 4)
