# exercise: ex_dropout_survivor
# mistake: Scaled the survivors up by adding p (1 + p = 1.1); the scale is 1/(1 − p) = 1.1111.
p = 0.1
# entries that survive are increased by the dropped fraction
survivor = 1.0 + p
ex_dropout_survivor = round(survivor, 4)
