# exercise: ex_dropout_survivor
# mistake: Thinks survivors are scaled up by p, giving 1 + p = 1.1; the right factor is 1 / (1 − p) = 1.1111.
# the dropped mass (p) is given back to the survivors
p = 0.1
ex_dropout_survivor = 1.0 + p
ex_dropout_survivor = round(ex_dropout_survivor, 4)
