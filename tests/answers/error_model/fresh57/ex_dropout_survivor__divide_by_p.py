# exercise: ex_dropout_survivor
# mistake: Divided by the drop probability p = 0.1 instead of the keep probability 1 - p: survivors are 1 / 0.9 = 1.1111.
p = 0.1
ex_dropout_survivor = 1 / p
