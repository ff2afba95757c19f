# exercise: ex_dropout_survivor
# mistake: Approximates the scaling as 1 + p = 1.1; the exact factor is 1 / (1 - p) = 1.1111.
# survivors get boosted by p so the mean stays 1
ex_dropout_survivor = 1.0 + 0.1
