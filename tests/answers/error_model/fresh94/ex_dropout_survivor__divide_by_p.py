# exercise: ex_dropout_survivor
# mistake: Scales the survivors by 1 / p = 10 instead of 1 / (1 - p); survivors are 1 / 0.9 = 1.1111.
p = 0.1
# survivors are rescaled so the expected value stays the same
ex_dropout_survivor = round(1 / p, 4)
