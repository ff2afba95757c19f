# exercise: ex_dropout_survivor
# mistake: Copies the 2.0 of the book's dropout printout, which is for p = 0.5; for p = 0.1 the survivors are 1 / (1 − 0.1) = 1.1111.
# the book: survivors become 2. (scaled up)
ex_dropout_survivor = 2.0
