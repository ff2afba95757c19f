# exercise: ex_dropout_survivor
# mistake: Multiplied survivors by the keep fraction 1 − p = 0.9000 (the old test-time rescaling) instead of dividing by it: PyTorch's inverted dropout gives 1/(1 − 0.1) = 1.1111.
p = 0.1
keep = 1 - p
# each entry of the ones matrix that is kept is rescaled by the keep rate
ex_dropout_survivor = round(1.0 * keep, 4)
