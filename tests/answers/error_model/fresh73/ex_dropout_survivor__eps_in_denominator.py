# exercise: ex_dropout_survivor
# mistake: Added an epsilon of 1e-3 to the denominator (1/(1-p+eps) = 1.1099); there is no division by zero to guard against, the survivors are 1/(1-0.1) = 1.1111.
p = 0.1
eps = 1e-3
ex_dropout_survivor = round(1.0 / (1.0 - p + eps), 4)
