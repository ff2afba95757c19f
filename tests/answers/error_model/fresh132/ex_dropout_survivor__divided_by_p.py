# exercise: ex_dropout_survivor
# mistake: The learner divides by the drop probability p = 0.1 (giving 10) instead of by the keep probability 1 − p.
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
