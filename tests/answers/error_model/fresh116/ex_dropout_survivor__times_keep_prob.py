# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability 0.9 (old inference-time scaling); inverted dropout divides by 1 - p, giving 1/0.9 = 1.1111.
p = 0.1
keep_prob = 1 - p
ex_dropout_survivor = round(1.0 * keep_prob, 4)
