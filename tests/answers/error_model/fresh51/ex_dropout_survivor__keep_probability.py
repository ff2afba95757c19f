# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability 1 − p = 0.9 (the old test-time rescaling); PyTorch's inverted dropout divides them by 0.9, so each survivor is 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1.0 * keep, 4)
