# exercise: ex_dropout_survivor
# mistake: The learner rounded by hand to two decimals, 1.11; with 4 decimals the survivor value 1/(1 - 0.1) is 1.1111.
# 1 / 0.9
ex_dropout_survivor = 1.11
