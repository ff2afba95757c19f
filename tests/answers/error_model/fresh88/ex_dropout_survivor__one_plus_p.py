# exercise: ex_dropout_survivor
# mistake: Scaled the survivors by 1 + p = 1.1; survivors are scaled by 1/(1 - p) = 1.1111 so that the expectation stays 1.
p = 0.1
scale = 1 + p  # keeps the mean unchanged
ex_dropout_survivor = round(1.0 * scale, 4)
