# exercise: ex_dropout_survivor
# mistake: The learner divided by the drop probability p instead of the keep probability 1 - p; survivors are 1 / 0.9 = 1.1111, not 1 / 0.1.
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
