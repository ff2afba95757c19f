# exercise: ex_dropout_survivor
# mistake: Scales survivors by the keep probability 1 − p = 0.9; PyTorch's dropout scales them by 1 / (1 − p) = 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1 * keep, 4)
