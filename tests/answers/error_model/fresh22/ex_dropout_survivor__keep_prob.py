# exercise: ex_dropout_survivor
# mistake: Multiplied survivors by the keep probability 1 - p = 0.9 (the original paper's test-time scaling); PyTorch's inverted dropout scales survivors to 1/(1 - p) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1.0 * (1 - p), 4)
