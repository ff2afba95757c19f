# exercise: ex_dropout_survivor
# mistake: Scales the survivors by 1/p = 10 instead of 1/(1 − p); with p = 0.1 a surviving entry is 1.1111.
p = 0.1
scale = 1 / p
ex_dropout_survivor = round(1.0 * scale, 4)
