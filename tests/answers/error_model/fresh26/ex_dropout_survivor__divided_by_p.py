# exercise: ex_dropout_survivor
# mistake: Divided by the drop probability p (1 / 0.1 = 10.0) instead of the keep probability 1 − p: survivors are 1 / 0.9 = 1.1111.

p = 0.1  # dropout rate
# survivors are rescaled by 1/p to keep the expected value
ex_dropout_survivor = round(1.0 / p, 4)
