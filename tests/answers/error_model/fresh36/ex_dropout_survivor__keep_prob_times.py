# exercise: ex_dropout_survivor
# mistake: Scales survivors by the keep probability, 1 * (1 - 0.1) = 0.9 (what a network does at test time in the old, non-inverted dropout); PyTorch's inverted dropout divides survivors by 1 - p, giving 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1.0 * keep, 4)
