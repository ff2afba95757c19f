# exercise: ex_dropout_survivor
# mistake: The learner divided by the drop probability p (1/0.1 = 10); survivors are divided by the keep probability 1 − p, giving 1.1111.
p = 0.1
ones = 1.0
ex_dropout_survivor = round(ones / p, 4)
