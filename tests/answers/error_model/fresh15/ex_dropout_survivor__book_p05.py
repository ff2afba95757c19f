# exercise: ex_dropout_survivor
# mistake: Kept the book's example (p = 0.5, survivors scaled to 2) although the statement uses p = 0.1: answered 2.0 instead of 1/(1-0.1) = 1.1111.
ex_dropout_survivor = 2.0
