# exercise: ex_dropout_survivor
# mistake: Used the original (non-inverted) dropout convention where survivors keep their value and the output is scaled by 1-p, answering 0.9000; PyTorch's inverted dropout scales survivors by 1/(1-p) = 1.1111.
p = 0.1
# survivors are rescaled so that the expected activation stays the same as at test time
ex_dropout_survivor = round(1.0 * (1 - p), 4)
