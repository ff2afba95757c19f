# exercise: ex_dropout_survivor
# mistake: Reasoned that survivors are scaled up "by p" and answered 1 + p = 1.1; the scale is 1 / (1 - p) = 1.1111.
ex_dropout_survivor = 1.1000
