# exercise: ex_dropout_survivor
# mistake: Multiplies survivors by the keep probability 1-p = 0.9 (old inference-time scaling); PyTorch's inverted dropout divides by 1-p, giving 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1.0 * keep, 4)
