# exercise: ex_dropout_survivor
# mistake: The learner multiplies the survivors by the keep probability 1 - p = 0.9; survivors are divided by it: 1/(1 - 0.1) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1.0 * (1 - p), 4)
