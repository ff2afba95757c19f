# exercise: ex_dropout_survivor
# mistake: Scales the survivors by 1 + p = 1.1, thinking the dropped 10 % is added back; the expectation is kept by 1 / (1 - p) = 1.1111.
ex_dropout_survivor = 1.1000
