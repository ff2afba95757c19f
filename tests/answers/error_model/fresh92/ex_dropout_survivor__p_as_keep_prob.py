# exercise: ex_dropout_survivor
# mistake: Took p = 0.1 as the probability of keeping an entry and divided by it (10.0); p is the drop probability, so survivors are 1/(1-0.1) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
