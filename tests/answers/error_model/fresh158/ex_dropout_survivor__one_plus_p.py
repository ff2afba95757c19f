# exercise: ex_dropout_survivor
# mistake: The learner scaled survivors by 1 + p = 1.1 (a first-order approximation) instead of 1 / (1 - p) = 1.1111.
ex_dropout_survivor = 1.1000
