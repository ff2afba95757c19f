# exercise: ex_dropout_survivor
# mistake: Multiplies survivors by the keep rate 1 − p = 0.9 (the old inference-time weight-scaling rule) instead of dividing: 1/0.9 = 1.1111.
# Dropout keeps 90 % of the units, and each kept one is weighted by the keep rate 1 - p
p = 0.1
ex_dropout_survivor = round(1.0 * (1 - p), 4)
