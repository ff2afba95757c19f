# exercise: ex_dropout_survivor
# mistake: The survivors were scaled by 1/p = 10.0; the scale is 1/(1 - p) = 1.1111.
p = 0.1
scale = 1 / p
ex_dropout_survivor = round(1.0 * scale, 4)
