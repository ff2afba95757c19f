# exercise: ex_dropout_survivor
# mistake: Adds p to survivors as if the dropped mass were redistributed linearly (1.1000); survivors are scaled by 1/(1 - p) = 1.1111.

p = 0.1
# the 10% that is dropped gets made up by the survivors
survivor = 1.0 + p
assert survivor > 1.0
ex_dropout_survivor = round(survivor, 4)
