# exercise: ex_dropout_survivor
# mistake: Divided by the drop probability p (10.0) instead of by the keep probability 1 − p; the survivor value is 1/(1 − 0.1) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
