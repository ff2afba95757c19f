# exercise: ex_dropout_survivor
# mistake: Survivors are scaled by 1/p = 10 instead of 1/(1-p) = 1/0.9.
p = 0.1
keep_scale = 1.0 / p
ex_dropout_survivor = round(1.0 * keep_scale, 4)
