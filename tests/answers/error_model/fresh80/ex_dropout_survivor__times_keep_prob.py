# exercise: ex_dropout_survivor
# mistake: Multiplies the survivors by the keep probability 0.9 (old-style dropout scaling); PyTorch divides them by 0.9, giving 1.1111.

p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1.0 * keep, 4)
