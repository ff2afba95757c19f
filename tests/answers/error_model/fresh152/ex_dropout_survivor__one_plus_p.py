# exercise: ex_dropout_survivor
# mistake: Scaled survivors up by 1 + p = 1.1 instead of 1 / (1 - p) = 1.1111.
p = 0.1
# dropped mass p is added back to the survivors
ex_dropout_survivor = 1 + p
ex_dropout_survivor = round(ex_dropout_survivor, 4)
