# exercise: ex_dropout_survivor
# mistake: The learner multiplied by the keep probability 1 - p = 0.9 (the expected value of an entry) instead of dividing by it; survivors are 1 / 0.9 = 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1.0 * keep, 4)
