# exercise: ex_dropout_survivor
# mistake: Scaled survivors by 1/p = 10; survivors are scaled by 1/(1 − p) = 1.1111.
p = 0.1
scale = 1 / p
ex_dropout_survivor = round(1.0 * scale, 4)
