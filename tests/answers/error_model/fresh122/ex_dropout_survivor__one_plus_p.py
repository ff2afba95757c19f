# exercise: ex_dropout_survivor
# mistake: Scaled survivors by 1 + p = 1.1 (a first-order guess); the factor is 1/(1 − p) = 1.1111.
p = 0.1
scale = 1.0
scale += p  # make up for the dropped ones
ex_dropout_survivor = round(scale, 4)
