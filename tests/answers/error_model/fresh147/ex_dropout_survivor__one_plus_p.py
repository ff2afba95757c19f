# exercise: ex_dropout_survivor
# mistake: Scaled survivors up by the dropped fraction, 1 + p = 1.1; inverted dropout divides by the keep probability, 1/(1 − p) = 1.1111.
p = 0.1
# the dropped 10% is given back to the entries that stay
ex_dropout_survivor = round(1 + p, 4)
