# exercise: ex_dropout_survivor
# mistake: Multiplied survivors by the keep probability 1 − p = 0.9; inverted dropout divides by it, 1/0.9 = 1.1111.
p = 0.1
# survivors keep their expectation: E = (1-p) * value
ex_dropout_survivor = round(1 * (1 - p), 4)
