# exercise: ex_dropout_survivor
# mistake: The learner divided by the drop probability p instead of by the keep probability 1 - p, getting 10.0 instead of 1/0.9 = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
