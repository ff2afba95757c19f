# exercise: ex_dropout_survivor
# mistake: The learner multiplies the survivors by the keep probability 1 - p = 0.9 (the old inference-time rule) instead of dividing by it; survivors are 1 / (1 - p) = 1.1111.
p = 0.1
keep = 1 - p
ones = 1.0
ex_dropout_survivor = round(ones * keep, 4)
