# exercise: ex_dropout_survivor
# mistake: Used the first-order approximation 1 / (1 - p) ~ 1 + p = 1.1; the exact value is 1 / 0.9 = 1.1111.
# E[x] must stay 1: survivors get 1/(1-p) ~ 1 + p for small p
ex_dropout_survivor = 1 + 0.1
